import type { CouponType } from "~/db/schema/catalogue";

/** A coupon as the admin pages receive it (dates as ISO strings). */
export interface CouponView {
  id: string;
  code: string;
  isActive: boolean;
  discountType: CouponType;
  discountValue: number;
  minimumOrderCents: number;
  expiresAt: string | null;
  usageLimit: number | null;
  timesUsed: number;
}

export type CouponState = "active" | "inactive" | "expired" | "usedUp";

/** What a shopper would meet at checkout now: switched off, expired, used up, or usable. */
export function couponState(coupon: CouponView, now: Date): CouponState {
  if (!coupon.isActive) return "inactive";
  if (coupon.expiresAt && new Date(coupon.expiresAt).getTime() < now.getTime()) return "expired";
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return "usedUp";
  return "active";
}

export function toCouponView(coupon: Omit<CouponView, "expiresAt"> & { expiresAt: Date | null }): CouponView {
  return {
    id: coupon.id,
    code: coupon.code,
    isActive: coupon.isActive,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minimumOrderCents: coupon.minimumOrderCents,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    usageLimit: coupon.usageLimit,
    timesUsed: coupon.timesUsed,
  };
}
