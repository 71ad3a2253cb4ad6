import { translator } from "~/i18n/setup";
import type { Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";

/**
 * Texts the checkout shows, as i18n keys with values: the browser translates them, and the
 * server translates its refusals in the shopper's language before answering.
 */

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

/** Why Prepare Payment was refused (the coupon's problems aside). */
export type RefusalMessage =
  | { key: "checkout.refusal.unavailable"; values: { name: string } }
  | { key: "checkout.refusal.outOfStock"; values: { name: string } }
  | { key: "checkout.refusal.onlyLeft"; values: { name: string; count: number } }
  | { key: "checkout.refusal.pricesChanged"; values?: undefined }
  | CouponMessage;

/** A message in `language`, for answers written on the server. */
export function translateMessage(language: Language, message: RefusalMessage): string {
  // The union of keys is too wide for i18next's typed values; each key's values match its text.
  const t = translator(language) as (key: string, values?: object) => string;
  return t(message.key, message.values ?? {});
}
