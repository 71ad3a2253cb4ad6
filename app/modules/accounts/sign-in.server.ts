import type { AppLoadContext } from "react-router";
import { authErrorCode, authHeaders, setCookiesOf } from "./auth-api.server";
import { minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { hitAuthLimit } from "./auth-limits.server";
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from "./sign-in-throttle.server";

export type AuthContext = Pick<AppLoadContext, "auth" | "db" | "env" | "clientIp" | "logger">;

/** Too many attempts: nothing was tried, wait this many minutes. */
export type Limited = { outcome: "limited"; minutes: number };

/** Too many wrong passwords from this client (decision 040): the account itself is not locked. */
export type Throttled = { outcome: "throttled"; minutes: number };

export type SignInOutcome =
  | Throttled
  | { outcome: "signed-in"; cookies: string[] }
  /** Unknown address or wrong password: the same answer, so nobody learns which addresses have accounts. */
  | { outcome: "invalid-credentials" }
  /** The right password, but the address is not confirmed yet. */
  | { outcome: "unverified" }
  | { outcome: "failed" };

/**
 * Signs in with e-mail and password. "Remember me" unticked gives a session cookie that ends with
 * the browser; ticked, one that lasts the session's 30 days. Wrong passwords slow down this
 * client for this account, never the account for everyone (`sign-in-throttle.server.ts`).
 */
export async function signIn(
  context: AuthContext,
  request: Request,
  input: { email: string; password: string; rememberMe: boolean },
): Promise<SignInOutcome> {
  const limit = await checkSignInThrottle(context, input.email);
  if (limit.limited) return { outcome: "throttled", minutes: minutesToWait(limit.retryAfterMs) };
  try {
    const { headers } = await context.auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    await clearSignInFailures(context, input.email);
    return { outcome: "signed-in", cookies: setCookiesOf(headers) };
  } catch (error) {
    const code = authErrorCode(error);
    // A malformed address cannot have an account: the same answer as an unknown one, and the
    // same failure counted, so the answers tell nobody which addresses have accounts.
    if (code === "INVALID_EMAIL_OR_PASSWORD" || code === "INVALID_EMAIL") {
      await recordSignInFailure(context, input.email);
      return { outcome: "invalid-credentials" };
    }
    if (code === "EMAIL_NOT_VERIFIED") {
      await clearSignInFailures(context, input.email);
      return { outcome: "unverified" };
    }
    context.logger.error({ err: error }, "sign-in failed");
    return { outcome: "failed" };
  }
}

/**
 * Sends a new confirmation link to an address whose account waits for one. The answer is the same
 * whether the address has such an account, a confirmed one or none at all.
 */
export async function resendVerification(
  context: AuthContext,
  email: string,
): Promise<Limited | { outcome: "sent" } | { outcome: "failed" }> {
  const limit = await hitAuthLimit(context, "resend", email);
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  try {
    // Without the browser's session: better-auth then looks the address up and stays silent.
    await context.auth.api.sendVerificationEmail({ body: { email } });
    return { outcome: "sent" };
  } catch (error) {
    context.logger.error({ err: error }, "sending a confirmation link again failed");
    return { outcome: "failed" };
  }
}
