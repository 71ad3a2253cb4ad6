/**
 * The per-order limit of one product (decision 036): the most of it one order may hold, set per
 * product in the admin. Nobody holds unpaid more than a fair share of a product; the server
 * refuses more at the cart quote and at Prepare Payment, the page and the cart never offer it.
 */

/** A new product's limit: a generous bag of one candy, far from a shelf's worth. */
export const DEFAULT_MAX_PER_ORDER = 12;

/** The highest limit an admin may set: a cart line holds at most 99 (MAX_LINE_QUANTITY). */
export const MAX_PER_ORDER_CEILING = 99;

/**
 * The most of a product a shopper may put in one order now: its stock, and never more than its
 * limit. A cart line remembered from before limits existed has none: the default applies until
 * the next quote says otherwise.
 */
export function buyableQuantity(stockQuantity: number, maxPerOrder: number | undefined): number {
  return Math.max(0, Math.min(stockQuantity, maxPerOrder ?? DEFAULT_MAX_PER_ORDER));
}
