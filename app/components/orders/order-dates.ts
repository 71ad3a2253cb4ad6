import { dateTimeWithZone, longDate } from "~/lib/formats";
import type { Language } from "~/lib/language";

/** Order dates in the page's language, in UTC (said as such on times: see ~/lib/formats). */

/** "March 3, 2025" / "3 de marzo de 2025". */
export function formatOrderDate(iso: string, language: Language): string {
  return longDate(language).format(new Date(iso));
}

/** "Mar 3, 2025, 10:05 AM UTC" / "3 mar 2025, 10:05 UTC". */
export function formatOrderTime(iso: string, language: Language): string {
  return dateTimeWithZone(language).format(new Date(iso));
}
