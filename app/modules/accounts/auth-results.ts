import type { AuthProblem } from "./auth-forms";

/**
 * What the account actions answer and the pages show. Texts stay out of it: the page translates
 * each code in its own language.
 */

/**
 * Set by the page's script on the submissions it sends itself. Those get a `done` answer to act
 * on (a toast, then the next page); a plain form post (no JavaScript) gets a redirect instead.
 */
export const ENHANCED_FIELD = "enhanced";

/** The non-secret values a form sent, given back so that a page rendered without JavaScript keeps them. */
export type AuthFormValues = Partial<
  Record<"firstName" | "lastName" | "email" | "rememberMe" | "terms", string>
>;

export type AuthFailure =
  "invalidCredentials" | "signInFailed" | "signUpFailed" | "accountExists" | "requestFailed";

export type AuthResult =
  /** 400: a field is missing or wrong. */
  (
    | { status: "invalid"; problem: AuthProblem; values: AuthFormValues }
    /**
     * 429: too many attempts; nothing else was done. `throttle: "sign-in"`: too many wrong
     * passwords from this client, whose message says the account itself is not locked.
     */
    | { status: "limited"; minutes: number; values: AuthFormValues; throttle?: "sign-in" }
    /** 401 (wrong credentials), 409 or 500. */
    | { status: "failed"; failure: AuthFailure; values: AuthFormValues }
    /** 403: the right password for an account whose address is not confirmed yet. */
    | { status: "unverified"; values: AuthFormValues }
    /** A link was asked for: the same answer whether or not the address has an account. */
    | { status: "sent"; values: AuthFormValues }
    /** A reset link that is unknown, used or older than an hour. */
    | { status: "expired" }
    /** Success of an enhanced submission: where to go next, and whether the visitor is now signed in. */
    | { status: "done"; redirectTo: string; signedIn: boolean }
  ) & {
    /** Set on the answers to "send the e-mail again", which shares a page with another form. */
    intent?: "resend";
  };

/** The values of `fields` in a submitted form, as text, without passwords. */
export function formValues(form: FormData, fields: readonly (keyof AuthFormValues)[]): AuthFormValues {
  const values: AuthFormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 300);
  }
  return values;
}
