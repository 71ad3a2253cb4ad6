import type { AdminTranslate } from "~/i18n/admin/setup";
import { formatOrderDate } from "~/components/orders/order-dates";
import type { Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import type { CouponView } from "~/modules/admin/coupons/coupon-view";

/** "15% off" or "$5.00 off". */
export const discountText = (t: AdminTranslate, coupon: CouponView) =>
  coupon.discountType === "percentage"
    ? t("coupons.percentOff", { value: coupon.discountValue })
    : t("coupons.amountOff", { amount: formatPrice(coupon.discountValue) });

/** "3 of 100" or "3 (no limit)". */
export const usageText = (t: AdminTranslate, coupon: CouponView) =>
  coupon.usageLimit === null
    ? t("coupons.usedUnlimited", { used: coupon.timesUsed })
    : t("coupons.usedOf", { used: coupon.timesUsed, limit: coupon.usageLimit });

export const minimumText = (t: AdminTranslate, coupon: CouponView) =>
  coupon.minimumOrderCents > 0 ? formatPrice(coupon.minimumOrderCents) : t("coupons.noMinimum");

export const expiryText = (t: AdminTranslate, coupon: CouponView, language: Language) =>
  coupon.expiresAt ? formatOrderDate(coupon.expiresAt, language) : t("coupons.never");
