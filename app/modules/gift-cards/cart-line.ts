import type { PriceBreakdown } from "~/modules/pricing/pricing";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from "./amount-bounds";

/** A gift card in the browser's cart (decision 085): what the buyer chose; the server prices it. */
export interface GiftCardLine {
  /** The line's own id in the cart (random). */
  id: string;
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** `YYYY-MM-DD` */
  deliverOn: string;
}

/** localStorage is user-editable: only well-formed lines are kept. */
export function isGiftCardLine(value: unknown): value is GiftCardLine {
  if (typeof value !== "object" || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === "string" &&
    Number.isInteger(line.amountCents) &&
    (line.amountCents as number) >= GIFT_CARD_MIN_CENTS &&
    (line.amountCents as number) <= GIFT_CARD_MAX_CENTS &&
    typeof line.recipientName === "string" &&
    typeof line.recipientEmail === "string" &&
    typeof line.message === "string" &&
    typeof line.deliverOn === "string"
  );
}

export const giftCardsCents = (cards: readonly Pick<GiftCardLine, "amountCents">[]) =>
  cards.reduce((sum, card) => sum + card.amountCents, 0);

/**
 * A cart's breakdown with its gift cards: their amounts join the subtotal and the total; they
 * take no shipping, do not count toward free shipping and take no coupon (decision 085). A cart
 * of gift cards alone has nothing to ship, so no free-shipping hint either.
 */
export function withGiftCards<T extends PriceBreakdown>(
  breakdown: T,
  cardsCents: number,
  hasCandy: boolean,
): T {
  return {
    ...breakdown,
    subtotalCents: breakdown.subtotalCents + cardsCents,
    totalCents: breakdown.totalCents + cardsCents,
    freeShippingRemainingCents: hasCandy ? breakdown.freeShippingRemainingCents : 0,
  };
}

/** The checkout request's `giftCards` from the cart's lines. */
export const giftCardPurchases = (cards: readonly GiftCardLine[]) =>
  cards.map(({ amountCents, recipientName, recipientEmail, message, deliverOn }) => ({
    amountCents,
    recipientName,
    recipientEmail,
    message,
    deliverOn,
  }));
