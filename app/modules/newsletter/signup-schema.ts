import { z } from "zod";
import { SIGNUP_ERRORS, type SignupError } from "./signup-errors";

/** The longest address SMTP can deliver to (RFC 5321 path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A newsletter sign-up, checked alike by the form (for speed) and the server (for truth). The
 * address is trimmed and lower-cased first, so "  Ana@Example.COM " and "ana@example.com" are
 * one subscriber.
 */
export const signupSchema = z.object({
  email: z
    .string(SIGNUP_ERRORS.required)
    .trim()
    .min(1, SIGNUP_ERRORS.required)
    .max(EMAIL_MAX_LENGTH, SIGNUP_ERRORS.invalid)
    .toLowerCase()
    .pipe(z.email(SIGNUP_ERRORS.invalid)),
});

export type Signup = z.output<typeof signupSchema>;

export type SignupParse = { ok: true; signup: Signup } | { ok: false; error: SignupError };

/** A sign-up checked against the schema: the clean value, or the first problem as a translation key. */
export function parseSignup(input: unknown): SignupParse {
  const result = signupSchema.safeParse(input);
  if (result.success) return { ok: true, signup: result.data };
  const required = result.error.issues[0]?.message === SIGNUP_ERRORS.required;
  return { ok: false, error: required ? SIGNUP_ERRORS.required : SIGNUP_ERRORS.invalid };
}
