import type { CouponSeed } from "./types";

/** The five demo coupons of DESIGN section 4; codes are upper-case. */
export const coupons: readonly CouponSeed[] = [
  { code: "SWEET10", discountType: "percentage", discountValue: 10 },
  { code: "CANDY5", discountType: "fixed_amount", discountValue: 500 },
  { code: "BIGBAG", discountType: "percentage", discountValue: 15, minimumOrderCents: 5000 },
  { code: "OLDCANDY", discountType: "percentage", discountValue: 20, expiresInDays: -30 },
  { code: "SOLDOUT", discountType: "percentage", discountValue: 25, usageLimit: 50, timesUsed: 50 },
];
