import { describe, expect, it } from "vitest";
import { allProducts } from "~/db/seed/catalogue";
import { addressCountryName, countryCode, countryName } from "./countries";

describe("countryName", () => {
  it("names the origin country in Spanish", () => {
    expect(countryName("Japan", "es")).toBe("Japón");
    expect(countryName("South Korea", "es")).toBe("Corea del Sur");
    expect(countryName("United States", "es")).toBe("Estados Unidos");
  });

  it("keeps the stored English name in English, and any name it does not know", () => {
    expect(countryName("South Korea", "en")).toBe("South Korea");
    expect(countryName("Atlantis", "es")).toBe("Atlantis");
  });

  it("knows every origin country of the demo catalogue", () => {
    for (const { originCountry } of allProducts)
      expect(countryCode(originCountry), originCountry).toBeDefined();
    expect(countryCode("constructor")).toBeUndefined();
  });
});

describe("addressCountryName", () => {
  it("names an address's country code in the language asked for", () => {
    expect(addressCountryName("US", "en")).toBe("United States");
    expect(addressCountryName("US", "es")).toBe("Estados Unidos");
  });

  it("keeps what is not a country code as stored", () => {
    expect(addressCountryName("United States", "es")).toBe("United States");
    expect(addressCountryName("", "en")).toBe("");
  });
});
