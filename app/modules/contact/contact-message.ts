import { z } from "zod";
import { isPlainLine, isPlainText } from "~/lib/plain-text";

/**
 * The contact form's one schema, used by the browser (quick feedback before sending) and by
 * the server action (the truth). Each error message is a code; the page translates it from
 * `pages.contact.errors.<code>`, so the schema itself speaks no language.
 */

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const CONTACT_ERROR_CODES = [
  "nameRequired",
  "nameTooLong",
  "nameInvalid",
  "emailRequired",
  "emailInvalid",
  "subjectRequired",
  "subjectTooLong",
  "subjectInvalid",
  "messageTooShort",
  "messageTooLong",
  "messageInvalid",
] as const;
export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

/** Trimmed text; anything that is not a string (a file, nothing at all) counts as empty. */
const trimmedText = (required: ContactErrorCode) => z.string({ error: required }).trim();

export const contactMessageSchema = z.object({
  name: trimmedText("nameRequired")
    .min(1, "nameRequired")
    .max(CONTACT_LIMITS.nameMax, "nameTooLong")
    .refine(isPlainLine, "nameInvalid"),
  email: trimmedText("emailRequired")
    .min(1, "emailRequired")
    .max(CONTACT_LIMITS.emailMax, "emailInvalid")
    .pipe(z.email("emailInvalid")),
  subject: trimmedText("subjectRequired")
    .min(1, "subjectRequired")
    .max(CONTACT_LIMITS.subjectMax, "subjectTooLong")
    .refine(isPlainLine, "subjectInvalid"),
  message: trimmedText("messageTooShort")
    .min(CONTACT_LIMITS.messageMin, "messageTooShort")
    .max(CONTACT_LIMITS.messageMax, "messageTooLong")
    .refine(isPlainText, "messageInvalid"),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessage;
export const CONTACT_FIELDS = Object.keys(contactMessageSchema.shape) as ContactField[];

/** The first problem of each field that has one. */
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

/**
 * A field for people to leave empty: hidden from them and from assistive technology, but
 * naive bots fill in every input they find. A filled one marks the message as spam.
 */
export const HONEYPOT_FIELD = "website";

export type ContactValidation =
  { success: true; message: ContactMessage } | { success: false; errors: ContactFieldErrors };

/** Validates the form's fields (a FormData or a plain object of them). */
export function validateContactMessage(input: FormData | Record<string, unknown>): ContactValidation {
  const fields =
    input instanceof FormData ? Object.fromEntries(CONTACT_FIELDS.map((f) => [f, input.get(f)])) : input;
  const result = contactMessageSchema.safeParse(fields);
  if (result.success) return { success: true, message: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorCode;
  }
  return { success: false, errors };
}

/** The problem with one field's value alone, for feedback while the visitor corrects it. */
export function validateContactField(field: ContactField, value: string): ContactErrorCode | null {
  const result = contactMessageSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message as ContactErrorCode);
}

/** True when the hidden honeypot field came back filled in. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** What the contact action answers, and what the form shows from it. */
export type ContactFormResult =
  | { status: "sent" }
  /** The submitted values come back so that a page rendered without JavaScript keeps them. */
  | { status: "invalid"; errors: ContactFieldErrors; values: Partial<Record<ContactField, string>> }
  /** Too many messages from this client lately: the values come back too. */
  | { status: "limited"; minutes: number; values: Partial<Record<ContactField, string>> }
  | { status: "failed" };
