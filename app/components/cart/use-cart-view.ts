import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { priceBreakdown, type PriceBreakdown } from "~/modules/pricing/pricing";
import type { CartItem } from "~/modules/cart/cart-line";
import { selectItemCount, useCartStore } from "./cart-store";
import { hasUnavailableLines, purchasableItems, type LineNotices } from "~/modules/cart/quote";

export interface CartView {
  items: CartItem[];
  notices: LineNotices;
  itemCount: number;
  /** Totals of the lines that can be bought (unavailable ones are left out), before coupons. */
  breakdown: PriceBreakdown;
  /** Checkout waits until the shopper has removed every unavailable line. */
  checkoutBlocked: boolean;
}

/** What the panel and the cart page draw: the lines, their notices and the totals. */
export function useCartView(): CartView {
  const { items, notices } = useCartStore(useShallow(({ items, notices }) => ({ items, notices })));
  return useMemo(() => {
    const lines = purchasableItems(items, notices).map((item) => ({
      unitPriceCents: item.priceCents,
      quantity: item.quantity,
    }));
    return {
      items,
      notices,
      itemCount: selectItemCount({ items }),
      breakdown: priceBreakdown(lines),
      checkoutBlocked: hasUnavailableLines(items, notices),
    };
  }, [items, notices]);
}
