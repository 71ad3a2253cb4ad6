import { z } from "zod";
import { validateForm, type FieldErrors } from "~/lib/forms/validate";
import { dollarsToCents } from "~/lib/money";
import { isPlainLine, isPlainText } from "~/lib/plain-text";
import type { StockReason } from "~/db/schema/admin";
import { ALLERGENS, DIETS, nutritionProblems } from "~/lib/product-facts";
import { slugSchema } from "~/modules/catalog/slug";
import { DEFAULT_MAX_PER_ORDER, MAX_PER_ORDER_CEILING } from "~/modules/cart/order-limit";

/**
 * The admin's product form (issue 8): one schema, used by the browser for quick feedback and by
 * the action for the truth. Messages are codes, translated from `products.errors.<code>`, so the
 * schema speaks no language. Prices are typed in dollars and kept as integer cents; stock is
 * typed as the new count, and the server applies the difference from the count the form showed
 * (`stockBefore`), so a checkout's reservation made meanwhile is never overwritten.
 */

export const PRODUCT_ERROR_CODES = [
  "required",
  "tooLong",
  "invalidCharacters",
  "slugInvalid",
  "slugTaken",
  "priceInvalid",
  "weightInvalid",
  "stockInvalid",
  "maxPerOrderInvalid",
  "stockReasonRequired",
  "stockBelowZero",
  "categoryInvalid",
  "nutritionInvalid",
  "saturatesAboveFat",
  "sugarsAboveCarbohydrate",
] as const;
export type ProductErrorCode = (typeof PRODUCT_ERROR_CODES)[number];

export const PRODUCT_LIMITS = {
  nameMax: 200,
  slugMax: 200,
  brandMax: 100,
  countryMax: 100,
  descriptionMax: 5000,
  noteMax: 500,
  /** $100,000: far above any candy, low enough to catch a slip of the finger. */
  priceMaxCents: 10_000_000,
  weightMaxGrams: 100_000,
  stockMax: 1_000_000,
  ingredientsMax: 4000,
  /** Per 100 g: no figure is above 100 g, nor energy above 900 kcal (pure fat). */
  gramsMax: 100,
  kcalMax: 900,
} as const;

/**
 * Stock reasons an admin may give here; refunds and cancellations are written by the orders
 * pages. A type-only import of the schema keeps the database code out of the browser bundle.
 */
export const ADMIN_STOCK_REASONS = [
  "restock",
  "correction",
  "damaged",
  "returned",
] as const satisfies readonly StockReason[];

/** "Crème Brûlée Bites!" → "creme-brulee-bites": the slug a new product gets from its name. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PRODUCT_LIMITS.slugMax)
    .replace(/-+$/, "");
}

// Anything that is not a string (a file, nothing at all) counts as empty.
// One-line fields refuse every control character; the description keeps its line breaks.
const text = (max: number, isPlain = isPlainLine) =>
  z.string({ error: "required" }).trim().max(max, "tooLong").refine(isPlain, "invalidCharacters");
const requiredText = (max: number) => text(max).min(1, "required");
const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === "on" || value === "true" || value === true);
const wholeNumber = (code: ProductErrorCode, min: number, max: number) =>
  z
    .string({ error: code })
    .trim()
    .regex(/^\d{1,9}$/, code)
    .transform(Number)
    .pipe(z.number().min(min, code).max(max, code));

/** Checkboxes of one name (allergens…) as the form kit reads them: one field, values joined by commas. */
const knownList = <Value extends string>(known: readonly Value[]) =>
  z
    .string()
    .optional()
    .default("")
    .transform((value) => {
      const chosen = value.split(",").map((item) => item.trim());
      return known.filter((item) => chosen.includes(item));
    });

/** A nutrition figure per 100 g: empty means not given; else 0 to `max` with at most two decimals. */
const nutrient = (max: number) =>
  z
    .string({ error: "nutritionInvalid" })
    .trim()
    .optional()
    .default("")
    .transform((value, context) => {
      if (value === "") return null;
      const number = /^\d{1,4}(?:[.,]\d{1,2})?$/.test(value) ? Number(value.replace(",", ".")) : -1;
      if (number >= 0 && number <= max) return number;
      context.addIssue({ code: "custom", message: "nutritionInvalid" });
      return z.NEVER;
    });

/** The product facts' fields that are lists of checkboxes (issue 28). */
export const PRODUCT_LIST_FIELDS = ["allergens", "mayContain", "diets"] as const;

/**
 * The form's FormData with each list field's ticked values joined into one (`milk,soy`), as the
 * form kit reads one value per field: the server reads a form posted without JavaScript so.
 */
export function withJoinedLists(form: FormData): FormData {
  const joined = new FormData();
  for (const [key, value] of form)
    if (!(PRODUCT_LIST_FIELDS as readonly string[]).includes(key)) joined.append(key, value);
  for (const field of PRODUCT_LIST_FIELDS) {
    const values = form.getAll(field).filter((value): value is string => typeof value === "string");
    if (values.length) joined.set(field, values.join(","));
  }
  return joined;
}

