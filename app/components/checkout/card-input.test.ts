import { describe, expect, it } from "vitest";
import { cardNumberDigits, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from "./card-input";

describe("card number", () => {
  it("groups digits by four and drops everything else", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42a")).toBe("4242 4242 42");
    expect(formatCardNumber("4242 ")).toBe("4242");
  });

  it("stops at 19 digits", () => {
    expect(cardNumberDigits("1".repeat(25))).toHaveLength(19);
    expect(cardNumberDigits("4000 0000 0000 0002")).toBe("4000000000000002");
  });
});

describe("expiry", () => {
  it("writes MM / YY as the shopper types", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12 / ");
    expect(formatExpiry("1234")).toBe("12 / 34");
    expect(formatExpiry("12 / 345")).toBe("12 / 34");
    expect(formatExpiry("5")).toBe("05 / ");
  });

  it("reads a month and a four-digit year, or nothing", () => {
    expect(parseExpiry("12 / 34")).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry("01/30")).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseExpiry("13 / 30")).toBeNull();
    expect(parseExpiry("00 / 30")).toBeNull();
    expect(parseExpiry("12 / 3")).toBeNull();
  });
});

it("keeps three or four CVC digits", () => {
  expect(formatCvc("12a3")).toBe("123");
  expect(formatCvc("123456")).toBe("1234");
});
