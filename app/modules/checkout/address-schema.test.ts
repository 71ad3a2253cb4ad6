import { describe, expect, it } from "vitest";
import { customerInfoSchema } from "./checkout-schema";
import {
  addressSchema,
  isPlausiblePhone,
  sameAddress,
  validateAddress,
  validateAddressField,
} from "./address-schema";

const valid = {
  firstName: " Ada ",
  lastName: "Lovelace",
  phone: "",
  address: "1 Candy Lane",
  city: "Portland",
  state: "",
  zipCode: "97201",
};

describe("the shared address schema", () => {
  it("trims, fills the optional fields and defaults the country to US", () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, firstName: "Ada", country: "US" });
    expect(addressSchema.parse({ ...valid, state: undefined, phone: undefined, country: "" })).toMatchObject({
      state: "",
      phone: "",
      country: "US",
    });
    expect(addressSchema.parse({ ...valid, country: "us" }).country).toBe("US");
  });

  it("names each field's first problem as a code", () => {
    expect(
      validateAddress({
        ...valid,
        firstName: " ",
        city: "",
        zipCode: "1".repeat(21),
        phone: "x",
        country: "FR",
      }),
    ).toEqual({
      success: false,
      errors: {
        firstName: "required",
        city: "required",
        zipCode: "tooLong",
        phone: "phoneInvalid",
        country: "countryInvalid",
      },
    });
  });

  it("takes a US ZIP code, five digits or ZIP+4, and nothing else", () => {
    for (const zipCode of ["97201", " 97201 ", "97201-1234"]) {
      expect(validateAddress({ ...valid, zipCode }).success, zipCode).toBe(true);
    }
    for (const zipCode of ["!!!", "9720", "972011", "97201-12", "W1U 4EG", "ABCDE"]) {
      expect(validateAddress({ ...valid, zipCode }), zipCode).toEqual({
        success: false,
        errors: { zipCode: "zipInvalid" },
      });
    }
  });

  it("reads a form, where missing fields are blank", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    expect(validateAddress(form)).toMatchObject({ success: true, data: { country: "US" } });
    form.delete("lastName");
    expect(validateAddress(form)).toEqual({ success: false, errors: { lastName: "required" } });
  });

  it("takes an optional, plausible phone: digits, spaces, +, - and parentheses, 7–20 characters", () => {
    for (const phone of ["5550100", "+1 (555) 010-0100", "+44 20 7946 0958", "(503) 555-0199"]) {
      expect(isPlausiblePhone(phone), phone).toBe(true);
      expect(validateAddressField("phone", phone), phone).toBeNull();
    }
    for (const phone of [
      "555010",
      "+1 555 0100 ext. 2",
      "call me",
      "1".repeat(21),
      "+() - () -",
      "555.010.0100",
    ]) {
      expect(isPlausiblePhone(phone), phone).toBe(false);
      expect(validateAddressField("phone", phone), phone).toBe("phoneInvalid");
    }
    expect(validateAddressField("phone", "   ")).toBeNull();
  });

  it("is the checkout's shipping schema too", () => {
    const customer = {
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "call me",
      shippingAddress: { address: "1 Candy Lane", city: "", zipCode: "97201", country: "FR" },
    };
    const issues = customerInfoSchema.safeParse(customer).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual(
      expect.arrayContaining([
        ["phone", "phoneInvalid"],
        ["shippingAddress.city", "required"],
        ["shippingAddress.country", "countryInvalid"],
      ]),
    );
  });

  it("tells the same address apart from another, whatever the case and spacing", () => {
    const a = addressSchema.parse(valid);
    expect(sameAddress(a, { ...a, address: " 1  candy LANE " })).toBe(true);
    expect(sameAddress(a, { ...a, zipCode: "97202" })).toBe(false);
    expect(sameAddress(a, { ...a, firstName: "Charles" })).toBe(false);
  });
});
