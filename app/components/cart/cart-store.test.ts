import { beforeEach, describe, expect, it, vi } from "vitest";

// The store binds to localStorage when it is created, so the fake must exist before import.
const storage = vi.hoisted(() => {
  const values = new Map<string, string>();
  const fake = {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  Object.defineProperty(globalThis, "localStorage", { value: fake, configurable: true });
  return fake;
});

import type { CartProduct } from "~/modules/cart/cart-line";
import {
  CART_STORAGE_KEY,
  hasLoadedStoredCart,
  loadStoredCart,
  selectItemCount,
  selectSubtotalCents,
  useCartStore,
} from "./cart-store";

const mochi = {
  productId: "11111111-1111-4111-8111-111111111111",
  slug: "matcha-mochi",
  name: "Matcha Mochi",
  priceCents: 599,
  imageUrl: "/images/products/matcha-mochi.svg",
  stockQuantity: 12,
  maxPerOrder: 12,
} satisfies CartProduct;
const pepero = {
  ...mochi,
  productId: "22222222-2222-4222-8222-222222222222",
  slug: "pepero",
  name: "Pepero",
  priceCents: 250,
} satisfies CartProduct;

const cart = () => useCartStore.getState();

beforeEach(() => {
  storage.values.clear();
  useCartStore.setState({ items: [], isOpen: false, notices: {} });
});

describe("cart store", () => {
  it("adds one by default and raises an existing line by the amount given", () => {
    cart().addItem(mochi);
    cart().addItem(pepero, 2);
    cart().addItem(mochi, 3);
    expect(cart().items.map(({ slug, quantity }) => [slug, quantity])).toEqual([
      ["matcha-mochi", 4],
      ["pepero", 2],
    ]);
    expect(selectItemCount(cart())).toBe(6);
    expect(selectSubtotalCents(cart())).toBe(4 * 599 + 2 * 250);
  });

  it("refreshes a line's product data when the product is added again", () => {
    cart().addItem(mochi);
    cart().addItem({ ...mochi, priceCents: 649, stockQuantity: 3 });
    expect(cart().items).toEqual([{ ...mochi, priceCents: 649, stockQuantity: 3, quantity: 2 }]);
  });

  it("ignores an add of zero, negative or non-numeric amounts", () => {
    cart().addItem(mochi, 0);
    cart().addItem(mochi, -2);
    cart().addItem(mochi, Number.NaN);
    expect(cart().items).toEqual([]);
  });

  it("removes a line by product id", () => {
    cart().addItem(mochi);
    cart().addItem(pepero);
    cart().removeItem(mochi.productId);
    expect(cart().items.map((item) => item.slug)).toEqual(["pepero"]);
  });

  it("sets a quantity, and removes the line at 0 or less", () => {
    cart().addItem(mochi);
    cart().addItem(pepero);
    cart().updateQuantity(mochi.productId, 5);
    expect(cart().items[0]?.quantity).toBe(5);
    cart().updateQuantity(mochi.productId, 0);
    cart().updateQuantity(pepero.productId, -1);
    expect(cart().items).toEqual([]);
  });

  it("clears, toggles and opens", () => {
    cart().addItem(mochi);
    cart().clearCart();
    expect(selectItemCount(cart())).toBe(0);
    cart().toggleCart();
    expect(cart().isOpen).toBe(true);
    cart().toggleCart();
    expect(cart().isOpen).toBe(false);
    cart().setCartOpen(true);
    expect(cart().isOpen).toBe(true);
  });

  it("puts back the lines a Clear Cart took away, as they were, and stores them", () => {
    cart().addItem(mochi, 3);
    cart().addItem(pepero);
    const before = cart().items;
    cart().clearCart();
    expect(cart().items).toEqual([]);
    cart().restoreItems(before);
    expect(cart().items).toEqual(before);
    expect(selectItemCount(cart())).toBe(4);
    const stored = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "null") as { state: { items: unknown } };
    expect(stored.state.items).toEqual(before);
  });

  it("persists the items, not the open state, under sweet-trip-cart", () => {
    cart().addItem(pepero, 2);
    cart().toggleCart();
    const stored = JSON.parse(storage.values.get(CART_STORAGE_KEY) ?? "null");
    expect(stored).toEqual({ state: { items: [{ ...pepero, quantity: 2 }] }, version: 1 });
  });

  it("restores stored items when loaded and drops malformed lines", () => {
    storage.values.set(
      CART_STORAGE_KEY,
      JSON.stringify({
        state: { items: [{ ...mochi, quantity: 3 }, { productId: 7 }, { ...pepero, quantity: 0 }, null] },
        version: 1,
      }),
    );
    loadStoredCart();
    expect(cart().items).toEqual([{ ...mochi, quantity: 3 }]);
    expect(cart().isOpen).toBe(false);
  });

  it("starts empty, and counts as loaded, when the stored cart is not JSON", () => {
    storage.values.set(CART_STORAGE_KEY, '{"state":{"items":[');
    loadStoredCart();
    expect(cart().items).toEqual([]);
    expect(hasLoadedStoredCart()).toBe(true);
  });

  it("does not write back what it loads (another tab's change would come back to it)", () => {
    const stored = JSON.stringify({ state: { items: [{ ...mochi, quantity: 1 }, null] }, version: 1 });
    storage.values.set(CART_STORAGE_KEY, stored);
    loadStoredCart();
    expect(cart().items).toHaveLength(1);
    expect(storage.values.get(CART_STORAGE_KEY)).toBe(stored);
    cart().addItem(pepero);
    expect(JSON.parse(storage.values.get(CART_STORAGE_KEY)!).state.items).toHaveLength(2);
  });

  it("keeps working for the visit when the browser refuses to store it", () => {
    const setItem = vi.spyOn(storage, "setItem").mockImplementation(() => {
      throw new DOMException("quota exceeded", "QuotaExceededError");
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    cart().addItem(mochi);
    expect(cart().items).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
    setItem.mockRestore();
    warn.mockRestore();
  });

  it("starts empty when the stored cart is not a list", () => {
    storage.values.set(CART_STORAGE_KEY, JSON.stringify({ state: { items: "lots" }, version: 1 }));
    loadStoredCart();
    expect(cart().items).toEqual([]);
  });
});

describe("refresh from the server", () => {
  it("merges the quote into the lines and forgets a line's notice when the line is removed", () => {
    cart().addItem(mochi, 2);
    cart().addItem(pepero);
    cart().applyQuote([
      { ...mochi, priceCents: 649, isActive: true },
      { ...pepero, isActive: false },
    ]);
    expect(cart().items.find((item) => item.productId === mochi.productId)?.priceCents).toBe(649);
    expect(cart().notices).toEqual({
      [mochi.productId]: { priceChange: { fromCents: 599, toCents: 649 } },
      [pepero.productId]: { unavailable: "inactive" },
    });

    cart().removeItem(pepero.productId);
    expect(Object.keys(cart().notices)).toEqual([mochi.productId]);
    cart().clearCart();
    expect(cart().notices).toEqual({});
  });

  it("keeps a quantity changed while the quote was on its way", () => {
    cart().addItem(mochi);
    cart().updateQuantity(mochi.productId, 5);
    cart().applyQuote([{ ...mochi, isActive: true }]);
    expect(cart().items[0]?.quantity).toBe(5);
  });

  it("does not persist the notices", () => {
    cart().addItem(mochi);
    cart().applyQuote([{ ...mochi, isActive: false }]);
    expect(storage.values.get(CART_STORAGE_KEY)).not.toContain("notices");
  });
});
