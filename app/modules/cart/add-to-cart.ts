import type { CartItem, CartProduct } from "./cart-line";

/** Spec section 5, "Add to cart": why an add is refused, or null when it may go ahead. */
export type AddRefusal = { reason: "out-of-stock" } | { reason: "too-many"; available: number };

/**
 * Checks an add against the stock the page knows. What is already in the cart counts too, so a
 * shopper can never hold more than the stock (the server checks again at checkout).
 */
export function checkAdd(
  product: CartProduct,
  quantity: number,
  inCart: readonly CartItem[],
): AddRefusal | null {
  if (product.stockQuantity <= 0) return { reason: "out-of-stock" };
  const already = inCart.find((item) => item.productId === product.productId)?.quantity ?? 0;
  if (already + quantity > product.stockQuantity)
    return { reason: "too-many", available: product.stockQuantity };
  return null;
}