/** In the form's order: the first field with a problem takes the focus (PRODUCT_FIELDS). */
export const productFieldSchemas = {
  name: requiredText(PRODUCT_LIMITS.nameMax),
  description: text(PRODUCT_LIMITS.descriptionMax, isPlainText).optional().default(""),
  /** Spanish content (decision 023): empty means the English stands in. */
  nameEs: text(PRODUCT_LIMITS.nameMax).optional().default(""),
  descriptionEs: text(PRODUCT_LIMITS.descriptionMax, isPlainText).optional().default(""),
  /** Empty: made from the name. */
  slug: z
    .string({ error: "slugInvalid" })
    .trim()
    .toLowerCase()
    .refine((value) => value === "" || slugSchema.safeParse(value).success, "slugInvalid")
    .optional()
    .default(""),
  brand: requiredText(PRODUCT_LIMITS.brandMax),
  originCountry: requiredText(PRODUCT_LIMITS.countryMax),
  categoryId: z.string({ error: "categoryInvalid" }).trim().pipe(z.uuid("categoryInvalid")),
  price: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .transform((value, context) => {
      const cents = dollarsToCents(value);
      // A price of nothing is a slip too: the product would go for free.
      if (cents === null || cents < 1 || cents > PRODUCT_LIMITS.priceMaxCents) {
        context.addIssue({ code: "custom", message: "priceInvalid" });
        return z.NEVER;
      }
      return cents;
    }),
  /** Optional: empty means not known. */
  weightGrams: z
    .string({ error: "weightInvalid" })
    .trim()
    .optional()
    .default("")
    .transform((value, context) => {
      if (value === "") return null;
      const grams = /^\d{1,9}$/.test(value) ? Number(value) : 0;
      if (grams >= 1 && grams <= PRODUCT_LIMITS.weightMaxGrams) return grams;
      context.addIssue({ code: "custom", message: "weightInvalid" });
      return z.NEVER;
    }),
  stockQuantity: wholeNumber("stockInvalid", 0, PRODUCT_LIMITS.stockMax),
  /** The most one order may hold (decision 036); a form without the field keeps the default. */
  maxPerOrder: z
    .string({ error: "maxPerOrderInvalid" })
    .optional()
    .default(String(DEFAULT_MAX_PER_ORDER))
    .pipe(wholeNumber("maxPerOrderInvalid", 1, MAX_PER_ORDER_CEILING)),
  /** The count the form showed when it opened; absent for a new product. */
  stockBefore: z
    .string()
    .optional()
    .transform((value) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null)),
  stockReason: z
    .string()
    .optional()
    .transform((value) => ADMIN_STOCK_REASONS.find((reason) => reason === value) ?? null),
  stockNote: text(PRODUCT_LIMITS.noteMax).optional().default(""),
  /** Product facts (issue 28): as on the pack; empty Spanish means the English stands in. */
  ingredients: text(PRODUCT_LIMITS.ingredientsMax, isPlainText).optional().default(""),
  ingredientsEs: text(PRODUCT_LIMITS.ingredientsMax, isPlainText).optional().default(""),
  allergens: knownList(ALLERGENS),
  mayContain: knownList(ALLERGENS),
  diets: knownList(DIETS),
  energyKcal: nutrient(PRODUCT_LIMITS.kcalMax),
  fatGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  saturatesGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  carbohydrateGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  sugarsGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  proteinGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  saltGrams: nutrient(PRODUCT_LIMITS.gramsMax),
  heatSensitive: checkbox,
  featured: checkbox,
  isActive: checkbox,
};

export const productSchema = z.object(productFieldSchemas).superRefine((fields, context) => {
  // Changing an existing product's stock needs a reason for the ledger.
  if (fields.stockBefore !== null && fields.stockQuantity !== fields.stockBefore && !fields.stockReason) {
    context.addIssue({ code: "custom", path: ["stockReason"], message: "stockReasonRequired" });
  }
  // A part within its whole (the database checks the same): saturates within fat, sugars within
  // carbohydrate; a part needs its whole.
  const problems = nutritionProblems({
    energyKcal: fields.energyKcal,
    fatGrams: fields.fatGrams,
    saturatesGrams: fields.saturatesGrams,
    carbohydrateGrams: fields.carbohydrateGrams,
    sugarsGrams: fields.sugarsGrams,
    proteinGrams: fields.proteinGrams,
    saltGrams: fields.saltGrams,
  });
  if (problems.saturatesGrams === "part") {
    context.addIssue({ code: "custom", path: ["saturatesGrams"], message: "saturatesAboveFat" });
  }
  if (problems.sugarsGrams === "part") {
    context.addIssue({ code: "custom", path: ["sugarsGrams"], message: "sugarsAboveCarbohydrate" });
  }
});

export type ProductFields = z.infer<typeof productSchema>;
export type ProductField = keyof typeof productFieldSchemas;
export const PRODUCT_FIELDS = Object.keys(productFieldSchemas) as ProductField[];

/** The first problem of each field that has one. */
export type ProductFieldErrors = FieldErrors<ProductField, ProductErrorCode>;

/** Validates the product form (a FormData or a plain object of its fields). */
export const validateProduct = (input: FormData | Record<string, unknown>) =>
  validateForm(productSchema, input instanceof FormData ? withJoinedLists(input) : input, {
    fields: PRODUCT_FIELDS,
    codes: PRODUCT_ERROR_CODES,
    fallback: "required",
  });
