import { authErrorCode, authHeaders, setCookiesOf } from "./auth-api.server";
import { consumeEmailLink } from "./email-links.server";
import type { AuthContext } from "./sign-in.server";

export type ConfirmationOutcome = { outcome: "confirmed"; cookies: string[] } | { outcome: "expired" };

/**
 * Follows a confirmation link from an e-mail (a new account, or a new address): once only, and
 * only within its lifetime. Confirming signs the visitor in (better-auth's
 * autoSignInAfterVerification) and hands the account the guest orders placed with the address.
 */
export async function confirmEmail(
  context: AuthContext,
  request: Request,
  token: string | null,
): Promise<ConfirmationOutcome> {
  if (!token || token.length > 4096) return { outcome: "expired" };
  if (!(await consumeEmailLink(context.db, token))) return { outcome: "expired" };
  try {
    const { headers } = await context.auth.api.verifyEmail({
      query: { token },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return { outcome: "confirmed", cookies: setCookiesOf(headers) };
  } catch (error) {
    // A recorded link whose token better-auth refuses (expired, its account deleted).
    const code = authErrorCode(error);
    if (code !== "TOKEN_EXPIRED" && code !== "INVALID_TOKEN" && code !== "USER_NOT_FOUND")
      context.logger.error({ err: error }, "e-mail confirmation failed");
    return { outcome: "expired" };
  }
}
