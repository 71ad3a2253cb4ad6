import { z } from "zod";
import { formValues, messageCode, type FieldErrors, type FormValidation } from "~/lib/forms/validate";
import type { CouponType } from "~/db/schema/catalogue";
import { dollarsToCents } from "~/lib/money";

/**
 * The admin's coupon form: one schema for the browser (quick feedback) and the action (the
 * truth). Amounts are typed in dollars and become integer cents here; the expiry is a calendar
 * day, and the coupon works until the end of that day in UTC (the shop's dates are UTC).
 * Messages are codes, translated from `coupons.errors.<code>`.
 */

export const COUPON_FIELDS = [
  "code",
  "discountType",
  "discountValue",
  "minimumOrder",
  "expiresOn",
  "usageLimit",
] as const;
export type CouponField = (typeof COUPON_FIELDS)[number];

export const COUPON_ERROR_CODES = [
  "required",
  "codeFormat",
  "codeLength",
  "codeTaken",
  "typeInvalid",
  "valueInvalid",
  "valuePositive",
  "percentInteger",
  "percentMax",
  "amountFormat",
  "amountMax",
  "dateInvalid",
  "datePast",
  "limitInteger",
  "limitBelowUsed",
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];
export type CouponFieldErrors = FieldErrors<CouponField, CouponErrorCode>;

// Spelled out here rather than imported: this file runs in the browser, the schema module not.
export const COUPON_TYPES = ["percentage", "fixed_amount"] as const satisfies readonly CouponType[];

export const CODE_MIN = 3;
export const CODE_MAX = 32;
/** Far above any real coupon; keeps typos (an extra zero or three) out of the shop. */
export const AMOUNT_MAX_CENTS = 100_000_00;
export const USAGE_LIMIT_MAX = 1_000_000;

/** What the database stores for a valid form. */
export interface CouponInput {
  code: string;
  discountType: CouponType;
  /** Percent points (1–100) for `percentage`; cents for `fixed_amount`. */
  discountValue: number;
  minimumOrderCents: number;
  /** The last moment the coupon works (end of the chosen day, UTC), or null for never. */
  expiresAt: Date | null;
  usageLimit: number | null;
}

export type CouponValidation = FormValidation<CouponInput, CouponField, CouponErrorCode>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The end of `day` (YYYY-MM-DD) in UTC, or undefined when it is not a real calendar day. */
export function endOfDay(day: string): Date | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const end = new Date(Date.UTC(year, month - 1, date, 23, 59, 59, 999));
  // Date.UTC rolls 2026-02-31 over into March: such a day does not exist.
  if (end.getUTCFullYear() !== year || end.getUTCMonth() !== month - 1 || end.getUTCDate() !== date) {
    return undefined;
  }
  return end;
}

/** A stored expiry as the form's day (YYYY-MM-DD, UTC). */
export const expiryDay = (expiresAt: Date | string | null) =>
  expiresAt === null ? "" : new Date(expiresAt).toISOString().slice(0, 10);

export interface CouponRuleContext {
  /** Now, to refuse an expiry already past. */
  now: Date;
  /** When editing: the stored expiry's day, which may stay as it is even if past. */
  currentExpiresOn?: string;
}

/** The code as stored: trimmed, upper-case, letters, digits and dashes. */
export const couponCodeSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .transform((code) => code.toUpperCase())
  .pipe(
    z
      .string()
      .regex(/^[A-Z0-9-]+$/, "codeFormat")
      .min(CODE_MIN, "codeLength")
      .max(CODE_MAX, "codeLength"),
  );

const typeSchema = z.enum(COUPON_TYPES, { error: "typeInvalid" });

/** Percent points: a whole number from 1 to 100 ("15" or "15%"). */
function checkPercent(value: string): number | CouponErrorCode {
  const percent = value.replace(/%$/, "").trim();
  if (!/^\d+(\.\d+)?$/.test(percent)) return "valueInvalid";
  if (!/^\d+$/.test(percent)) return "percentInteger";
  if (Number(percent) <= 0) return "valuePositive";
  if (Number(percent) > 100) return "percentMax";
  return Number(percent);
}

/** Dollars to cents, above zero unless `zeroAllowed`. */
function checkAmount(value: string, zeroAllowed: boolean): number | CouponErrorCode {
  const cents = dollarsToCents(value);
  if (cents === null) return "amountFormat";
  if (cents === 0 && !zeroAllowed) return "valuePositive";
  if (cents > AMOUNT_MAX_CENTS) return "amountMax";
  return cents;
}

function checkExpiry(day: string, { now, currentExpiresOn }: CouponRuleContext): Date | CouponErrorCode {
  const end = endOfDay(day);
  if (!end || end.getUTCFullYear() > 2100) return "dateInvalid";
  // An already expired coupon may be edited without choosing a new day.
  if (end.getTime() < now.getTime() && day !== currentExpiresOn) return "datePast";
  return end;
}

function checkUsageLimit(value: string): number | CouponErrorCode {
  if (!/^\d+$/.test(value)) return "limitInteger";
  const limit = Number(value);
  return limit < 1 || limit > USAGE_LIMIT_MAX ? "limitInteger" : limit;
}

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Checks a coupon form (FormData or a plain object): every field on its own, so each shows its
 * first problem at once; the value's rule follows the chosen type.
 */
export function validateCoupon(
  input: FormData | Record<string, unknown>,
  rules: CouponRuleContext,
): CouponValidation {
  const values = formValues(input, COUPON_FIELDS);
  const raw = (field: CouponField) => values[field];
  const errors: CouponFieldErrors = {};

  const code = couponCodeSchema.safeParse(raw("code") ?? "");
  if (!code.success) {
    errors.code = messageCode<CouponErrorCode>(code.error.issues[0]?.message, {
      codes: COUPON_ERROR_CODES,
      fallback: "required",
    });
  }
  const type = typeSchema.safeParse(raw("discountType"));
  if (!type.success) errors.discountType = "typeInvalid";

  let discountValue: number | CouponErrorCode = "required";
  const valueText = textOf(raw("discountValue"));
  if (type.success && valueText) {
    discountValue = type.data === "percentage" ? checkPercent(valueText) : checkAmount(valueText, false);
  }
  if (typeof discountValue === "string" && type.success) errors.discountValue = discountValue;

  const minimumText = textOf(raw("minimumOrder"));
  const minimumOrderCents = minimumText ? checkAmount(minimumText, true) : 0;
  if (typeof minimumOrderCents === "string") errors.minimumOrder = minimumOrderCents;

  const expiryText = textOf(raw("expiresOn"));
  const expiresAt = expiryText ? checkExpiry(expiryText, rules) : null;
  if (typeof expiresAt === "string") errors.expiresOn = expiresAt;

  const limitText = textOf(raw("usageLimit"));
  const usageLimit = limitText ? checkUsageLimit(limitText) : null;
  if (typeof usageLimit === "string") errors.usageLimit = usageLimit;

  if (
    !code.success ||
    !type.success ||
    typeof discountValue === "string" ||
    typeof minimumOrderCents === "string" ||
    typeof expiresAt === "string" ||
    typeof usageLimit === "string"
  ) {
    return { success: false, errors };
  }
  return {
    success: true,
    data: {
      code: code.data,
      discountType: type.data,
      discountValue,
      minimumOrderCents,
      expiresAt,
      usageLimit,
    },
  };
}
