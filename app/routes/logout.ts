import { data, redirect } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { authErrorCode, authHeaders, setCookiesOf } from "~/modules/accounts/auth-api.server";
import { ENHANCED_FIELD } from "~/modules/accounts/auth-results";
import type { Route } from "./+types/logout";
import { jsonAnswer } from "~/lib/json-answer.server";

/**
 * POST /logout: ends the session in the database and clears its cookie, then goes home (spec:
 * sign out sends the user to /). The account menu posts with `enhanced=1` and gets JSON, so it
 * can say "Signed out successfully" (or "Error signing out") and go home itself; a plain form
 * post is redirected. A GET never signs anyone out (a link or image could not).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const enhanced = form.get(ENHANCED_FIELD) === "1";
  const headers = new Headers(PRIVATE_NO_STORE);
  try {
    const result = await context.auth.api.signOut({
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    for (const cookie of setCookiesOf(result.headers)) headers.append("Set-Cookie", cookie);
  } catch (error) {
    if (authErrorCode(error) === undefined) {
      context.logger.error({ err: error }, "sign-out failed");
      if (enhanced) return jsonAnswer({ ok: false }, { status: 500, headers });
      throw data({ error: "Sign-out failed" }, { status: 500, headers });
    }
    // Refused by better-auth (no session): nobody to sign out.
    context.logger.debug({ err: error }, "sign-out without a session");
  }
  if (enhanced) return jsonAnswer({ ok: true }, { headers });
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
