import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "./checkout-schema";

const valid = {
  amount: 1599,
  cartItems: [
    { product_id: "7f8c1f5e-8f5a-4c4e-9d6c-2b1f0e3a4b5c", product_name: "Pocky", quantity: 1, price: 9.99 },
  ],
  customerInfo: {
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "García",
    shippingAddress: { address: "1 Candy Lane", city: "Austin", zipCode: "78701" },
  },
  couponCode: null,
};

describe("checkout request", () => {
  it("fills the spec's defaults: currency usd, country US, billing same as shipping", () => {
    const parsed = checkoutRequestSchema.parse(valid);
    expect(parsed.currency).toBe("usd");
    expect(parsed.customerInfo.shippingAddress.country).toBe("US");
    expect(parsed.customerInfo.billingAddress.sameAsShipping).toBe(true);
  });

  it.each(["firstName", "lastName", "email"] as const)("marks %s as required", (field) => {
    const result = checkoutRequestSchema.safeParse({
      ...valid,
      customerInfo: { ...valid.customerInfo, [field]: "  " },
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ["customerInfo", field], message: "required" });
  });

  it("marks the address as required", () => {
    const result = checkoutRequestSchema.safeParse({
      ...valid,
      customerInfo: {
        ...valid.customerInfo,
        shippingAddress: { ...valid.customerInfo.shippingAddress, address: "" },
      },
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["customerInfo", "shippingAddress", "address"],
      message: "required",
    });
  });

  it("limits quantities to 1–99 and carts to 50 lines", () => {
    const line = valid.cartItems[0]!;
    for (const quantity of [0, 100, 1.5]) {
      expect(checkoutRequestSchema.safeParse({ ...valid, cartItems: [{ ...line, quantity }] }).success).toBe(
        false,
      );
    }
    expect(checkoutRequestSchema.safeParse({ ...valid, cartItems: Array(51).fill(line) }).success).toBe(
      false,
    );
    expect(checkoutRequestSchema.safeParse({ ...valid, cartItems: [] }).success).toBe(false);
  });
});

describe("gift options in the checkout request", () => {
  const giftOf = (gift: unknown) => checkoutRequestSchema.safeParse({ ...valid, gift });

  it("is no gift and no insulation unless asked", () => {
    const parsed = checkoutRequestSchema.parse(valid);
    expect(parsed.gift).toBeUndefined();
    expect(parsed.insulated).toBe(false);
  });

  it("fills a gift's defaults and keeps the message's line breaks", () => {
    const parsed = giftOf({ message: "  Happy birthday!\r\nLove, Ana  " });
    expect(parsed.success && parsed.data.gift).toEqual({
      recipientName: "",
      message: "Happy birthday!\nLove, Ana",
      hidePrices: false,
      giftWrap: false,
    });
  });

  it("counts the message as typed: 250 characters, an emoji being one", () => {
    expect(giftOf({ message: "🍫".repeat(250) }).success).toBe(true);
    expect(giftOf({ message: "a".repeat(250) }).success).toBe(true);
    const long = giftOf({ message: "a".repeat(251) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ["gift", "message"], message: "messageTooLong" });
  });

  it("refuses control characters and an overlong name", () => {
    expect(giftOf({ message: "hi\u0000" }).error?.issues[0]?.message).toBe("invalidCharacters");
    expect(giftOf({ recipientName: "Luis\u0007" }).error?.issues[0]?.message).toBe("invalidCharacters");
    expect(giftOf({ recipientName: "L".repeat(101) }).error?.issues[0]?.message).toBe("tooLong");
  });
});
