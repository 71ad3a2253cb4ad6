import { useEffect } from "react";
import { useCartStore } from "./cart-store";
import { quoteCart } from "./cart-api";
import { useCartHydrated } from "./use-cart-hydrated";

/**
 * While the cart is shown (`active`), asks the server once for the current price and stock of
 * its products and merges the answer into the store, which records what changed. A failed
 * request leaves the lines as remembered: the server recomputes everything at checkout anyway.
 */
export function useCartRefresh(active: boolean): void {
  const hydrated = useCartHydrated();

  useEffect(() => {
    if (!active || !hydrated) return;
    const { items } = useCartStore.getState();
    if (items.length === 0) return;

    const controller = new AbortController();
    void quoteCart(items, controller.signal).then((products) => {
      // Offline, or the cart closed before the answer came: nothing to update.
      if (products && !controller.signal.aborted) useCartStore.getState().applyQuote(products);
    });
    return () => controller.abort();
  }, [active, hydrated]);
}
