import { describe, expect, it } from "vitest";
import { formatOrderDate, formatOrderTime } from "./order-dates";

describe("order dates", () => {
  const iso = "2025-03-03T23:30:00.000Z";

  it("are in the page's language, in UTC whatever the machine's zone", () => {
    expect(formatOrderDate(iso, "en")).toBe("March 3, 2025");
    expect(formatOrderDate(iso, "es")).toBe("3 de marzo de 2025");
    expect(formatOrderTime(iso, "en")).toMatch(/^Mar 3, 2025, 11:30\sPM UTC$/);
    expect(formatOrderTime(iso, "es")).toContain("23:30 UTC");
  });
});
