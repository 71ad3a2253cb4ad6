import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-line";
import { hasUnavailableLines, mergeQuote, purchasableItems, type OnSaleProduct } from "./quote";

const line = (id: string, overrides: Partial<CartItem> = {}): CartItem => ({
  productId: id,
  slug: `product-${id}`,
  name: `Product ${id}`,
  priceCents: 299,
  imageUrl: `/images/products/product-${id}-1.svg`,
  stockQuantity: 10,
  maxPerOrder: 12,
  quantity: 2,
  ...overrides,
});

const current = (item: CartItem, overrides: Partial<OnSaleProduct> = {}): OnSaleProduct => ({
  productId: item.productId,
  slug: item.slug,
  name: item.name,
  priceCents: item.priceCents,
  imageUrl: item.imageUrl,
  stockQuantity: item.stockQuantity,
  maxPerOrder: item.maxPerOrder ?? 12,
  isActive: true,
  ...overrides,
});

describe("mergeQuote", () => {
  it("leaves an unchanged cart as it is, without notices", () => {
    const items = [line("a"), line("b")];
    expect(
      mergeQuote(
        items,
        items.map((item) => current(item)),
      ),
    ).toEqual({ items, notices: {} });
  });

  it("takes the server's price, stock, name, slug and image and reports a price change", () => {
    const item = line("a");
    const product = current(item, {
      priceCents: 349,
      stockQuantity: 7,
      name: "Renamed",
      slug: "renamed",
      imageUrl: null,
    });
    const { items, notices } = mergeQuote([item], [product]);
    expect(items).toEqual([
      { ...item, priceCents: 349, stockQuantity: 7, name: "Renamed", slug: "renamed", imageUrl: null },
    ]);
    expect(notices).toEqual({ a: { priceChange: { fromCents: 299, toCents: 349 } } });
  });

  it("lowers a quantity above the stock to the stock and says so", () => {
    const item = line("a", { quantity: 8 });
    const { items, notices } = mergeQuote([item], [current(item, { stockQuantity: 3 })]);
    expect(items[0]!.quantity).toBe(3);
    expect(notices).toEqual({ a: { quantityLowered: { from: 8, to: 3 } } });
  });

  it("marks a sold-out line without touching its quantity", () => {
    const item = line("a", { quantity: 4 });
    const { items, notices } = mergeQuote([item], [current(item, { stockQuantity: 0 })]);
    expect(items[0]!.quantity).toBe(4);
    expect(notices).toEqual({ a: { unavailable: "sold-out" } });
  });

  it("marks a withdrawn product's line inactive and keeps what the browser remembered", () => {
    const item = line("a", { quantity: 4 });
    const { items, notices } = mergeQuote([item], [{ productId: "a", isActive: false }]);
    expect(items).toEqual([item]);
    expect(notices).toEqual({ a: { unavailable: "inactive" } });
  });

  it("marks a line whose product is gone and keeps what the browser remembered", () => {
    const kept = line("a");
    const gone = line("b");
    const { items, notices } = mergeQuote([kept, gone], [current(kept)]);
    expect(items).toEqual([kept, gone]);
    expect(notices).toEqual({ b: { unavailable: "gone" } });
  });

  it("keeps the first price seen across refreshes, and drops the notice when it returns to it", () => {
    const item = line("a");
    const first = mergeQuote([item], [current(item, { priceCents: 349 })]);
    const second = mergeQuote(first.items, [current(item, { priceCents: 399 })], first.notices);
    expect(second.notices).toEqual({ a: { priceChange: { fromCents: 299, toCents: 399 } } });
    const third = mergeQuote(second.items, [current(item)], second.notices);
    expect(third.notices).toEqual({});
  });

  it("keeps a lowered-quantity note on the next refresh, but re-decides availability", () => {
    const item = line("a", { quantity: 8 });
    const first = mergeQuote([item], [current(item, { stockQuantity: 3 })]);
    const second = mergeQuote(first.items, [current(item, { stockQuantity: 3 })], first.notices);
    expect(second.notices).toEqual({ a: { quantityLowered: { from: 8, to: 3 } } });

    const soldOut = mergeQuote([item], [current(item, { stockQuantity: 0 })]);
    const back = mergeQuote(soldOut.items, [current(item, { stockQuantity: 20 })], soldOut.notices);
    expect(back.notices).toEqual({});
  });
});

describe("purchasable lines", () => {
  const items = [line("a"), line("b")];
  const notices = {
    b: { unavailable: "inactive" as const },
    a: { priceChange: { fromCents: 1, toCents: 2 } },
  };

  it("leaves unavailable lines out of what can be bought", () => {
    expect(purchasableItems(items, notices)).toEqual([items[0]]);
    expect(hasUnavailableLines(items, notices)).toBe(true);
    expect(hasUnavailableLines([items[0]!], notices)).toBe(false);
  });
});

describe("mergeQuote and the per-order limit (decision 036)", () => {
  it("lowers a quantity above the product's limit to it, saying it is the limit", () => {
    const items = [line("a", { stockQuantity: 100, quantity: 30 })];
    const merged = mergeQuote(items, [current(items[0]!, { maxPerOrder: 12 })]);
    expect(merged.items[0]).toMatchObject({ quantity: 12, maxPerOrder: 12 });
    expect(merged.notices).toEqual({ a: { quantityLowered: { from: 30, to: 12, byLimit: true } } });
  });

  it("lowers to the stock when the stock is below the limit", () => {
    const items = [line("a", { stockQuantity: 100, quantity: 10 })];
    const merged = mergeQuote(items, [current(items[0]!, { stockQuantity: 4, maxPerOrder: 12 })]);
    expect(merged.notices).toEqual({ a: { quantityLowered: { from: 10, to: 4 } } });
  });
});
