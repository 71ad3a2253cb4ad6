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
