import { z } from "zod";
import { fieldProblem, validateForm, type FieldErrors, type FormValues } from "~/lib/forms/validate";
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
export type ContactFieldErrors = FieldErrors<ContactField, ContactErrorCode>;

/**
 * A field for people to leave empty: hidden from them and from assistive technology, but
 * naive bots fill in every input they find. A filled one marks the message as spam.
 */
export const HONEYPOT_FIELD = "website";

// Every message of the schema is a code; zod's own (an unexpected type) reads as a missing name.
const rules = { codes: CONTACT_ERROR_CODES, fallback: "nameRequired" } as const;

/** Validates the form's fields (a FormData or a plain object of them). */
export const validateContactMessage = (input: FormData | Record<string, unknown>) =>
  validateForm(contactMessageSchema, input, { ...rules, fields: CONTACT_FIELDS });

/** The problem with one field's value alone, for feedback while the visitor corrects it. */
export const validateContactField = (field: ContactField, value: string) =>
  fieldProblem(contactMessageSchema.shape[field], value, rules);

/** True when the hidden honeypot field came back filled in. */
export function isHoneypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}

/** What the contact action answers, and what the form shows from it. */
export type ContactFormResult =
  | { status: "sent" }
  /** The submitted values come back so that a page rendered without JavaScript keeps them. */
  | { status: "invalid"; errors: ContactFieldErrors; values?: FormValues<ContactField> }
  /** Too many messages from this client lately: the values come back too. */
  | { status: "limited"; minutes: number; values?: FormValues<ContactField> }
  | { status: "failed" };
