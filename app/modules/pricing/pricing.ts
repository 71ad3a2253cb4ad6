/**
 * The money rules of spec sections 5 and 9, in integer cents, shared by the UI (cart, checkout)
 * and the server (which alone decides what is charged).
 */

/** Free shipping when the subtotal is $60.00 or more. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 6000;
/** Otherwise shipping costs $5.99. */
export const SHIPPING_FEE_CENTS = 599;

export type DiscountType = "percentage" | "fixed_amount";

/** What a valid coupon takes off: percent points (1–100) or cents. */
export interface CouponTerms {
  discountType: DiscountType;
  discountValue: number;
}

export interface PricedLine {
  unitPriceCents: number;
  quantity: number;
}

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** What the shopper still needs for free shipping ("Add {amount} more…"); 0 once it is free. */
  freeShippingRemainingCents: number;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
}

/**
 * percentage: the subtotal times value/100, rounded half up to the cent; fixed_amount: the
 * smaller of the value and the subtotal. Never negative, never more than the subtotal.
 */
export function discountCents(subtotal: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon || subtotal <= 0) return 0;
  const raw =
    coupon.discountType === "percentage"
      ? Math.round((subtotal * coupon.discountValue) / 100)
      : coupon.discountValue;
  return Math.min(Math.max(raw, 0), subtotal);
}

/**
 * Free at $60.00 of subtotal or more (before any discount), otherwise $5.99; nothing to ship
 * (every line of a cart sold out since) costs nothing.
 */
export function shippingCents(subtotal: number): number {
  return subtotal >= FREE_SHIPPING_THRESHOLD_CENTS || subtotal === 0 ? 0 : SHIPPING_FEE_CENTS;
}

/** Total = subtotal − discount + shipping. */
export function priceBreakdown(lines: readonly PricedLine[], coupon?: CouponTerms | null): PriceBreakdown {
  const subtotal = subtotalCents(lines);
  const discount = discountCents(subtotal, coupon);
  const shipping = shippingCents(subtotal);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: subtotal - discount + shipping,
    freeShippingRemainingCents: Math.max(FREE_SHIPPING_THRESHOLD_CENTS - subtotal, 0),
  };
}

/**
 * The fees of the extras chosen at checkout (decision 075), each already priced by the server:
 * gift wrap and insulated packaging. Neither counts toward free shipping nor takes a coupon.
 */
export interface ExtraFees {
  giftWrapCents: number;
  insulationCents: number;
}

export const NO_EXTRA_FEES: ExtraFees = { giftWrapCents: 0, insulationCents: 0 };

/**
 * What an order costs, line by line as the order, the receipt and the provider's amount show
 * it: the cart's breakdown plus the extras' fees. Total = subtotal − discount + shipping + gift
 * wrap + insulation. A later line (a gift card paying part) takes from what the card pays, not
 * from this total.
 */
export interface OrderPrice extends PriceBreakdown, ExtraFees {}

export function orderPrice(
  lines: readonly PricedLine[],
  coupon?: CouponTerms | null,
  fees: ExtraFees = NO_EXTRA_FEES,
): OrderPrice {
  const breakdown = priceBreakdown(lines, coupon);
  const giftWrapCents = Math.max(0, Math.trunc(fees.giftWrapCents));
  const insulationCents = Math.max(0, Math.trunc(fees.insulationCents));
  return {
    ...breakdown,
    giftWrapCents,
    insulationCents,
    totalCents: breakdown.totalCents + giftWrapCents + insulationCents,
  };
}
