import { z } from "zod";
import { fieldProblem, validateForm, type FieldErrors } from "~/lib/forms/validate";
import { isPlainLine } from "~/lib/plain-text";

/**
 * A postal address as the shop takes it (spec section 3, Customer info): the checkout's shipping
 * fields and a saved address on /addresses are the same fields with the same rules, checked by
 * this one schema in the browser and on the server. Each message is a code; the page translates
 * it from `checkout.shipping.errors.<code>`, so the schema itself speaks no language.
 */

export const ADDRESS_ERROR_CODES = [
  "required",
  "tooLong",
  "invalidCharacters",
  "phoneInvalid",
  "zipInvalid",
  "countryInvalid",
] as const;
export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export const ADDRESS_LIMITS = { textMax: 200, zipCodeMax: 20, phoneMin: 7, phoneMax: 20 } as const;

/** The countries the shop ships to: the form's country select offers these (spec: default US). */
export const SHIPPING_COUNTRIES = ["US"] as const;
export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];
export const DEFAULT_COUNTRY: ShippingCountry = "US";

/** Digits, spaces, +, - and parentheses, 7 to 20 characters, at least 7 of them digits. */
const PHONE_CHARACTERS = /^[0-9+\-() ]+$/;
const MIN_PHONE_DIGITS = 7;

export function isPlausiblePhone(value: string): boolean {
  return (
    value.length >= ADDRESS_LIMITS.phoneMin &&
    value.length <= ADDRESS_LIMITS.phoneMax &&
    PHONE_CHARACTERS.test(value) &&
    (value.match(/\d/g)?.length ?? 0) >= MIN_PHONE_DIGITS
  );
}

/**
 * The shop ships to the United States only (SHIPPING_COUNTRIES): a ZIP code is five digits, or
 * ZIP+4 ("97201-1234"). A country added to the list brings its own rule.
 */
export const isUsZipCode = (value: string) => /^\d{5}(-\d{4})?$/.test(value);

// Anything that is not a string (a file, nothing at all) counts as empty.
const requiredText = (max: number = ADDRESS_LIMITS.textMax) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine(isPlainLine, "invalidCharacters");

const optionalText = z
  .string({ error: "tooLong" })
  .trim()
  .max(ADDRESS_LIMITS.textMax, "tooLong")
  .refine(isPlainLine, "invalidCharacters")
  .optional()
  .default("");

/** Optional; when given, a plausible phone number. Shared with the profile form. */
export const phoneSchema = z
  .string({ error: "phoneInvalid" })
  .trim()
  .refine((value) => value === "" || isPlausiblePhone(value), "phoneInvalid")
  .optional()
  .default("");

const countrySchema = z
  .string({ error: "countryInvalid" })
  .trim()
  .toUpperCase()
  .optional()
  .transform((value) => value || DEFAULT_COUNTRY)
  .pipe(z.enum(SHIPPING_COUNTRIES, { error: "countryInvalid" }));

/** Each field's schema, for composing (the checkout's request nests some of them). */
export const addressFieldSchemas = {
  firstName: requiredText(),
  lastName: requiredText(),
  phone: phoneSchema,
  address: requiredText(),
  city: requiredText(),
  state: optionalText,
  zipCode: requiredText(ADDRESS_LIMITS.zipCodeMax).refine(isUsZipCode, "zipInvalid"),
  country: countrySchema,
};

export const addressSchema = z.object(addressFieldSchemas);

/** An address as checked: trimmed, optional fields "" when absent, the country known. */
export type AddressFields = z.infer<typeof addressSchema>;
export type AddressField = keyof AddressFields;
export const ADDRESS_FIELDS = Object.keys(addressFieldSchemas) as AddressField[];

/** The first problem of each field that has one. */
export type AddressFieldErrors = FieldErrors<AddressField, AddressErrorCode>;

const rules = { codes: ADDRESS_ERROR_CODES, fallback: "required" } as const;

/** Validates the address fields of a form (a FormData or a plain object of them). */
export const validateAddress = (input: FormData | Record<string, unknown>) =>
  validateForm(addressSchema, input, { ...rules, fields: ADDRESS_FIELDS });

/** The problem with one field's value alone, for feedback while the shopper corrects it. */
export const validateAddressField = (field: AddressField, value: string) =>
  fieldProblem(addressFieldSchemas[field], value, rules);

/** Two addresses are the same place for the same person, whatever the case and spacing. */
export function sameAddress(a: Omit<AddressFields, "phone">, b: Omit<AddressFields, "phone">): boolean {
  const norm = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  return (["firstName", "lastName", "address", "city", "state", "zipCode", "country"] as const).every(
    (field) => norm(a[field]) === norm(b[field]),
  );
}
