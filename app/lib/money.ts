/** Prices are integer cents everywhere below the UI; this is the one place they become text. */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** `1299` → `"$12.99"` (spec section 9: USD formatted en-US, in every language). */
export function formatPrice(cents: number): string {
  return usd.format(cents / 100);
}
