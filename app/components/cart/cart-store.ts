import { useEffect } from "react";
import { create } from "zustand";
import type { CartItem, CartProduct } from "~/modules/cart/cart-line";
import { mergeQuote, type LineNotices, type QuotedProduct } from "~/modules/cart/quote";
import { isGiftCardLine, type GiftCardLine } from "~/modules/gift-cards/cart-line";

/**
 * The shopper's cart in the browser, persisted under the spec's key. It holds what the UI
 * needs to draw the cart; prices here are only for display, the server recomputes every
 * total at checkout.
 */

export const CART_STORAGE_KEY = "sweet-trip-cart";

export interface CartState {
  items: CartItem[];
  /** Gift cards to buy (decision 085): each its own line, priced at its amount by the server. */
  giftCards: GiftCardLine[];
  addGiftCard: (card: GiftCardLine) => void;
  removeGiftCard: (id: string) => void;
  isOpen: boolean;
  /** What the last refresh from the server found per line (not persisted: it is redone on show). */
  notices: LineNotices;
  /** Adds the product, or raises its line by `quantity` (default 1). */
  addItem: (product: CartProduct, quantity?: number) => void;
  removeItem: (productId: string) => void;
  /** Sets a line's quantity; 0 or less removes the line. */
  updateQuantity: (productId: string, quantity: number) => void;
  clearCart: () => void;
  /** Puts back lines taken away (the Undo of Clear Cart): the cart as it was. */
  restoreItems: (items: CartItem[], giftCards?: GiftCardLine[]) => void;
  toggleCart: () => void;
  setCartOpen: (open: boolean) => void;
  /** Brings the lines up to date with the server's products (see mergeQuote). */
  applyQuote: (products: readonly QuotedProduct[]) => void;
}

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
 * The stored lines, as zustand's `persist` stored them before (`{ state: { items }, version: 1 }`,
 * so carts kept by then stay). localStorage is user-editable: a value that is not JSON reads as
 * no cart, and only well-formed lines are kept.
 */
function readStoredItems(): { items: CartItem[]; giftCards: GiftCardLine[] } {
  try {
    const stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null") as {
      state?: { items?: unknown; giftCards?: unknown };
    } | null;
    const items = stored?.state?.items;
    const giftCards = stored?.state?.giftCards;
    return {
      items: Array.isArray(items) ? items.filter(isCartItem) : [],
      giftCards: Array.isArray(giftCards) ? giftCards.filter(isGiftCardLine) : [],
    };
  } catch {
    return { items: [], giftCards: [] };
  }
}

function storeItems(items: CartItem[], giftCards: GiftCardLine[]): void {
  try {
    // Gift cards only when there are some: a cart of candy is stored as it always was.
    const state = giftCards.length > 0 ? { items, giftCards } : { items };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state, version: 1 }));
  } catch (error) {
    // Storage full or refused (a private window): the cart still works for this visit.
    console.warn("the cart could not be stored", error);
  }
}

export const useCartStore = create<CartState>()((set) => ({
  items: [],
  giftCards: [],
  addGiftCard: (card) => set(({ giftCards }) => ({ giftCards: [...giftCards, card] })),
  removeGiftCard: (id) => set(({ giftCards }) => ({ giftCards: giftCards.filter((card) => card.id !== id) })),
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
  clearCart: () => set({ items: [], giftCards: [], notices: {} }),
  restoreItems: (items, giftCards) =>
    set(giftCards ? { items: [...items], giftCards: [...giftCards] } : { items: [...items] }),
  toggleCart: () => set(({ isOpen }) => ({ isOpen: !isOpen })),
  setCartOpen: (open) => set({ isOpen: open }),
  // Merged into the lines as they are now, so a quantity changed while the answer was on
  // its way is kept.
  applyQuote: (products) => set(({ items, notices }) => mergeQuote(items, products, notices)),
}));

function withoutKey(notices: LineNotices, key: string): LineNotices {
  if (!(key in notices)) return notices;
  return Object.fromEntries(Object.entries(notices).filter(([id]) => id !== key));
}

export const selectItemCount = (state: Pick<CartState, "items"> & { giftCards?: GiftCardLine[] }): number =>
  state.items.reduce((count, item) => count + item.quantity, 0) + (state.giftCards?.length ?? 0);

export const selectSubtotalCents = (state: Pick<CartState, "items">): number =>
  state.items.reduce((total, item) => total + item.priceCents * item.quantity, 0);

let storedCartLoaded = false;
let reading = false;
const loadListeners = new Set<() => void>();

/** Reads the stored lines into the store: once the page is hydrated, and after another tab's change. */
export function loadStoredCart(): void {
  reading = true;
  useCartStore.setState(readStoredItems());
  reading = false;
  storedCartLoaded = true;
  loadListeners.forEach((listener) => listener());
}

/** Whether the stored cart has been read into the store (`useCartPersistence`). */
export function hasLoadedStoredCart(): boolean {
  return storedCartLoaded;
}

export function onStoredCartLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

// Every change of the lines is stored; whether the panel is open and the server's notices are
// not worth remembering across visits.
useCartStore.subscribe(({ items, giftCards }, previous) => {
  if ((items !== previous.items || giftCards !== previous.giftCards) && !reading)
    storeItems(items, giftCards);
});

/**
 * Loads the stored cart once the page is hydrated, and follows changes made in other tabs: the
 * server has no localStorage, so both it and the first client render see an empty cart. Mount
 * once, at the root.
 */
export function useCartPersistence(): void {
  useEffect(() => {
    loadStoredCart();
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) loadStoredCart();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
