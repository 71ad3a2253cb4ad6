import { describe, expect, it } from "vitest";
import { stockBadge, stockIndicator } from "./stock";

describe("stock badge on cards", () => {
  it.each([
    [0, "out-of-stock"],
    [-2, "out-of-stock"],
    [1, "low-stock"],
    [5, "low-stock"],
    [6, null],
    [100, null],
  ] as const)("stock %i → %s", (stock, badge) => {
    expect(stockBadge(stock)).toBe(badge);
  });
});

describe("stock indicator on the product page", () => {
  it("is In Stock above 10, Only n left from 1 to 10, Out of Stock at 0", () => {
    expect(stockIndicator(11)).toEqual({ level: "in-stock" });
    expect(stockIndicator(10)).toEqual({ level: "few-left", count: 10 });
    expect(stockIndicator(1)).toEqual({ level: "few-left", count: 1 });
    expect(stockIndicator(0)).toEqual({ level: "out-of-stock" });
  });
});
