import { useEffect } from "react";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import type { CartItem, CartProduct } from "~/modules/cart/cart-line";
import { mergeQuote, type LineNotices, type QuotedProduct } from "~/modules/cart/quote";

/**
 * The shopper's cart in the browser, persisted under the spec's key. It holds what the UI
 * needs to draw the cart; prices here are only for display, the server recomputes every
 * total at checkout.
 */

export const CART_STORAGE_KEY = "sweet-trip-cart";

export interface CartState {
  items: CartItem[];
  isOpen: boolean;
  /** What the last refresh from the server found per line (not persisted: it is redone on show). */
  notices: LineNotices;
  /** Adds the product, or raises its line by `quantity` (default 1). */
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (productId: string) => void;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (productId: string, quantity: number) => void;
  clearCart: () => void;
  toggleCart: () => void;
  setCartOpen: (open: boolean) => void;
  /** Brings the lines up to date with the server's products (see mergeQuote). */
  applyQuote: (products: readonly QuotedProduct[]) => void;
}

type PersistedCart = Pick<CartState, "items">;

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === "string" &&
    typeof item.slug === "string" &&
    typeof item.name === "string" &&
    Number.isInteger(item.priceCents) &&
    (item.imageUrl === null || typeof item.imageUrl === "string") &&
    Number.isInteger(item.stockQuantity) &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) > 0
  );
}

/**
 * localStorage, where a value that is not JSON (edited by hand, cut short) reads as no stored
 * cart: `persist` would otherwise stop loading at the parse error, and a page waiting for the
 * cart (useCartHydrated) would show its placeholder for good.
 */
const readableLocalStorage: StateStorage = {
  getItem: (name) => {
    const text = localStorage.getItem(name);
    try {
      return text === null ? null : (JSON.parse(text), text);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => localStorage.setItem(name, value),
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      isOpen: false,
      notices: {},
      addItem: (product, quantity = 1) => {
        const amount = Math.floor(quantity);
        if (!(amount > 0)) return;
        set(({ items }) => {
          const existing = items.find((item) => item.productId === product.productId);
          if (!existing) return { items: [...items, { ...product, quantity: amount }] };
          // The newer product data (price, stock) replaces the remembered one.
          return {
            items: items.map((item) =>
              item === existing ? { ...product, quantity: item.quantity + amount } : item,
            ),
          };
        });
      },
      removeItem: (productId) =>
        set(({ items, notices }) => ({
          items: items.filter((item) => item.productId !== productId),
          notices: withoutKey(notices, productId),
        })),
      updateQuantity: (productId, quantity) => {
        const amount = Math.floor(quantity);
        set(({ items }) => ({
          items:
            amount > 0
              ? items.map((item) => (item.productId === productId ? { ...item, quantity: amount } : item))
              : items.filter((item) => item.productId !== productId),
        }));
      },
      clearCart: () => set({ items: [], notices: {} }),
      toggleCart: () => set(({ isOpen }) => ({ isOpen: !isOpen })),
      setCartOpen: (open) => set({ isOpen: open }),
      // Merged into the lines as they are now, so a quantity changed while the answer was on
      // its way is kept.
      applyQuote: (products) => set(({ items, notices }) => mergeQuote(items, products, notices)),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage<PersistedCart>(() => readableLocalStorage),
      // Whether the panel is open is not worth remembering across visits.
      partialize: ({ items }) => ({ items }),
      // localStorage is user-editable: keep only well-formed lines.
      merge: (persisted, current) => {
        const items = (persisted as Partial<PersistedCart> | undefined)?.items;
        return { ...current, items: Array.isArray(items) ? items.filter(isCartItem) : [] };
      },
      // The server has no localStorage: both it and the first client render see an empty
      // cart, and useCartPersistence loads the stored one after hydration.
      skipHydration: true,
    },
  ),
);

function withoutKey(notices: LineNotices, key: string): LineNotices {
  if (!(key in notices)) return notices;
  return Object.fromEntries(Object.entries(notices).filter(([id]) => id !== key));
}

export const selectItemCount = (state: Pick<CartState, "items">): number =>
  state.items.reduce((count, item) => count + item.quantity, 0);

export const selectSubtotalCents = (state: Pick<CartState, "items">): number =>
  state.items.reduce((total, item) => total + item.priceCents * item.quantity, 0);

/**
 * Loads the stored cart once the page is hydrated, and follows changes made in other tabs.
 * Mount once, at the root.
 */
export function useCartPersistence(): void {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
