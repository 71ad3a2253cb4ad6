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
