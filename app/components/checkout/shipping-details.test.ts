import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { initialShippingDetails, missingPrepareFields, paymentIntentBody } from "./shipping-details";

const filled = {
  ...initialShippingDetails(null),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  address: "1 Candy Lane",
  city: "Portland",
  zipCode: "97201",
};

describe("shipping details", () => {
  it("starts empty with the United States, or from the signed-in profile", () => {
    expect(initialShippingDetails(null)).toMatchObject({ firstName: "", email: "", country: "US" });
    expect(
      initialShippingDetails({
        email: "ada@example.com",
        name: "Ada King Lovelace",
        firstName: "Ada",
        lastName: "King Lovelace",
        phone: "+1 555 0100",
        isAdmin: false,
      }),
    ).toMatchObject({
      firstName: "Ada",
      lastName: "King Lovelace",
      email: "ada@example.com",
      phone: "+1 555 0100",
    });
  });

  it("names the blank fields among first name, last name, e-mail and address only", () => {
    expect(missingPrepareFields(filled)).toEqual([]);
    expect(missingPrepareFields({ ...filled, firstName: " ", address: "", city: "" })).toEqual([
      "firstName",
      "address",
    ]);
  });

  it("builds a body the server's schema accepts, billing to the shipping address", () => {
    const body = paymentIntentBody(
      filled,
      [
        {
          productId: "0b5c2f6e-2a0e-4d7c-9a51-3c9a3e7b1f10",
          slug: "pocky",
          name: "Pocky",
          priceCents: 299,
          imageUrl: null,
          stockQuantity: 9,
          quantity: 2,
        },
      ],
      1197,
      "SWEET10",
    );
    const parsed = checkoutRequestSchema.parse(body);
    expect(parsed.amount).toBe(1197);
    expect(parsed.cartItems[0]).toMatchObject({ quantity: 2, price: 2.99 });
    expect(parsed.customerInfo.billingAddress).toMatchObject({
      sameAsShipping: true,
      address: "1 Candy Lane",
    });
    expect(parsed.couponCode).toBe("SWEET10");
  });
});
