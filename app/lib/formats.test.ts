import { describe, expect, it } from "vitest";
import {
  alphabetical,
  conjunction,
  dateTimeWithZone,
  longDate,
  nutritionAmount,
  oneDecimal,
  regionNames,
  wholeNumber,
} from "./formats";

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

describe("the product facts' formatters", () => {
  it("are made once per language", () => {
    expect(nutritionAmount("es")).toBe(nutritionAmount("es"));
    expect(nutritionAmount("en")).not.toBe(nutritionAmount("es"));
    expect(conjunction("en")).toBe(conjunction("en"));
  });

  it("write what the formatters made on every render wrote", () => {
    for (const [language, locale] of [
      ["en", "en-US"],
      ["es", "es-ES"],
    ] as const) {
      const fresh = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
      for (const value of [0.6, 8.1, 24, 505, 1234.567, 0.005])
        expect(nutritionAmount(language).format(value)).toBe(fresh.format(value));
      const list = ["milk", "soy", "wheat"];
      expect(conjunction(language).format(list)).toBe(
        new Intl.ListFormat(language, { type: "conjunction" }).format(list),
      );
    }
    expect(nutritionAmount("es").format(8.1)).toBe("8,1");
    expect(conjunction("en").format(["milk", "soy", "wheat"])).toBe("milk, soy, and wheat");
  });
});
