import { z } from "zod";
import { isPlainLine } from "~/lib/plain-text";
import { MIN_PASSWORD_LENGTH } from "./rules";

/**
 * The account forms' schemas, used by the browser (instant feedback) and by the route actions
 * (the truth). Each problem is a code that the page translates from `auth.errors.<code>`, with
 * the fields it concerns (marked invalid, the first one focused). The spec shows one message at
 * a time, so each schema reports only the first problem, in the spec's order (section 5).
 */

/** better-auth's own upper bound; a longer password would be refused after our checks. */
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

export type AuthErrorCode =
  | "fillAll"
  | "invalidEmail"
  | "nameTooLong"
  | "nameInvalid"
  | "passwordsMismatch"
  | "passwordTooShort"
  | "passwordTooLong"
  | "acceptTerms";

export type AuthField = "firstName" | "lastName" | "email" | "password" | "confirmPassword" | "terms";

export interface AuthProblem {
  code: AuthErrorCode;
  fields: AuthField[];
}

/** Parameters each message needs ("at least {{min}} characters"). */
export const AUTH_ERROR_PARAMS = {
  min: MIN_PASSWORD_LENGTH,
  max: MAX_PASSWORD_LENGTH,
  maxName: MAX_NAME_LENGTH,
};

/** A form value as text; a missing field or a file counts as empty. */
const text = z.string().catch("");
const trimmed = text.transform((value) => value.trim());
const emailText = text.transform((value) => value.trim().toLowerCase());
/** An HTML checkbox sends "on" when ticked and nothing otherwise. */
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === true);

const isEmail = (value: string) => value.length <= MAX_EMAIL_LENGTH && z.email().safeParse(value).success;

type Check = (ctx: z.RefinementCtx, code: AuthErrorCode, fields: AuthField[]) => void;
const report: Check = (ctx, code, fields) =>
  ctx.addIssue({ code: "custom", message: code, path: [fields[0]!], params: { fields } });

function empty<T extends Record<string, unknown>>(values: T, fields: (keyof T & AuthField)[]): AuthField[] {
  return fields.filter((field) => values[field] === "");
}

/**
 * Spec section 5, Login: both fields required, "Please fill in all fields". An address with
 * control characters (a NUL, which PostgreSQL refuses) cannot be anyone's: said as malformed.
 */
export const signInSchema = z
  .object({ email: emailText, password: text, rememberMe: checkbox })
  .superRefine((values, ctx) => {
    const missing = empty(values, ["email", "password"]);
    if (missing.length) return report(ctx, "fillAll", missing);
    if (!isPlainLine(values.email) || values.email.length > MAX_EMAIL_LENGTH)
      return report(ctx, "invalidEmail", ["email"]);
  });

/** Spec section 5, Register, in its order; a malformed address right after the missing fields. */
export const registerSchema = z
  .object({
    firstName: trimmed,
    lastName: trimmed,
    email: emailText,
    password: text,
    confirmPassword: text,
    terms: checkbox,
  })
  .superRefine((values, ctx) => {
    const missing = empty(values, ["firstName", "lastName", "email", "password"]);
    if (missing.length) return report(ctx, "fillAll", missing);
    if (!isEmail(values.email)) return report(ctx, "invalidEmail", ["email"]);
    const longNames = (["firstName", "lastName"] as const).filter((f) => values[f].length > MAX_NAME_LENGTH);
    if (longNames.length) return report(ctx, "nameTooLong", longNames);
    const oddNames = (["firstName", "lastName"] as const).filter((f) => !isPlainLine(values[f]));
    if (oddNames.length) return report(ctx, "nameInvalid", oddNames);
    if (values.password !== values.confirmPassword)
      return report(ctx, "passwordsMismatch", ["confirmPassword"]);
    if (values.password.length < MIN_PASSWORD_LENGTH) return report(ctx, "passwordTooShort", ["password"]);
    if (values.password.length > MAX_PASSWORD_LENGTH) return report(ctx, "passwordTooLong", ["password"]);
    if (!values.terms) return report(ctx, "acceptTerms", ["terms"]);
  });

/** Forgot password and "send the e-mail again": one address. */
export const emailSchema = z.object({ email: emailText }).superRefine((values, ctx) => {
  if (values.email === "") return report(ctx, "fillAll", ["email"]);
  if (!isEmail(values.email)) return report(ctx, "invalidEmail", ["email"]);
});

/** Choosing a new password: the registration's password rules, in the same order. */
export const newPasswordSchema = z
  .object({ password: text, confirmPassword: text })
  .superRefine((values, ctx) => {
    const missing = empty(values, ["password", "confirmPassword"]);
    if (missing.length) return report(ctx, "fillAll", missing);
    if (values.password !== values.confirmPassword)
      return report(ctx, "passwordsMismatch", ["confirmPassword"]);
    if (values.password.length < MIN_PASSWORD_LENGTH) return report(ctx, "passwordTooShort", ["password"]);
    if (values.password.length > MAX_PASSWORD_LENGTH) return report(ctx, "passwordTooLong", ["password"]);
  });

export type AuthValidation<T> = { success: true; data: T } | { success: false; problem: AuthProblem };

/** Validates a form (its FormData, or a plain object of its fields) against one of the schemas. */
export function validateAuthForm<S extends z.ZodType<object>>(
  schema: S,
  input: FormData | Record<string, unknown>,
): AuthValidation<z.output<S>> {
  const fields = input instanceof FormData ? Object.fromEntries(input) : input;
  const result = schema.safeParse(fields);
  if (result.success) return { success: true, data: result.data };
  const issue = result.error.issues[0]!;
  const params = "params" in issue ? (issue.params as { fields?: AuthField[] } | undefined) : undefined;
  return {
    success: false,
    problem: { code: issue.message as AuthErrorCode, fields: params?.fields ?? [issue.path[0] as AuthField] },
  };
}
