import { z } from "zod";
import { fieldProblem, validateForm, type FieldErrors } from "~/lib/forms/validate";
import { characterCount, isPlainLine, isPlainText } from "~/lib/plain-text";

/**
 * The review form's one schema, used by the browser (feedback before sending) and by the
 * product route's action (the truth). Messages are codes; the page translates them from
 * `reviews.errors.<code>`, so the schema speaks no language.
 */

export const REVIEW_LIMITS = { titleMax: 100, commentMax: 2000 } as const;

export const REVIEW_ERROR_CODES = [
  "ratingRequired",
  "ratingInvalid",
  "titleTooLong",
  "titleInvalid",
  "commentTooLong",
  "commentInvalid",
] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];

/**
 * The text as it will be stored: line breaks as `\n` (a form sends `\r\n`, the textarea shows
 * `\n`; both must count the same), no surrounding blanks.
 */
export function normalizeReviewText(value: string): string {
  return value.replace(/\r\n?/g, "\n").trim();
}

/** Optional text: anything that is not a string counts as empty; empty becomes null. */
const optionalText = (
  max: number,
  tooLong: ReviewErrorCode,
  invalid: ReviewErrorCode,
  isPlain: (text: string) => boolean,
) =>
  z.preprocess(
    (value) => (typeof value === "string" ? normalizeReviewText(value) : ""),
    z
      .string()
      .refine(isPlain, { error: invalid })
      .refine((text) => characterCount(text) <= max, { error: tooLong })
      .transform((text) => (text === "" ? null : text)),
  );

export const reviewInputSchema = z.object({
  // A whole number of stars, 1 to 5, from a form's text or a number.
  rating: z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return undefined;
      // Plain decimals only: Number() would also read "0x3" or "1e0".
      return /^[+-]?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? "ratingRequired" : "ratingInvalid") })
      .int("ratingInvalid")
      .min(1, "ratingInvalid")
      .max(5, "ratingInvalid"),
  ),
  title: optionalText(REVIEW_LIMITS.titleMax, "titleTooLong", "titleInvalid", isPlainLine),
  comment: optionalText(REVIEW_LIMITS.commentMax, "commentTooLong", "commentInvalid", isPlainText),
});

export type ReviewInput = z.infer<typeof reviewInputSchema>;
export type ReviewField = keyof ReviewInput;
export const REVIEW_FIELDS = Object.keys(reviewInputSchema.shape) as ReviewField[];

/** The first problem of each field that has one. */
export type ReviewFieldErrors = FieldErrors<ReviewField, ReviewErrorCode>;

// Every message of the schema is a code; zod's own (an unexpected type) reads as an invalid rating.
const rules = { codes: REVIEW_ERROR_CODES, fallback: "ratingInvalid" } as const;

/** Validates the form's fields (a FormData or a plain object of them). */
export const validateReview = (input: FormData | Record<string, unknown>) =>
  validateForm(reviewInputSchema, input, { ...rules, fields: REVIEW_FIELDS });

/** The problem with one field's value alone, for feedback while the shopper corrects it. */
export const validateReviewField = (field: ReviewField, value: unknown) =>
  fieldProblem(reviewInputSchema.shape[field], value, rules);
