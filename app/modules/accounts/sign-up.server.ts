import type { Language } from "~/lib/language";
import { authErrorCode, authHeaders, setCookiesOf } from "./auth-api.server";
import { minutesToWait } from "~/modules/rate-limits/client-limits.server";
import { hitAuthLimit } from "./auth-limits.server";
import type { AuthContext, Limited } from "./sign-in.server";

export interface SignUpInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** The page's language: the account's e-mails go out in it. */
  language: Language;
}

export type SignUpOutcome =
  | Limited
  /**
   * With e-mail verification (the default) nobody is signed in yet and the answer is the same
   * for an address that already has an account (its owner gets an e-mail instead). Without it,
   * better-auth signs the new account straight in.
   */
  | { outcome: "created"; signedIn: boolean; cookies: string[] }
  /** Only without e-mail verification, where a new account is signed in and an existing one cannot be. */
  | { outcome: "exists" }
  | { outcome: "failed" };

/**
 * Registers a shopper. Only the fields a shopper may set reach better-auth: never `isAdmin`
 * (better-auth refuses it too: `input: false`).
 */
export async function signUp(
  context: AuthContext,
  request: Request,
  input: SignUpInput,
): Promise<SignUpOutcome> {
  const limit = await hitAuthLimit(context, "sign-up", input.email);
  if (limit.limited) return { outcome: "limited", minutes: minutesToWait(limit.retryAfterMs) };
  try {
    const { headers, response } = await context.auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        language: input.language,
      },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    const signedIn = response.token !== null;
    return { outcome: "created", signedIn, cookies: signedIn ? setCookiesOf(headers) : [] };
  } catch (error) {
    if (authErrorCode(error) === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL") return { outcome: "exists" };
    context.logger.error({ err: error }, "sign-up failed");
    return { outcome: "failed" };
  }
}
