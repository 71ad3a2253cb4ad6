import { describe, expect, it } from "vitest";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import {
  buyerProblems,
  initialShippingDetails,
  paymentIntentBody,
  shippingFieldProblem,
  shippingProblems,
  showsAddress,
  withAddress,
  withoutAddress,
} from "./shipping-details";

const filled = {
  ...initialShippingDetails(null),
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  address: "1 Candy Lane",
  city: "Portland",
  zipCode: "97201",
};

const home = {
  firstName: "Charles",
  lastName: "Babbage",
  phone: "+44 20 7946 0958",
  address: "1 Dorset Street",
  city: "London",
  state: "",
  zipCode: "W1U 4EG",
  country: "US" as const,
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

  it("starts from the default saved address on top of the profile, keeping the profile's e-mail", () => {
    const profile = {
      email: "ada@example.com",
      name: "Ada Lovelace",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "+1 555 0100",
      isAdmin: false,
    };
    expect(initialShippingDetails(profile, { ...home, id: "a", isDefault: true })).toEqual({
      ...home,
      email: "ada@example.com",
    });
    // An address saved without a phone keeps the profile's.
    expect(initialShippingDetails(profile, { ...home, phone: "", id: "a", isDefault: true }).phone).toBe(
      "+1 555 0100",
    );
  });

  it("fills the form from a saved address, knows it shows it, and empties the place for a new one", () => {
    const shown = withAddress(filled, home);
    expect(shown).toMatchObject({ firstName: "Charles", city: "London", email: "ada@example.com" });
    expect(showsAddress(shown, home)).toBe(true);
    expect(showsAddress({ ...shown, city: "Paris" }, home)).toBe(false);
    expect(withoutAddress(shown)).toMatchObject({
      firstName: "Charles",
      phone: "+44 20 7946 0958",
      address: "",
      city: "",
      zipCode: "",
      country: "US",
    });
  });

  it("finds each field's problem with the server's own schema", () => {
    expect(shippingProblems(filled)).toEqual({});
    expect(shippingProblems({ ...filled, firstName: " ", address: "", city: "" })).toEqual({
      firstName: "required",
      address: "required",
      city: "required",
    });
    expect(shippingProblems({ ...filled, email: "ada@", phone: "call me" })).toEqual({
      email: "emailInvalid",
      phone: "phoneInvalid",
    });
    expect(shippingFieldProblem("zipCode", "")).toBe("required");
    expect(shippingFieldProblem("email", "ada@example.com")).toBeNull();
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

describe("an order of gift cards alone (nothing to ship)", () => {
  const details = {
    email: "ana@example.com",
    firstName: "Ana",
    lastName: "García",
    phone: "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    country: "US",
  };
  it("asks only the buyer's fields when nothing ships", () => {
    expect(buyerProblems(details)).toEqual({});
    expect(Object.keys(shippingProblems(details)).sort()).toEqual(["address", "city", "zipCode"]);
    expect(buyerProblems({ ...details, email: "nope", firstName: "" })).toEqual({
      email: "emailInvalid",
      firstName: "required",
    });
  });
});
