import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/setup";
import { checkoutRequestSchema } from "./checkout-schema";
import { couponProblemMessage, requestProblemMessage, type CouponProblem } from "./messages";

const t = translator("en");
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
    const es = translator("es");
    const { key, values } = couponProblemMessage("minimum", 5000);
    expect(es(key, values)).toBe("Se requiere un pedido mínimo de $50.00");
  });
});

describe("a refused checkout request", () => {
  const customerInfo = {
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "",
    shippingAddress: { address: "1 Candy Lane", city: "Portland", zipCode: "97201" },
  };
  const problem = (info: object, language: "en" | "es" = "en") => {
    const body = {
      amount: 100,
      cartItems: [{ product_id: "7f8c1f5e-8f5a-4c4e-9d6c-2b1f0e3a4b5c", quantity: 1 }],
      customerInfo: { ...customerInfo, ...info },
    };
    return requestProblemMessage(language, checkoutRequestSchema.safeParse(body).error!.issues);
  };

  it("answers a blank required field with the spec's message, in the shopper's language", () => {
    expect(problem({ lastName: "" })).toBe("Please fill in all required shipping information");
    expect(problem({ shippingAddress: { ...customerInfo.shippingAddress, city: " " } }, "es")).toBe(
      "Completa toda la información de envío obligatoria",
    );
  });

  it("names the field with another problem", () => {
    expect(problem({ phone: "call me" })).toBe(
      "Phone (optional): Please enter a valid phone number (digits, spaces, +, - and parentheses; 7–20 characters)",
    );
    expect(problem({ email: "ada@" })).toBe("Email: Please enter a valid e-mail address");
  });
});
