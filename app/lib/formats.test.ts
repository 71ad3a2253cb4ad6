import { describe, expect, it } from "vitest";
import { alphabetical, dateTimeWithZone, longDate, oneDecimal, regionNames, wholeNumber } from "./formats";

describe("the shop's formatters", () => {
  it("are made once per language and kind", () => {
    expect(longDate("es")).toBe(longDate("es"));
    expect(longDate("en")).not.toBe(longDate("es"));
    expect(oneDecimal("en")).not.toBe(wholeNumber("en"));
  });

  it("speak the language they were made for, in UTC", () => {
    const lateEvening = new Date("2025-03-03T23:30:00Z");
    expect(longDate("en").format(lateEvening)).toBe("March 3, 2025");
    expect(longDate("es").format(lateEvening)).toBe("3 de marzo de 2025");
    expect(dateTimeWithZone("en").format(lateEvening)).toContain("UTC");
    expect(oneDecimal("en").format(4)).toBe("4.0");
    expect(oneDecimal("es").format(4.3)).toBe("4,3");
    expect(regionNames("es").of("JP")).toBe("Japón");
    expect(["México", "Japón", "Italia", "Alemania"].sort(alphabetical("es").compare)).toEqual([
      "Alemania",
      "Italia",
      "Japón",
      "México",
    ]);
  });
});
