import { redirect } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import type { Route } from "./+types/logout";

/**
 * POST /logout: ends the session in the database and clears its cookie, then goes home (spec:
 * sign out sends the user to /). A GET never signs anyone out (a link or image could not).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers(PRIVATE_NO_STORE);
  try {
    const result = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    for (const cookie of result.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  } catch (error) {
    // No session (already signed out elsewhere): nothing to end; still go home.
    context.logger.debug({ err: error }, "sign-out without a session");
  }
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
