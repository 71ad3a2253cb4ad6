import { shopDay, startOfShopDay } from "~/lib/time-zone";

/**
 * Gift cards' rules shared by the pages and the server (decision 085): what may be bought, when
 * it may be delivered, how a code is written, and how much of an order a card pays.
 */

/** The amounts offered as buttons; any whole-dollar or cent amount between the bounds may be chosen. */
export const GIFT_CARD_PRESETS_CENTS = [1000, 2500, 5000, 10000] as const;
// The bounds of an amount: in a module of their own, as the browser's cart store checks stored
// lines by them on every page and should not load the rest of these rules for it.
export { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS } from "./amount-bounds";
/** The delivery date: the shop's today up to this many days ahead (decision 095). */
export const GIFT_CARD_MAX_DAYS_AHEAD = 365;
export const GIFT_CARD_MESSAGE_MAX_CHARACTERS = 250;
/** At most this many cards in one order. */
export const MAX_GIFT_CARDS_PER_ORDER = 10;

/** A code: 16 characters of 32 without look-alikes (no 0, O, 1 or I): 80 random bits. */
export const GIFT_CARD_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const GIFT_CARD_CODE_LENGTH = 16;

/** Upper case, without spaces or dashes: `abcd-efgh …` and `ABCDEFGH…` are the same code. */
export function normalizeGiftCardCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, "");
}

/** Whether a typed code could be a code at all (saves a lookup for a typo). */
export function looksLikeGiftCardCode(normalized: string): boolean {
  return normalized.length === GIFT_CARD_CODE_LENGTH && /^[A-Z0-9]+$/.test(normalized);
}

/** `ABCD-EFGH-JKMN-PQRS`, as the e-mail and the admin show a code once. */
export function formatGiftCardCode(code: string): string {
  return (
    normalizeGiftCardCode(code)
      .match(/.{1,4}/g)
      ?.join("-") ?? code
  );
}

/** The UTC day of `now` as `YYYY-MM-DD`. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

// Decision 095: delivery days are the shop's days (SHOP_TIME_ZONE), not UTC's.
export { shopDay, startOfShopDay } from "~/lib/time-zone";

/** Whether `day` is a real date from the shop's today up to a year ahead. */
export function deliveryDayAllowed(day: string, now: Date, timeZone = "UTC"): boolean {
  return deliveryDayFrom(day, shopDay(now, timeZone));
}

/** Whether `day` is a real date from `today` (`YYYY-MM-DD`, the shop's) up to a year ahead. */
export function deliveryDayFrom(day: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return false;
  if (isoDay(new Date(`${day}T00:00:00Z`)) !== day) return false;
  return day >= today && day <= addDays(today, GIFT_CARD_MAX_DAYS_AHEAD);
}

/**
 * When the card's e-mail is due: the start of its day in the shop's time zone; null when that is
 * not after `now` (it goes at once).
 */
export function sendAfterFor(day: string, now: Date, timeZone = "UTC"): Date | null {
  const due = startOfShopDay(day, timeZone);
  return due.getTime() > now.getTime() ? due : null;
}

/**
 * How much of an order a card pays (decision 085): as much as its balance allows of what it may
 * pay (the total less any gift cards bought in the order: a card never buys another), leaving the
 * card payment at least `minCardCents` when one is needed at all (a card provider refuses less),
 * so the card may pay a little less than it could. `due` is what the card payment takes; 0 means
 * the gift card pays everything. `payable`: null when the order cannot be paid this way (a total
 * under the card minimum that the gift card cannot cover whole).
 */
export function giftCardPayment(input: {
  totalCents: number;
  giftCardsBoughtCents: number;
  balanceCents: number;
  minCardCents: number;
}): { giftCardCents: number; dueCents: number } | null {
  const { totalCents, minCardCents } = input;
  const payable = Math.max(0, totalCents - Math.max(0, input.giftCardsBoughtCents));
  let giftCardCents = Math.max(0, Math.min(input.balanceCents, payable));
  let dueCents = totalCents - giftCardCents;
  if (dueCents > 0 && dueCents < minCardCents) {
    giftCardCents = Math.max(0, totalCents - minCardCents);
    dueCents = totalCents - giftCardCents;
  }
  if (dueCents > 0 && dueCents < minCardCents) return null;
  return { giftCardCents, dueCents };
}
