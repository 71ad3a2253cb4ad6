import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
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

export const PROFILE_FIELDS = ["firstName", "lastName", "phone"] as const;
export const EMAIL_FIELDS = ["newEmail", "currentPassword"] as const;
export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type EmailField = (typeof EMAIL_FIELDS)[number];
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** An account form's problems, field by field. */
export type AccountFieldErrors<Field extends string> = FieldErrors<Field, AccountErrorCode>;

type FormInput = FormData | Record<string, unknown>;
const rules = { codes: ACCOUNT_ERROR_CODES, fallback: "required" } as const;

export const validateProfile = (input: FormInput) =>
  validateForm(profileSchema, input, { ...rules, fields: PROFILE_FIELDS });
export const validateEmailChange = (input: FormInput) =>
  validateForm(changeEmailSchema, input, { ...rules, fields: EMAIL_FIELDS });
export const validatePasswordChange = (input: FormInput) =>
  validateForm(changePasswordSchema, input, { ...rules, fields: PASSWORD_FIELDS });
