import type { CouponTerms } from "./pricing";

/** A coupon as the database holds it (codes upper-case). */
export interface CouponRecord extends CouponTerms {
  code: string;
  isActive: boolean;
  expiresAt: Date | null;
  usageLimit: number | null;
  timesUsed: number;
  minimumOrderCents: number;
}

/**
 * Spec section 5, checked in this order: blank ("Please enter a coupon code"), unknown or
 * inactive ("Invalid coupon code"), expired ("Coupon has expired"), used up ("Coupon usage
 * limit exceeded"), subtotal below the minimum ("Minimum order amount of {amount} required").
 */
export type CouponCheck =
  | { ok: true; code: string; terms: CouponTerms }
  | { ok: false; problem: "blank" | "invalid" | "expired" | "limit" }
  | { ok: false; problem: "minimum"; minimumOrderCents: number };

/** The code as looked up: trimmed and upper-cased. */
export function normalizeCouponCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Whether `coupon` (found by the normalized `input`, or null) applies to `subtotalCents` at
 * `now`. `reservedUses` counts uses held by orders awaiting payment, so the last use of a
 * coupon cannot be promised twice.
 */
export function checkCoupon(
  input: string,
  coupon: CouponRecord | null,
  subtotalCents: number,
  now: Date,
  reservedUses = 0,
): CouponCheck {
  if (!normalizeCouponCode(input)) return { ok: false, problem: "blank" };
  if (!coupon || !coupon.isActive) return { ok: false, problem: "invalid" };
  if (coupon.expiresAt && coupon.expiresAt.getTime() < now.getTime())
    return { ok: false, problem: "expired" };
  if (coupon.usageLimit !== null && coupon.timesUsed + reservedUses >= coupon.usageLimit) {
    return { ok: false, problem: "limit" };
  }
  if (subtotalCents < coupon.minimumOrderCents) {
    return { ok: false, problem: "minimum", minimumOrderCents: coupon.minimumOrderCents };
  }
  return {
    ok: true,
    code: coupon.code,
    terms: { discountType: coupon.discountType, discountValue: coupon.discountValue },
  };
}
