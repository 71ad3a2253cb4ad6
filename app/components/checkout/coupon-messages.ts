import { formatPrice } from "~/lib/money";

/** Why a coupon did not apply: the problems of spec section 5, or any other failure. */
export type CouponProblem = "blank" | "invalid" | "expired" | "limit" | "minimum" | "failed";

export interface CouponMessage {
  key: `checkout.coupon.${CouponProblem}`;
  values?: { amount: string };
}

/** The spec's text for each problem; the minimum names its amount. */
export function couponProblemMessage(problem: CouponProblem, minimumOrderCents?: number): CouponMessage {
  if (problem === "minimum") {
    return { key: "checkout.coupon.minimum", values: { amount: formatPrice(minimumOrderCents ?? 0) } };
  }
  return { key: `checkout.coupon.${problem}` };
}
