import { useSyncExternalStore } from "react";
import { hasLoadedStoredCart, onStoredCartLoaded } from "./cart-store";

/**
 * Whether the stored cart has been loaded (see useCartPersistence). Always false on the server
 * and in the hydrating render, so both draw the same thing; a page can show a placeholder
 * instead of a misleading "Your cart is empty" until then.
 */
export function useCartHydrated(): boolean {
  return useSyncExternalStore(onStoredCartLoaded, hasLoadedStoredCart, () => false);
}
