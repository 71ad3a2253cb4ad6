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
});
