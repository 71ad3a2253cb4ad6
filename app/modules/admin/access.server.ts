import { data } from "react-router";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { requireUser, type GuardArgs, type SessionUser } from "~/modules/accounts/session.server";
import { crossSiteRefusal } from "~/lib/same-origin.server";

/**
 * The back office is closed on the server: every admin loader and action starts with one of
 * these guards (a layout's loader does not protect its children's actions, nor run before their
 * loaders). Anonymous visitors are sent to /login and come back; signed-in shoppers get 403.
 */
export async function requireAdmin(args: GuardArgs): Promise<SessionUser> {
  const user = await requireUser(args);
  if (!user.isAdmin) throw data({ error: "Forbidden" }, { status: 403, headers: PRIVATE_NO_STORE });
  return user;
}

/** For actions: the request must also come from the shop's own pages (no cross-site posts). */
export async function requireAdminAction(args: GuardArgs): Promise<SessionUser> {
  const refusal = crossSiteRefusal(args.request, args.context.env.PUBLIC_URL);
  if (refusal) throw refusal;
  return requireAdmin(args);
}
