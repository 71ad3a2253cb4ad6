import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n/setup";
import { couponProblemMessage, type CouponProblem } from "./messages";

const t = createI18n("en").t;
const text = (problem: CouponProblem, minimum?: number) => {
  const { key, values } = couponProblemMessage(problem, minimum);
  return t(key, values);
};

describe("coupon messages", () => {
  it("says the spec's text for each problem", () => {
    expect(text("blank")).toBe("Please enter a coupon code");
    expect(text("invalid")).toBe("Invalid coupon code");
    expect(text("expired")).toBe("Coupon has expired");
    expect(text("limit")).toBe("Coupon usage limit exceeded");
    expect(text("failed")).toBe("Failed to apply coupon");
  });

  it("names the minimum order in dollars", () => {
    expect(text("minimum", 5000)).toBe("Minimum order amount of $50.00 required");
  });

  it("has a Spanish text for each problem", () => {
    const es = createI18n("es").t;
    const { key, values } = couponProblemMessage("minimum", 5000);
    expect(es(key, values)).toBe("Se requiere un pedido mínimo de $50.00");
  });
});
