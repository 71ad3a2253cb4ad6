import { describe, expect, it } from "vitest";
import { orderPriceLines } from "./price-lines";

const order = {
  subtotalCents: 3000,
  discountCents: 300,
  couponCode: "SWEET10",
  shippingCents: 599,
  totalCents: 3299,
};

describe("orderPriceLines", () => {
  it("lists subtotal, the discount with its code, shipping and the order's total, in that order", () => {
    expect(orderPriceLines(order)).toEqual([
      { kind: "subtotal", amountCents: 3000, sign: 1 },
      { kind: "discount", amountCents: 300, sign: -1, detail: "SWEET10" },
      { kind: "shipping", amountCents: 599, sign: 1 },
      { kind: "total", amountCents: 3299, sign: 1 },
    ]);
  });

  it("leaves out a discount of nothing, and puts fees between the discount and shipping", () => {
    const lines = orderPriceLines({ ...order, discountCents: 0, couponCode: null }, [
      { kind: "giftWrap", amountCents: 400 },
      { kind: "insulation", amountCents: 0 },
    ]);
    expect(lines.map((line) => line.kind)).toEqual(["subtotal", "giftWrap", "shipping", "total"]);
  });

  it("ends with what a gift card paid and what the card payment took (decision 085)", () => {
    expect(orderPriceLines({ ...order, giftCardCents: 2500 }).slice(-3)).toEqual([
      { kind: "total", amountCents: 3299, sign: 1 },
      { kind: "giftCard", amountCents: 2500, sign: -1 },
      { kind: "paidByCard", amountCents: 799, sign: 1 },
    ]);
    expect(orderPriceLines({ ...order, giftCardCents: 0 }).at(-1)!.kind).toBe("total");
  });
});
