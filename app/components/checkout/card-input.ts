/**
 * Typing helpers for the sandbox card form: they shape what the shopper types the way card
 * forms usually do (groups of four, "MM / YY") and read it back for the sandbox API.
 */

const MAX_CARD_DIGITS = 19;

function digitsOf(input: string): string {
  return input.replace(/\D/g, "");
}

/** `"4242424242424242"` → `"4242 4242 4242 4242"`; anything but digits is dropped. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The digits of a card number as typed. */
export function cardNumberDigits(input: string): string {
  return digitsOf(input).slice(0, MAX_CARD_DIGITS);
}

/** `"1234"` → `"12 / 34"`, `"1"` → `"1"`; a first digit above 1 is a month: `"5"` → `"05 / "`. */
export function formatExpiry(input: string): string {
  let digits = digitsOf(input);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** `"12 / 34"` → `{ expMonth: 12, expYear: 2034 }`; null unless a month 01–12 and two year digits. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const digits = digitsOf(input);
  if (digits.length !== 4) return null;
  const expMonth = Number(digits.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(digits.slice(2)) };
}

/** A CVC is three or four digits. */
export function formatCvc(input: string): string {
  return digitsOf(input).slice(0, 4);
}
