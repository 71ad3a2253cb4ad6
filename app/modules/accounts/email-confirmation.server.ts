import { authErrorCode, authHeaders, setCookiesOf } from "./auth-api.server";
import { consumeEmailLink } from "./email-links.server";
import type { AuthContext } from "./sign-in.server";

export type ConfirmationOutcome =
  /** `changedAddress`: the link confirmed a new address of an existing account, not a new account. */
  { outcome: "confirmed"; cookies: string[]; changedAddress: boolean } | { outcome: "expired" };

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
    return { outcome: "confirmed", cookies: setCookiesOf(headers), changedAddress: changesAddress(token) };
  } catch (error) {
    // A recorded link whose token better-auth refuses (expired, its account deleted).
    const code = authErrorCode(error);
    if (code !== "TOKEN_EXPIRED" && code !== "INVALID_TOKEN" && code !== "USER_NOT_FOUND")
      context.logger.error({ err: error }, "e-mail confirmation failed");
    return { outcome: "expired" };
  }
}

/**
 * Whether a link confirms a change of address: better-auth's token (a JWT it has just verified)
 * names the address to change to (`updateTo`); a new account's names none.
 */
function changesAddress(token: string): boolean {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return (
      typeof payload === "object" &&
      payload !== null &&
      typeof (payload as { updateTo?: unknown }).updateTo === "string"
    );
  } catch {
    return false;
  }
}
