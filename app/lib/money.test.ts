import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsToCents, formatPrice } from "./money";

describe("formatPrice", () => {
  it("formats integer cents as en-US dollars", () => {
    expect(formatPrice(1299)).toBe("$12.99");
    expect(formatPrice(599)).toBe("$5.99");
    expect(formatPrice(6000)).toBe("$60.00");
    expect(formatPrice(0)).toBe("$0.00");
    expect(formatPrice(123456)).toBe("$1,234.56");
  });

  it("writes a price it wrote before as a fresh formatter does, past its bound too", () => {
    const fresh = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const prices = [1299, -500, 0, -0, 5, 99_999_99, 12.5];
    for (let cents = 0; cents < 2_500; cents += 1) prices.push(cents * 7);
    // Twice: the second time most come from what was written, the first ones having been dropped.
    for (const round of [1, 2])
      for (const cents of prices)
        expect(formatPrice(cents), `${cents}, round ${round}`).toBe(fresh.format(cents / 100));
    expect(formatPrice(-0)).toBe("-$0.00");
  });
});

describe("dollarsToCents", () => {
  it("reads an amount as people type it", () => {
    expect(dollarsToCents("4.99")).toBe(499);
    expect(dollarsToCents("4.5")).toBe(450);
    expect(dollarsToCents(" $12 ")).toBe(1200);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("12,34")).toBe(1234);
    expect(dollarsToCents("1,250.5")).toBe(125050);
    expect(dollarsToCents("1,000")).toBe(100000);
    expect(dollarsToCents("2,500,000")).toBe(250000000);
  });

  it("refuses anything else", () => {
    for (const bad of [
      "",
      "1.",
      "4.999",
      "1.234",
      "-1",
      "1e3",
      "abc",
      "ten",
      "1,00,0",
      "1,000,50",
      "12.34.5",
      "$",
    ])
      expect(dollarsToCents(bad), bad).toBeNull();
  });

  it("shows stored cents back as the form's amount", () => {
    expect(centsToDollars(1250)).toBe("12.50");
    expect(dollarsToCents(centsToDollars(1999))).toBe(1999);
  });
});
