/**
 * An order's amounts as one list of price lines, in the order they are printed (issue 30,
 * decision 082): what the invoice prints, and what any other page or e-mail may print. A fee an
 * order gains (gift wrap, insulated packaging) joins here as a line of its own kind, between the
 * discount and shipping, and every printer of the list shows it; its label is the kind's text.
 */

export type PriceLineKind = "subtotal" | "discount" | "shipping" | "total" | (string & {});

export interface PriceLine {
  kind: PriceLineKind;
  /** Positive; a discount is taken away (`sign: -1`). */
  amountCents: number;
  sign: 1 | -1;
  /** What the label adds, such as the coupon's code. */
  detail?: string;
}

export interface OrderAmounts {
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  shippingCents: number;
  totalCents: number;
  /** What a gift card paid of the total (decision 085); 0 or absent: none. */
  giftCardCents?: number;
}

/** A fee that joins the list (gift wrap, insulation): its kind and its amount. */
export interface OrderFee {
  kind: string;
  amountCents: number;
}

/**
 * Subtotal, the discount (when there is one, with its coupon's code), the fees, shipping and the
 * total; then, when a gift card paid part, what it paid and what the card payment took. The total is the order's own, never summed again here.
 */
export function orderPriceLines(order: OrderAmounts, fees: readonly OrderFee[] = []): PriceLine[] {
  return [
    { kind: "subtotal", amountCents: order.subtotalCents, sign: 1 },
    ...(order.discountCents > 0
      ? [
          {
            kind: "discount",
            amountCents: order.discountCents,
            sign: -1 as const,
            ...(order.couponCode ? { detail: order.couponCode } : {}),
          },
        ]
      : []),
    ...fees
      .filter((fee) => fee.amountCents > 0)
      .map((fee) => ({ kind: fee.kind, amountCents: fee.amountCents, sign: 1 as const })),
    { kind: "shipping", amountCents: order.shippingCents, sign: 1 },
    { kind: "total", amountCents: order.totalCents, sign: 1 },
    // A gift card pays part of the total rather than lowering it (decisions 075, 085): what it
    // paid, then what the card payment took.
    ...((order.giftCardCents ?? 0) > 0
      ? [
          { kind: "giftCard", amountCents: order.giftCardCents!, sign: -1 as const },
          { kind: "paidByCard", amountCents: order.totalCents - order.giftCardCents!, sign: 1 as const },
        ]
      : []),
  ];
}
