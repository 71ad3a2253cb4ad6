import { authErrorCode } from "./auth-api.server";
import { minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { hitAuthLimit } from "./auth-limits.server";
import type { AuthContext, Limited } from "./sign-in.server";

/**
 * Asks for a reset link. better-auth sends it only when the address has an account; the answer
 * is the same either way. The link (to /reset-password on PUBLIC_URL) works once, for an hour.
 */
export async function requestPasswordReset(
  context: AuthContext,
  email: string,
): Promise<Limited | { outcome: "sent" } | { outcome: "failed" }> {
  const limit = await hitAuthLimit(context, "reset", email);
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  try {
    await context.auth.api.requestPasswordReset({ body: { email } });
    return { outcome: "sent" };
  } catch (error) {
    context.logger.error({ err: error }, "password reset request failed");
    return { outcome: "failed" };
  }
}

const resetIdentifier = (token: string) => `reset-password:${token}`;

/**
 * Whether a token could be one of ours (better-auth's are short and URL-safe). Anything else is
 * an expired link without asking the database, which refuses some text outright (a NUL).
 */
const isPlausibleToken = (token: string | null): token is string =>
  token !== null && /^[\w-]{1,256}$/.test(token);

/** Whether a reset link can still be used (shown before the visitor types a new password). */
export async function isResetTokenUsable(
  context: Pick<AuthContext, "auth">,
  token: string | null,
): Promise<boolean> {
  if (!isPlausibleToken(token)) return false;
  const { internalAdapter } = await context.auth.$context;
  const verification = await internalAdapter.findVerificationValue(resetIdentifier(token));
  return verification !== null && verification !== undefined && verification.expiresAt > new Date();
}

export type ResetOutcome = { outcome: "changed" } | { outcome: "expired" } | { outcome: "failed" };

/** Sets the new password; the link is used up and every session of the account ends. */
export async function resetPassword(
  context: AuthContext,
  token: string | null,
  newPassword: string,
): Promise<ResetOutcome> {
  if (!isPlausibleToken(token)) return { outcome: "expired" };
  try {
    await context.auth.api.resetPassword({ body: { token, newPassword } });
    return { outcome: "changed" };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN") return { outcome: "expired" };
    context.logger.error({ err: error }, "password reset failed");
    return { outcome: "failed" };
  }
}
