import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

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
