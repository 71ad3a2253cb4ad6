import type { CartItem, CartProduct } from "./cart-line";
import { buyableQuantity } from "./order-limit";

/** What "Buy again" adds to the cart as it is now, and what it tells the shopper (decision 081). */
export interface BuyAgainPlan {
  adds: { product: CartProduct; quantity: number }[];
  /** Units added in all. */
  added: number;
  outOfStock: string[];
  withdrawn: string[];
  /** Lines added with fewer than were bought: the stock, the limit, or what the cart held already. */
  fewer: string[];
}

/**
 * The server's answer (lines still sold, at today's prices) laid on the cart the browser holds: a
 * line goes in on top of what the cart has of it, never past the stock or the per-order limit.
 * Pure, so the page and its tests share it.
 */
export function planBuyAgain(
  answer: {
    lines: readonly CartItem[];
    outOfStock: readonly string[];
    withdrawn: readonly string[];
    fewer: readonly string[];
  },
  inCart: readonly CartItem[],
): BuyAgainPlan {
  const fewer = [...answer.fewer];
  const adds: BuyAgainPlan["adds"] = [];
  let added = 0;
  for (const { quantity: bought, ...product } of answer.lines) {
    const already = inCart.find((item) => item.productId === product.productId)?.quantity ?? 0;
    const quantity = Math.min(bought, buyableQuantity(product.stockQuantity, product.maxPerOrder) - already);
    if (quantity < bought && !fewer.includes(product.name)) fewer.push(product.name);
    if (quantity <= 0) continue;
    adds.push({ product, quantity });
    added += quantity;
  }
  return { adds, added, outOfStock: [...answer.outOfStock], withdrawn: [...answer.withdrawn], fewer };
}

/**
 * Whether the guest's order page (the receipt's link, the browser that placed it) offers "Buy
 * again": once the order is paid, and while it stands (paid, processing, shipped, delivered) — not
 * while its payment is awaited (the cart still holds it) nor once cancelled or refunded (decision
 * 081). The page's action checks it again.
 */
export const BUY_AGAIN_STATUSES = ["paid", "processing", "shipped", "delivered"] as const;

export function offersBuyAgain(status: string): boolean {
  return (BUY_AGAIN_STATUSES as readonly string[]).includes(status);
}
