import { z } from "zod";
import { isPlainLine } from "~/lib/plain-text";
import { phoneSchema } from "~/modules/checkout/address-schema";
import { MIN_PASSWORD_LENGTH } from "./rules";

/**
 * The account page's three forms (profile, e-mail, password): one schema each, used by the
 * browser for quick feedback and by the action for the truth. Messages are codes, translated
 * from `accountPage.errors.<code>`.
 */

export const ACCOUNT_ERROR_CODES = [
  "required",
  "tooLong",
  "invalidCharacters",
  "phoneInvalid",
  "emailInvalid",
  "emailSame",
  "passwordMismatch",
  "passwordTooShort",
  "passwordTooLong",
  "wrongPassword",
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export const NAME_MAX = 100;
/** better-auth's default maximum; longer ones would be refused by it anyway. */
export const PASSWORD_MAX = 128;

const name = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(NAME_MAX, "tooLong")
  .refine(isPlainLine, "invalidCharacters");

/** What a shopper may change about themselves here: never the e-mail, never isAdmin. */
export const profileSchema = z.object({ firstName: name, lastName: name, phone: phoneSchema });
export type ProfileFields = z.infer<typeof profileSchema>;

/** A new address, and the current password (as for a new password: decision 040). */
export const changeEmailSchema = z.object({
  currentPassword: z.string({ error: "required" }).min(1, "required").max(PASSWORD_MAX, "wrongPassword"),
  newEmail: z
    .string({ error: "required" })
    .trim()
    .toLowerCase()
    .min(1, "required")
    .max(254, "emailInvalid")
    .pipe(z.email("emailInvalid")),
});

/** Registration's rules and order (spec section 5): the two must match, then at least 6. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "required" }).min(1, "required"),
    newPassword: z.string({ error: "required" }),
    confirmPassword: z.string({ error: "required" }),
  })
  .superRefine(({ newPassword, confirmPassword }, context) => {
    if (newPassword !== confirmPassword) {
      context.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordMismatch" });
    } else if (newPassword.length < MIN_PASSWORD_LENGTH) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: "passwordTooShort" });
    } else if (newPassword.length > PASSWORD_MAX) {
      context.addIssue({ code: "custom", path: ["newPassword"], message: "passwordTooLong" });
    }
  });

export type FieldErrors<Field extends string> = Partial<Record<Field, AccountErrorCode>>;

export type FormValidation<Data, Field extends string> =
  { success: true; data: Data } | { success: false; errors: FieldErrors<Field> };

const isCode = (message: string): message is AccountErrorCode =>
  (ACCOUNT_ERROR_CODES as readonly string[]).includes(message);

/**
 * Checks the named fields of a form (FormData or a plain object) with `schema`, answering the
 * first problem of each field as a code.
 */
export function validateForm<Schema extends z.ZodType<Record<string, unknown>>, Field extends string>(
  schema: Schema,
  fields: readonly Field[],
  input: FormData | Record<string, unknown>,
): FormValidation<z.infer<Schema>, Field> {
  const values =
    input instanceof FormData
      ? Object.fromEntries(fields.map((field) => [field, input.get(field) ?? undefined]))
      : input;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= isCode(issue.message) ? issue.message : "required";
  }
  return { success: false, errors };
}

export const PROFILE_FIELDS = ["firstName", "lastName", "phone"] as const;
export const EMAIL_FIELDS = ["newEmail", "currentPassword"] as const;
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type EmailField = (typeof EMAIL_FIELDS)[number];
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export const validateProfile = (input: FormData | Record<string, unknown>) =>
  validateForm(profileSchema, PROFILE_FIELDS, input);
export const validateEmailChange = (input: FormData | Record<string, unknown>) =>
  validateForm(changeEmailSchema, EMAIL_FIELDS, input);
export const validatePasswordChange = (input: FormData | Record<string, unknown>) =>
  validateForm(changePasswordSchema, PASSWORD_FIELDS, input);
