import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { useCartStore } from "./cart-store";
import { quoteCart } from "./cart-api";
import { useCartHydrated } from "./use-cart-hydrated";

/**
 * While the cart is shown (`active`: the cart page, the open panel, the checkout), asks the
 * server for the current price and stock of its products, named in the page's language, and
 * merges the answer into the store, which records what changed. Asked once when shown and again
 * whenever the page's language changes (the header's picker re-runs the loaders, not this), so
 * the lines never keep the name of the language they were added in. A failed request leaves the
 * lines as remembered: the server recomputes everything at checkout anyway.
 */
export function useCartRefresh(active: boolean): void {
  const hydrated = useCartHydrated();
  const { language } = useTranslation();

  useEffect(() => {
    if (!active || !hydrated) return;
    const { items } = useCartStore.getState();
    if (items.length === 0) return;

    const controller = new AbortController();
    void quoteCart(items, language, controller.signal).then((products) => {
      // Offline, or the cart closed (or the language changed) before the answer came: an
      // answer that no longer fits is dropped.
      if (products && !controller.signal.aborted) useCartStore.getState().applyQuote(products);
    });
    return () => controller.abort();
  }, [active, hydrated, language]);
}
