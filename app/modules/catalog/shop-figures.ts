/**
 * The home page's figures, from the data (issue 10: no invented numbers). Counts are shown as a
 * floor a visitor can trust ("100+" for 135), exact below ten.
 */
export interface ShopFigures {
  /** Products on sale. */
  products: number;
  /** Countries those products come from. */
  countries: number;
  /** The average of every review, to one decimal; null before the first review. */
  averageRating: number | null;
}

/** 7 → "7", 12 → "10+", 135 → "100+", 2400 → "2000+": never more than there is. */
export function atLeast(count: number): string {
  if (count < 10) return String(Math.max(0, Math.floor(count)));
  const unit = 10 ** Math.floor(Math.log10(count));
  return `${Math.floor(count / unit) * unit}+`;
}
