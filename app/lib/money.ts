/** Prices are integer cents everywhere below the UI; this is the one place they become text. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/**
 * Prices already written, by cents: a page writes the same few dozen prices on every render (a
 * card's, a line's, a total's), and `Intl.NumberFormat#format` costs some microseconds each.
 * Bounded: when full, the oldest price written goes.
 */
const written = new Map<number, string>();
const MAX_WRITTEN = 2_000;

/** `1299` → `"$12.99"` (spec section 9: USD formatted en-US, in every language). */
export function formatPrice(cents: number): string {
  // -0 would find 0's text ("$0.00" for "-$0.00"): a Map takes them for one key.
  if (Object.is(cents, -0)) return usd.format(cents / 100);
  let text = written.get(cents);
  if (text === undefined) {
    text = usd.format(cents / 100);
    if (written.size >= MAX_WRITTEN) written.delete(written.keys().next().value!);
    written.set(cents, text);
  }
  return text;
}

// "1,234.50" (groups of three, then a point) or "1234,5" / "1234.5" (one separator, either mark:
// a Spanish admin or shopper types a comma). A comma before exactly three digits groups them.
const TYPED_DOLLARS = /^(?:(\d{1,3}(?:,\d{3}){1,2})(?:\.(\d{1,2}))?|(\d{1,9})(?:[.,](\d{1,2}))?)$/;

/**
 * A dollar amount as a person types it (`"4.99"`, `"$12"`, `"1,250.5"`, `"12,34"`) → integer
 * cents; null when it is anything else (a third decimal, a sign, an exponent, words). Each form
 * bounds the amount itself.
 */
export function dollarsToCents(typed: string): number | null {
  const match = TYPED_DOLLARS.exec(typed.trim().replace(/^\$\s*/, ""));
  if (!match) return null;
  const whole = (match[1] ?? match[3]!).replaceAll(",", "");
  const fraction = match[2] ?? match[4] ?? "";
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 499 → "4.99": stored cents as a form's amount field shows them. */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);
