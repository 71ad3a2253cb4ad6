import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { priceBreakdown, type PriceBreakdown } from "~/modules/pricing/pricing";
import type { CartItem } from "~/modules/cart/cart-line";
import { selectItemCount, useCartStore } from "./cart-store";
import { hasUnavailableLines, purchasableItems, type LineNotices } from "~/modules/cart/quote";
import { giftCardsCents, withGiftCards, type GiftCardLine } from "~/modules/gift-cards/cart-line";

export interface CartView {
  items: CartItem[];
  /** Gift cards to buy (decision 085). */
  giftCards: GiftCardLine[];
  /** Whether the cart holds nothing at all. */
  empty: boolean;
  notices: LineNotices;
  itemCount: number;
  /** Totals of the lines that can be bought (unavailable ones are left out), before coupons. */
  breakdown: PriceBreakdown;
  /** Checkout waits until the shopper has removed every unavailable line. */
  checkoutBlocked: boolean;
}

/** What the panel and the cart page draw: the lines, their notices and the totals. */
export function useCartView(): CartView {
  const { items, notices, giftCards } = useCartStore(
    useShallow(({ items, notices, giftCards }) => ({ items, notices, giftCards })),
  );
  return useMemo(() => {
    const lines = purchasableItems(items, notices).map((item) => ({
      unitPriceCents: item.priceCents,
      quantity: item.quantity,
    }));
    return {
      items,
      giftCards,
      empty: items.length === 0 && giftCards.length === 0,
      notices,
      itemCount: selectItemCount({ items, giftCards }),
      breakdown: withGiftCards(priceBreakdown(lines), giftCardsCents(giftCards), lines.length > 0),
      checkoutBlocked: hasUnavailableLines(items, notices),
    };
  }, [items, notices, giftCards]);
}
