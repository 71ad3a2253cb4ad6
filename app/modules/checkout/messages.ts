import { translator } from "~/i18n/setup";
import type { Language } from "~/lib/language";
import { formatPrice } from "~/lib/money";
import { GIFT_MESSAGE_MAX_CHARACTERS, SHIPPING_FIELDS, type ShippingFieldName } from "./checkout-schema";

/**
 * Texts the checkout shows, as i18n keys with values: the browser translates them, and the
 * server translates its refusals in the shopper's language before answering.
 */

/**
 * Why a coupon did not apply: the problems of spec section 5, too many checks from one client,
 * or any other failure.
 */
export type CouponProblem = "blank" | "invalid" | "expired" | "limit" | "minimum" | "tooMany" | "failed";

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
  | { key: "checkout.refusal.belowCardMinimum"; values: { amount: string } }
  | { key: "checkout.refusal.tooManyPending"; values?: undefined }
  | { key: "checkout.refusal.overLimit"; values: { name: string; count: number } }
  | { key: "checkout.refusal.heldElsewhere"; values: { name: string; count: number; held: number } }
  | { key: "checkout.refusal.tooManyUnits"; values: { count: number } }
  | { key: "checkout.refusal.lastUnits"; values: { name: string; count: number } }
  | { key: "checkout.refusal.couponHeld"; values: { code: string } }
  | { key: "checkout.refusal.giftCardInvalid"; values?: undefined }
  | { key: "checkout.refusal.giftCardHeld"; values?: undefined }
  | { key: "checkout.refusal.giftCardForCards"; values?: undefined }
  | { key: "checkout.refusal.giftCardDate"; values?: undefined }
  | { key: "error.tooManyAttempts"; values: { count: number } }
  | { key: "payments.errors.tooManyDeclines"; values: { count: number } }
  | { key: "payments.errors.providerUnavailable"; values?: undefined }
  | CouponMessage;

/** A message in `language`, for answers written on the server. */
export function translateMessage(language: Language, message: RefusalMessage): string {
  return translator(language)(message.key, message.values);
}

/** What the shipping fields' schema codes say, for a request the server refuses (400). */
const FIELD_ERROR_CODES = [
  "required",
  "tooLong",
  "invalidCharacters",
  "phoneInvalid",
  "zipInvalid",
  "countryInvalid",
  "emailInvalid",
] as const;
type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/**
 * Why a checkout request was malformed, in `language`. A required shipping field left blank is
 * the spec's "Please fill in all required shipping information"; a shipping field with another
 * problem says which; anything else (a cart line) keeps the schema's own text.
 */
export function requestProblemMessage(
  language: Language,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  const t = translator(language);
  const fieldOf = (issue: { path: readonly PropertyKey[] }) => {
    const last = issue.path.at(-1);
    const onShipping = issue.path[0] === "customerInfo" && !issue.path.includes("billingAddress");
    return onShipping && last !== undefined && (SHIPPING_FIELDS as readonly PropertyKey[]).includes(last)
      ? (last as ShippingFieldName)
      : null;
  };
  if (issues.some((issue) => issue.message === "required" && fieldOf(issue))) {
    return t("checkout.setup.missingFields");
  }
  const first = issues[0];
  if (!first) return t("checkout.setup.failed");
  const gift = giftProblemMessage(language, first);
  if (gift) return gift;
  const field = fieldOf(first);
  const code = (FIELD_ERROR_CODES as readonly string[]).includes(first.message)
    ? (first.message as FieldErrorCode)
    : null;
  if (!code) return first.message;
  const problem = t(`checkout.shipping.errors.${code}`);
  return field ? `${t(`checkout.shipping.${field}`)}: ${problem}` : problem;
}

const GIFT_FIELDS = ["recipientName", "message"] as const;
const GIFT_ERROR_CODES = ["messageTooLong", "tooLong", "invalidCharacters"] as const;
export type GiftField = (typeof GIFT_FIELDS)[number];
export type GiftErrorCode = (typeof GIFT_ERROR_CODES)[number];

/** A gift field's problem in `language` (decision 075), the same text the checkout shows beside it. */
export function giftErrorText(language: Language, code: GiftErrorCode): string {
  return translator(language)(`checkoutExtras.gift.errors.${code}`, { max: GIFT_MESSAGE_MAX_CHARACTERS });
}

/** "Gift message: Please keep it to 250 characters", for a gift field the server refuses. */
function giftProblemMessage(
  language: Language,
  issue: { path: readonly PropertyKey[]; message: string },
): string | null {
  const field = GIFT_FIELDS.find((name) => name === issue.path[1]);
  const code = GIFT_ERROR_CODES.find((name) => name === issue.message);
  if (issue.path[0] !== "gift" || !field || !code) return null;
  return `${translator(language)(`checkoutExtras.gift.fields.${field}`)}: ${giftErrorText(language, code)}`;
}
