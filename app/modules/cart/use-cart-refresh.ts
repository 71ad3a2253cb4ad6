import { useEffect } from "react";
import { useCartStore } from "./cart-store";
import type { QuotedProduct } from "./quote";
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
    void fetch("/api/cart/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: items.map(({ productId, quantity }) => ({ productId, quantity })) }),
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ products: QuotedProduct[] }>) : null))
      .then((answer) => {
        if (answer && !controller.signal.aborted) useCartStore.getState().applyQuote(answer.products);
      })
      .catch(() => {
        // Offline, or the cart closed before the answer came: nothing to update.
      });
    return () => controller.abort();
  }, [active, hydrated]);
}
