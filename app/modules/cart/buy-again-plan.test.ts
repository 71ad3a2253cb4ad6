import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart-line";
import { offersBuyAgain, planBuyAgain } from "./buy-again-plan";

const line = (id: string, quantity: number, stockQuantity = 50, maxPerOrder = 12): CartItem => ({
  productId: id,
  slug: id,
  name: `Candy ${id}`,
  priceCents: 199,
  imageUrl: null,
  stockQuantity,
  maxPerOrder,
  quantity,
});

describe("planBuyAgain", () => {
  it("adds each line at the quantity bought, on top of an empty cart", () => {
    const plan = planBuyAgain(
      { lines: [line("a", 2), line("b", 1)], outOfStock: ["Gone"], withdrawn: [], fewer: [] },
      [],
    );
    expect(plan.adds.map(({ product, quantity }) => [product.productId, quantity])).toEqual([
      ["a", 2],
      ["b", 1],
    ]);
    expect(plan.added).toBe(3);
    expect(plan.outOfStock).toEqual(["Gone"]);
    expect(plan.adds[0]!.product).not.toHaveProperty("quantity");
  });

  it("never passes the limit with what the cart holds already, and names the line so cut", () => {
    const plan = planBuyAgain(
      { lines: [line("a", 5), line("b", 3, 4)], outOfStock: [], withdrawn: [], fewer: [] },
      [line("a", 10), line("b", 4, 4)],
    );
    expect(plan.adds.map(({ product, quantity }) => [product.productId, quantity])).toEqual([["a", 2]]);
    expect(plan.fewer).toEqual(["Candy a", "Candy b"]);
    expect(plan.added).toBe(2);
  });
});

describe("offersBuyAgain", () => {
  it("offers it once paid and while the order stands, not while unpaid, cancelled or refunded", () => {
    for (const status of ["paid", "processing", "shipped", "delivered"])
      expect(offersBuyAgain(status)).toBe(true);
    for (const status of ["pending_payment", "cancelled", "refunded"])
      expect(offersBuyAgain(status)).toBe(false);
  });
});
