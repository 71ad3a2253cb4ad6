import { isAPIError } from "better-auth/api";
import type { AppLoadContext } from "react-router";
import { minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { sendAccountEmail } from "./account-emails.server";
import { hitAuthLimit } from "./auth-limits.server";
import type { SessionUser } from "./session.server";

/**
 * Changing the e-mail address and the password of the signed-in user, through better-auth (its
 * own checks, hashing and sessions), within the shop's rate limits. The account's address is told
 * of each (a signed-in browser may not be its owner's), with what to do if it was not them.
 */

type Context = Pick<AppLoadContext, "auth" | "db" | "env" | "clientIp" | "logger">;

function notify(
  context: Context,
  user: SessionUser,
  kind: "email-change-notice" | "password-changed",
  newEmail?: string,
) {
  const mailer = { db: context.db, logger: context.logger, publicUrl: context.env.PUBLIC_URL };
  return sendAccountEmail(mailer, user, kind, { newEmail, dedupeKey: `${kind}:${user.id}:${Date.now()}` });
}

export type EmailChangeOutcome =
  | { outcome: "sent" }
  | { outcome: "same" }
  | { outcome: "wrong-password" }
  | { outcome: "limited"; minutes: number };

/**
 * Sends a confirmation link to `newEmail` once the current password is right; the address
 * changes only when the link is followed (/auth/callback). An address that belongs to another
 * account gets no e-mail, but the answer is the same, so the form cannot tell who is registered.
 * The password is a guess like a sign-in's (`password-check`); the link is limited like resending
 * a verification: a few per hour per address and per client, so nobody floods a stranger's inbox.
 */
export async function requestEmailChange(
  context: Context,
  request: Request,
  user: SessionUser,
  change: { newEmail: string; currentPassword: string },
): Promise<EmailChangeOutcome> {
  const { newEmail } = change;
  if (newEmail === user.email.toLowerCase()) return { outcome: "same" };
  const guess = await hitAuthLimit(context, "password-check", user.email);
  if (guess.limited) return { outcome: "limited", minutes: minutesToWait(guess.retryAfterMs) };
  if (!(await passwordIsRight(context, request, change.currentPassword)))
    return { outcome: "wrong-password" };
  const limit = await hitAuthLimit(context, "resend", newEmail);
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  await context.auth.api.changeEmail({ body: { newEmail }, headers: request.headers });
  await notify(context, user, "email-change-notice", newEmail);
  return { outcome: "sent" };
}

export type PasswordChangeOutcome =
  /** The browser keeps its session through these cookies; every other session has ended. */
  | { outcome: "changed"; setCookies: string[] }
  | { outcome: "wrong-password" }
  | { outcome: "limited"; minutes: number };

/**
 * Replaces the password when the current one is right, and signs every other browser out. The
 * current password is a guess like a sign-in's, so it is limited (`password-check`).
 */
export async function changePassword(
  context: Context,
  request: Request,
  user: SessionUser,
  passwords: { currentPassword: string; newPassword: string },
): Promise<PasswordChangeOutcome> {
  const limit = await hitAuthLimit(context, "password-check", user.email);
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  let changed: Headers;
  try {
    ({ headers: changed } = await context.auth.api.changePassword({
      body: {
        currentPassword: passwords.currentPassword,
        newPassword: passwords.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") return { outcome: "wrong-password" };
    throw error;
  }
  await notify(context, user, "password-changed");
  return { outcome: "changed", setCookies: changed.getSetCookie() };
}

/** Whether `password` is the signed-in user's (better-auth checks it against the stored hash). */
async function passwordIsRight(context: Context, request: Request, password: string): Promise<boolean> {
  try {
    await context.auth.api.verifyPassword({ body: { password }, headers: request.headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "INVALID_PASSWORD") return false;
    throw error;
  }
}
