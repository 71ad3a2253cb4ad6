import type { CartItem, CartProduct } from "./cart-line";
import { buyableQuantity, DEFAULT_MAX_PER_ORDER } from "./order-limit";

/** Spec section 5, "Add to cart": why an add is refused, or null when it may go ahead. */
export type AddRefusal =
  | { reason: "out-of-stock" }
  | { reason: "too-many"; available: number }
  /** The product's per-order limit (decision 036) would be passed. */
  | { reason: "limit"; limit: number };

/**
 * Checks an add against the stock and the per-order limit the page knows. What is already in
 * the cart counts too, so a shopper can never hold more than either (the server checks again
 * at the quote and at checkout).
 */
export function checkAdd(
  product: CartProduct,
  quantity: number,
  inCart: readonly CartItem[],
): AddRefusal | null {
  if (product.stockQuantity <= 0) return { reason: "out-of-stock" };
  const already = inCart.find((item) => item.productId === product.productId)?.quantity ?? 0;
  if (already + quantity <= buyableQuantity(product.stockQuantity, product.maxPerOrder)) return null;
  const limit = product.maxPerOrder ?? DEFAULT_MAX_PER_ORDER;
  // Pages print the stock only up to the limit (decision 038): at the limit, it is the limit.
  return limit <= product.stockQuantity
    ? { reason: "limit", limit }
    : { reason: "too-many", available: product.stockQuantity };
}
