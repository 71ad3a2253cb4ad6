import type { Language } from "./language";
import { regionNames } from "./formats";

/**
 * Products store their origin country by its English name (as the spec's data does). To show it
 * in the page's language, the name is mapped to its ISO 3166 code and Intl names it; a country
 * missing here is shown as stored.
 */
const CODES: Record<string, string> = {
  Argentina: "AR",
  Australia: "AU",
  Austria: "AT",
  Belgium: "BE",
  Brazil: "BR",
  Canada: "CA",
  China: "CN",
  Denmark: "DK",
  Finland: "FI",
  France: "FR",
  Germany: "DE",
  India: "IN",
  Indonesia: "ID",
  Israel: "IL",
  Italy: "IT",
  Japan: "JP",
  Malaysia: "MY",
  Mexico: "MX",
  Netherlands: "NL",
  "New Zealand": "NZ",
  Norway: "NO",
  Peru: "PE",
  Philippines: "PH",
  Poland: "PL",
  Portugal: "PT",
  "South Korea": "KR",
  Spain: "ES",
  Sweden: "SE",
  Switzerland: "CH",
  Taiwan: "TW",
  Thailand: "TH",
  Turkey: "TR",
  "United Kingdom": "GB",
  "United States": "US",
  Vietnam: "VN",
};

/** The countries named here, by their stored (English) names. */
export const KNOWN_COUNTRIES: readonly string[] = Object.keys(CODES);

/** The ISO 3166 code of a stored country name, if known. */
export function countryCode(storedName: string): string | undefined {
  return Object.hasOwn(CODES, storedName) ? CODES[storedName] : undefined;
}

/** "Japan" → "Japón" in Spanish; unknown names come back as they are. */
export function countryName(storedName: string, language: Language): string {
  const code = countryCode(storedName);
  if (!code || language === "en") return storedName;
  return regionNames(language).of(code) ?? storedName;
}

/**
 * An address's country, stored as its ISO 3166 code ("US"), named in `language`: "United
 * States" / "Estados Unidos". What is not such a code comes back as stored, where Intl would
 * throw: a page or a receipt must not fail over it.
 */
export function addressCountryName(code: string, language: Language): string {
  return /^[A-Z]{2}$/.test(code) ? (regionNames(language).of(code) ?? code) : code;
}
