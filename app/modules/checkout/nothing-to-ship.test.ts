import { describe, expect, it } from "vitest";
import { checkoutRequestSchema, shipsSomething } from "./checkout-schema";
import { requestProblemMessage } from "./messages";

/** An order of gift cards alone ships nothing: no address asked (issue 29, decision 085). */

const card = {
  amountCents: 2500,
  recipientName: "Lucía",
  recipientEmail: "lucia@example.com",
  message: "",
  deliverOn: "2026-11-27",
};
const buyer = { email: "ana@example.com", firstName: "Ana", lastName: "García" };
const candy = { product_id: "7f8c1f5e-8f5a-4c4e-9d6c-2b1f0e3a4b5c", product_name: "Pocky", quantity: 1 };

describe("the checkout request", () => {
  it("takes an order of gift cards alone without a shipping address", () => {
    const parsed = checkoutRequestSchema.parse({
      amount: 2500,
      cartItems: [],
      giftCards: [card],
      customerInfo: buyer,
    });
    expect(shipsSomething(parsed)).toBe(false);
    expect(parsed.customerInfo).toMatchObject({ ...buyer, shippingAddress: { address: "", zipCode: "" } });
  });

  it("still needs the buyer's name and e-mail", () => {
    const result = checkoutRequestSchema.safeParse({
      amount: 2500,
      cartItems: [],
      giftCards: [card],
      customerInfo: { ...buyer, email: "", lastName: " " },
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "customerInfo.email",
      "customerInfo.lastName",
    ]);
  });

  it("needs the whole address as soon as there is candy, cards or not, with the spec's message", () => {
    for (const giftCards of [[], [card]]) {
      const result = checkoutRequestSchema.safeParse({
        amount: 5000,
        cartItems: [candy],
        giftCards,
        customerInfo: { ...buyer, shippingAddress: { address: "1 Candy Lane", zipCode: "7870" } },
      });
      expect(result.success).toBe(false);
      const issues = result.error!.issues;
      expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
        ["customerInfo.shippingAddress.city", "required"],
        ["customerInfo.shippingAddress.zipCode", "zipInvalid"],
      ]);
      expect(requestProblemMessage("en", issues)).toBe("Please fill in all required shipping information");
    }
    // Without any address at all, too.
    const bare = checkoutRequestSchema.safeParse({ amount: 5000, cartItems: [candy], customerInfo: buyer });
    expect(bare.success).toBe(false);
    expect(requestProblemMessage("es", bare.error!.issues)).toBe(
      requestProblemMessage("es", [
        { path: ["customerInfo", "shippingAddress", "address"], message: "required" },
      ]),
    );
  });
});
