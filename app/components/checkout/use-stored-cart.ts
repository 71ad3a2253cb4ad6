import { useSyncExternalStore } from "react";
import { useCartStore } from "~/modules/cart/cart-store";

const subscribe = (onLoaded: () => void) => useCartStore.persist.onFinishHydration(onLoaded);
const loadedNow = () => useCartStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * Whether the cart stored in this browser has been loaded. The cart lives in localStorage and
 * loads after hydration (useCartPersistence, at the root), so until then an empty cart means
 * "not known yet", not "empty".
 */
export function useStoredCartLoaded(): boolean {
  return useSyncExternalStore(subscribe, loadedNow, notOnServer);
}
