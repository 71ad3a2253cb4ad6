import { describe, expect, it } from "vitest";
import { endOfDay, validateCoupon, type CouponValidation } from "./coupon-schema";

const now = new Date("2026-06-15T12:00:00Z");
const valid = {
  code: "summer-25",
  discountType: "percentage",
  discountValue: "25",
  minimumOrder: "",
  expiresOn: "",
  usageLimit: "",
};
const check = (fields: Partial<Record<keyof typeof valid, string>>, currentExpiresOn?: string) =>
  validateCoupon({ ...valid, ...fields }, { now, currentExpiresOn });
const errorsOf = (validation: CouponValidation) => (validation.success ? {} : validation.errors);

describe("the admin's coupon form", () => {
  it("stores a valid form: the code trimmed and upper-cased, blanks as no minimum, no expiry, no limit", () => {
    expect(check({ code: "  summer-25 " })).toEqual({
      success: true,
      data: {
        code: "SUMMER-25",
        discountType: "percentage",
        discountValue: 25,
        minimumOrderCents: 0,
        expiresAt: null,
        usageLimit: null,
      },
    });
  });

  it("refuses codes that are blank, too short or long, or have other characters than letters, digits and dashes", () => {
    expect(errorsOf(check({ code: "  " }))).toEqual({ code: "required" });
    expect(errorsOf(check({ code: "ab" }))).toEqual({ code: "codeLength" });
    expect(errorsOf(check({ code: "A".repeat(33) }))).toEqual({ code: "codeLength" });
    expect(errorsOf(check({ code: "SUMMER 25" }))).toEqual({ code: "codeFormat" });
    expect(errorsOf(check({ code: "SÜß10" }))).toEqual({ code: "codeFormat" });
    expect(errorsOf(check({ code: "10%OFF" }))).toEqual({ code: "codeFormat" });
  });

  it("accepts only percentage or fixed_amount", () => {
    expect(errorsOf(check({ discountType: "bogus" }))).toEqual({ discountType: "typeInvalid" });
    expect(errorsOf(check({ discountType: "" }))).toEqual({ discountType: "typeInvalid" });
  });

  it("takes a percentage as whole percent points above 0 and at most 100", () => {
    expect(check({ discountValue: "100" }).success).toBe(true);
    expect(check({ discountValue: "15%" })).toMatchObject({ data: { discountValue: 15 } });
    expect(errorsOf(check({ discountValue: "0" }))).toEqual({ discountValue: "valuePositive" });
    expect(errorsOf(check({ discountValue: "101" }))).toEqual({ discountValue: "percentMax" });
    expect(errorsOf(check({ discountValue: "12.5" }))).toEqual({ discountValue: "percentInteger" });
    expect(errorsOf(check({ discountValue: "-5" }))).toEqual({ discountValue: "valueInvalid" });
    expect(errorsOf(check({ discountValue: "" }))).toEqual({ discountValue: "required" });
  });

  it("takes a fixed amount in dollars and stores cents, above 0", () => {
    expect(check({ discountType: "fixed_amount", discountValue: "7.5" })).toMatchObject({
      data: { discountType: "fixed_amount", discountValue: 750 },
    });
    expect(check({ discountType: "fixed_amount", discountValue: "$1,250" })).toMatchObject({
      data: { discountValue: 125_000 },
    });
    // 150 dollars is a valid amount, though it would be an invalid percentage.
    expect(check({ discountType: "fixed_amount", discountValue: "150" }).success).toBe(true);
    expect(errorsOf(check({ discountType: "fixed_amount", discountValue: "0.00" }))).toEqual({
      discountValue: "valuePositive",
    });
    expect(errorsOf(check({ discountType: "fixed_amount", discountValue: "7.505" }))).toEqual({
      discountValue: "amountFormat",
    });
    expect(errorsOf(check({ discountType: "fixed_amount", discountValue: "100000.01" }))).toEqual({
      discountValue: "amountMax",
    });
  });

  it("takes a minimum order in dollars (zero allowed)", () => {
    expect(check({ minimumOrder: "49.99" })).toMatchObject({ data: { minimumOrderCents: 4999 } });
    expect(check({ minimumOrder: "0" })).toMatchObject({ data: { minimumOrderCents: 0 } });
    expect(errorsOf(check({ minimumOrder: "-1" }))).toEqual({ minimumOrder: "amountFormat" });
    expect(errorsOf(check({ minimumOrder: "lots" }))).toEqual({ minimumOrder: "amountFormat" });
  });

  it("makes the expiry the end of the chosen day in UTC, and refuses a day that is past or does not exist", () => {
    expect(check({ expiresOn: "2026-06-15" })).toMatchObject({
      data: { expiresAt: new Date("2026-06-15T23:59:59.999Z") },
    });
    expect(errorsOf(check({ expiresOn: "2026-06-14" }))).toEqual({ expiresOn: "datePast" });
    expect(errorsOf(check({ expiresOn: "2026-02-30" }))).toEqual({ expiresOn: "dateInvalid" });
    expect(errorsOf(check({ expiresOn: "next week" }))).toEqual({ expiresOn: "dateInvalid" });
    // An expired coupon's own day may stay when the rest of it is edited.
    expect(check({ expiresOn: "2026-01-01" }, "2026-01-01").success).toBe(true);
    expect(errorsOf(check({ expiresOn: "2026-01-02" }, "2026-01-01"))).toEqual({ expiresOn: "datePast" });
  });

  it("takes a usage limit as a whole number of at least 1", () => {
    expect(check({ usageLimit: "100" })).toMatchObject({ data: { usageLimit: 100 } });
    for (const limit of ["0", "2.5", "-3", "many", "1000001"]) {
      expect(errorsOf(check({ usageLimit: limit }))).toEqual({ usageLimit: "limitInteger" });
    }
  });

  it("reports every field's problem at once", () => {
    expect(
      errorsOf(
        check({
          code: "x",
          discountValue: "500",
          minimumOrder: "abc",
          expiresOn: "2020-01-01",
          usageLimit: "0",
        }),
      ),
    ).toEqual({
      code: "codeLength",
      discountValue: "percentMax",
      minimumOrder: "amountFormat",
      expiresOn: "datePast",
      usageLimit: "limitInteger",
    });
  });

  it("reads a FormData as well as a plain object", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(valid)) form.set(name, value);
    expect(validateCoupon(form, { now })).toEqual(check({}));
  });
});

describe("dollars and days", () => {
  it("knows leap days", () => {
    expect(endOfDay("2028-02-29")?.toISOString()).toBe("2028-02-29T23:59:59.999Z");
    expect(endOfDay("2027-02-29")).toBeUndefined();
  });
});
