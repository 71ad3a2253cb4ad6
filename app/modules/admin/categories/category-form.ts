import { z } from "zod";
import { validateForm, type FieldErrors, type FormValues } from "~/lib/forms/validate";
import { isPlainLine, isPlainText } from "~/lib/plain-text";

/**
 * The admin's category form (issue 11): a category's texts in English and in Spanish. One
 * schema, used by the browser for quick feedback and by the action for the truth; messages are
 * codes, translated from `categories.errors.<code>`. The slug is not edited here: category
 * addresses are linked from everywhere (menus, the sitemap, other sites), so they stay.
 * An empty Spanish field is stored as null and the English stands in (decision 023).
 */

export const CATEGORY_ERROR_CODES = ["required", "tooLong", "invalidCharacters"] as const;
export type CategoryErrorCode = (typeof CATEGORY_ERROR_CODES)[number];

export const CATEGORY_LIMITS = {
  /** A menu entry and a page heading: a few words. */
  nameMax: 100,
  /** A sentence or two under the heading (the demo's longest is about 230 characters). */
  descriptionMax: 1000,
} as const;

// Anything that is not a string counts as empty. One-line fields refuse every control
// character; descriptions keep their line breaks (app/lib/plain-text.ts).
const text = (max: number, isPlain = isPlainLine) =>
  z.string({ error: "required" }).trim().max(max, "tooLong").refine(isPlain, "invalidCharacters");

export const categoryFieldSchemas = {
  name: text(CATEGORY_LIMITS.nameMax).min(1, "required"),
  /** Empty: the category has no description (its page shows none). */
  description: text(CATEGORY_LIMITS.descriptionMax, isPlainText).optional().default(""),
  /** Empty: Spanish pages show the English name. */
  nameEs: text(CATEGORY_LIMITS.nameMax).optional().default(""),
  /** Empty: Spanish pages show the English description. */
  descriptionEs: text(CATEGORY_LIMITS.descriptionMax, isPlainText).optional().default(""),
};

export const categorySchema = z.object(categoryFieldSchemas);
export type CategoryFields = z.infer<typeof categorySchema>;
export type CategoryField = keyof typeof categoryFieldSchemas;
/** In the form's order: the first one with a problem takes the focus. */
export const CATEGORY_FIELDS = Object.keys(categoryFieldSchemas) as CategoryField[];

/** The first problem of each field that has one. */
export type CategoryFieldErrors = FieldErrors<CategoryField, CategoryErrorCode>;

/** Validates the category form (a FormData or a plain object of its fields). */
export const validateCategory = (input: FormData | Record<string, unknown>) =>
  validateForm(categorySchema, input, {
    fields: CATEGORY_FIELDS,
    codes: CATEGORY_ERROR_CODES,
    fallback: "required",
  });

/** What the category edit page posts (`intent=save`) and what its action answers. */
export type CategoryActionResult =
  | { intent: "save"; status: "saved" }
  | {
      intent: "save";
      status: "invalid";
      errors: CategoryFieldErrors;
      /** What was typed, for a page posted without JavaScript. */
      values?: FormValues<CategoryField>;
    }
  | { intent: "save"; status: "not-found" }
  | { intent: null; status: "unknown-intent" };
