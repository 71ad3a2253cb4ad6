/** Stock rules of spec section 9, shared by the server and the UI. */

/** Cards and the cart panel: 1 to 5 left is "Low Stock", 0 (or less) is "Out of Stock". */
export const LOW_STOCK_BADGE_MAX = 5;
/** Product page: above 10 is "In Stock"; 1 to 10 shows "Only n left". */
export const IN_STOCK_INDICATOR_MIN = 11;

export type StockBadge = "out-of-stock" | "low-stock" | null;

export function stockBadge(stock: number): StockBadge {
  if (stock <= 0) return "out-of-stock";
  if (stock <= LOW_STOCK_BADGE_MAX) return "low-stock";
  return null;
}

export type StockIndicator =
  { level: "in-stock" } | { level: "few-left"; count: number } | { level: "out-of-stock" };

export function stockIndicator(stock: number): StockIndicator {
  if (stock <= 0) return { level: "out-of-stock" };
  if (stock < IN_STOCK_INDICATOR_MIN) return { level: "few-left", count: stock };
  return { level: "in-stock" };
}

export function isOutOfStock(stock: number): boolean {
  return stock <= 0;
}

/**
 * The stock as pages print it: what the product page's indicator, the badges and the quantity
 * stepper need and no more. The indicator says "In Stock" from 11, the badges care up to 5, and
 * the stepper goes up to the product's limit per order (decision 036). Pages are sent this, so a
 * sale that takes stock 140 to 139 leaves every page as it was and the page cache keeps it
 * (decision 038); the server checks the real stock at checkout.
 */
export function shownStock(stock: number, maxPerOrder: number): number {
  return Math.max(0, Math.min(stock, Math.max(IN_STOCK_INDICATOR_MIN, maxPerOrder)));
}
