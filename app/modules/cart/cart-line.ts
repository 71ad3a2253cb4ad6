/**
 * A cart line as the browser keeps it (the store lives in app/components/cart/cart-store.ts):
 * what the UI needs to draw it. Prices here are only for display; the server recomputes every
 * total at checkout.
 */
export interface CartProduct {
  productId: string;
  slug: string;
  name: string;
  /** Unit price in US cents when the product was added or last refreshed. */
  priceCents: number;
  imageUrl: string | null;
  stockQuantity: number;
  /**
   * The most one order may hold (decision 036). Absent on a line stored before limits existed:
   * the default stands in until the next quote brings the product's own.
   */
  maxPerOrder?: number;
  /**
   * Melts in the heat (decision 075): checkout offers insulation in summer. Known from the
   * cart's refresh (checkout refreshes when shown); absent until then.
   */
  heatSensitive?: boolean;
}

export interface CartItem extends CartProduct {
  quantity: number;
}
