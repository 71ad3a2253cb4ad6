import { describe, expect, it } from "vitest";
import { validateTransition } from "./transition-schema";

describe("the status form's schema", () => {
  it("accepts a plain step and ignores shipment fields it does not need", () => {
    expect(validateTransition({ from: "paid", to: "processing", carrier: "" })).toEqual({
      success: true,
      data: { from: "paid", to: "processing" },
    });
  });

  it("asks shipping for a carrier and a tracking number, trimmed", () => {
    expect(
      validateTransition({ from: "processing", to: "shipped", carrier: "  ", trackingNumber: "" }),
    ).toEqual({ success: false, errors: { carrier: "required", trackingNumber: "required" } });
    expect(
      validateTransition({
        from: "processing",
        to: "shipped",
        carrier: " UPS ",
        trackingNumber: " 1Z 999-AA1 ",
      }),
    ).toEqual({
      success: true,
      data: { from: "processing", to: "shipped", carrier: "UPS", trackingNumber: "1Z 999-AA1" },
    });
  });

  it("refuses a tracking number with odd characters, and fields that are too long", () => {
    const problems = validateTransition({
      from: "processing",
      to: "shipped",
      carrier: "x".repeat(61),
      trackingNumber: "=HYPERLINK(1)",
      note: "n".repeat(501),
    });
    expect(problems).toEqual({
      success: false,
      errors: { carrier: "tooLong", trackingNumber: "trackingInvalid", note: "tooLong" },
    });
  });

  it("refuses a status that is not one an admin can take, or none", () => {
    expect(validateTransition({ from: "paid", to: "paid" })).toEqual({
      success: false,
      errors: { to: "invalid" },
    });
    expect(validateTransition({ from: "lost", to: "refunded" })).toEqual({
      success: false,
      errors: { from: "invalid" },
    });
    expect(validateTransition(new FormData())).toEqual({
      success: false,
      errors: { from: "invalid", to: "invalid" },
    });
  });
});
