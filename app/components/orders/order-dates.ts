import type { Language } from "~/lib/language";

/**
 * Order dates in the page's language. In UTC, said as such on times: the server renders the
 * page without knowing the visitor's time zone, and the browser must hydrate the same text.
 */
const dates = new Map<Language, Intl.DateTimeFormat>();
const times = new Map<Language, Intl.DateTimeFormat>();

/** "March 3, 2025" / "3 de marzo de 2025". */
export function formatOrderDate(iso: string, language: Language): string {
  let format = dates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" });
    dates.set(language, format);
  }
  return format.format(new Date(iso));
}

/** "Mar 3, 2025, 10:05 AM UTC" / "3 mar 2025, 10:05 UTC". */
export function formatOrderTime(iso: string, language: Language): string {
  let format = times.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    });
    times.set(language, format);
  }
  return format.format(new Date(iso));
}
