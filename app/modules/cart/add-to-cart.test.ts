import { describe, expect, it } from "vitest";
import { checkAdd } from "./add-to-cart";
import type { CartProduct } from "./cart-line";

const pocky: CartProduct = {
  productId: "p1",
  slug: "pocky",
  name: "Pocky",
  priceCents: 299,
  imageUrl: null,
  stockQuantity: 3,
};

describe("checkAdd", () => {
  it("refuses an out-of-stock product", () => {
    expect(checkAdd({ ...pocky, stockQuantity: 0 }, 1, [])).toEqual({ reason: "out-of-stock" });
  });

  it("refuses more than the stock, counting what the cart already holds", () => {
    expect(checkAdd(pocky, 4, [])).toEqual({ reason: "too-many", available: 3 });
    expect(checkAdd(pocky, 2, [{ ...pocky, quantity: 2 }])).toEqual({ reason: "too-many", available: 3 });
  });

  it("allows up to the stock", () => {
    expect(checkAdd(pocky, 3, [])).toBeNull();
    expect(checkAdd(pocky, 1, [{ ...pocky, quantity: 2 }])).toBeNull();
  });

  it("refuses more than the product's per-order limit, counting the cart", () => {
    const plenty = { ...pocky, stockQuantity: 100, maxPerOrder: 5 };
    expect(checkAdd(plenty, 5, [])).toBeNull();
    expect(checkAdd(plenty, 6, [])).toEqual({ reason: "limit", limit: 5 });
    expect(checkAdd(plenty, 1, [{ ...plenty, quantity: 5 }])).toEqual({ reason: "limit", limit: 5 });
  });

  it("says the limit when the page's stock is the limit (pages print stock only up to it)", () => {
    const printed = { ...pocky, stockQuantity: 12, maxPerOrder: 12 };
    expect(checkAdd(printed, 13, [])).toEqual({ reason: "limit", limit: 12 });
  });

  it("applies the default limit of 12 to a line stored before limits existed", () => {
    const plenty = { ...pocky, stockQuantity: 100 };
    expect(checkAdd(plenty, 12, [])).toBeNull();
    expect(checkAdd(plenty, 13, [])).toEqual({ reason: "limit", limit: 12 });
  });
});
