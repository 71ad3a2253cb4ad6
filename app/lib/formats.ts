import type { Language } from "~/lib/language";

/**
 * The shop's number, date and region formatters, one per language and kind, made at first use.
 * Making an Intl formatter costs a good fraction of a millisecond; made in a component, it was
 * made again on every render (the product page made two, the reviews' date and the average,
 * ~4 % of its server time). Dates are in UTC: the server renders without knowing the visitor's
 * time zone, and the browser must hydrate the same text.
 */
function perLanguage<Format>(make: (language: Language) => Format): (language: Language) => Format {
  const made = new Map<Language, Format>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = make(language)));
    return format;
  };
}

/** "1,234" / "1234". */
export const wholeNumber = perLanguage((language) => new Intl.NumberFormat(language));

/** An average: "4.0" / "4,0". */
export const oneDecimal = perLanguage(
  (language) => new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
);

/** "March 3, 2025" / "3 de marzo de 2025". */
export const longDate = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }),
);

/** "Mar 3, 2025" / "3 mar 2025". */
export const mediumDate = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }),
);

/** "Mar 3" / "3 mar". */
export const dayAndMonth = perLanguage(
  (language) => new Intl.DateTimeFormat(language, { day: "numeric", month: "short", timeZone: "UTC" }),
);

/** "Mar 3, 2025, 10:05:09 AM" / "3 mar 2025, 10:05:09". */
export const mediumDateTime = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" }),
);

/** "Mar 3, 2025, 10:05 AM UTC" / "3 mar 2025, 10:05 UTC". */
export const dateTimeWithZone = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }),
);

/**
 * A product's nutrition amounts: up to two decimals, "8.1" / "8,1", "1,234.5" / "1234,5". The
 * region is named ("en-US", "es-ES") as the product page always wrote it.
 */
export const nutritionAmount = perLanguage(
  (language) => new Intl.NumberFormat(language === "es" ? "es-ES" : "en-US", { maximumFractionDigits: 2 }),
);

/** A list read as one: "milk, soy, and wheat" / "leche, soja y trigo". */
export const conjunction = perLanguage((language) => new Intl.ListFormat(language, { type: "conjunction" }));

/** Countries by ISO 3166 code: "JP" → "Japan" / "Japón". */
export const regionNames = perLanguage((language) => new Intl.DisplayNames([language], { type: "region" }));

/** Alphabetical order as a reader of the language expects it ("Japón" between "Italia" and "México"). */
export const alphabetical = perLanguage((language) => new Intl.Collator(language));
