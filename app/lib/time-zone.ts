/**
 * Days in the shop's time zone (SHOP_TIME_ZONE, decision 095): what "today" is for a gift card's
 * delivery day, and when that day starts. Intl's time-zone data, no library.
 */

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `at`, read as if it were UTC (ms, whole seconds). */
function wallClock(at: Date, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of zoneFormat(timeZone).formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!);
}

/** Whether `timeZone` is a time zone this runtime knows (`America/Los_Angeles`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The day of `now` in `timeZone` (the shop's), as `YYYY-MM-DD`. */
export function shopDay(now: Date, timeZone = "UTC"): string {
  return new Date(wallClock(now, timeZone)).toISOString().slice(0, 10);
}

/** The instant `day` (`YYYY-MM-DD`) starts, 00:00, in `timeZone`. */
export function startOfShopDay(day: string, timeZone = "UTC"): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const offset = (at: number) => wallClock(new Date(at), timeZone) - Math.floor(at / 1000) * 1000;
  // Twice: the offset at the guess may differ from the one at midnight (a change of summer time).
  const guess = midnight - offset(midnight);
  return new Date(midnight - offset(guess));
}
