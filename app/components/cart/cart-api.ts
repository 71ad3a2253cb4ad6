import type { QuotedProduct } from "~/modules/cart/quote";

/**
 * The browser's one client for `POST /api/cart/quote`: fresh prices and stock for the cart's
 * lines; null when the server did not answer (offline, aborted, an error), in which case the
 * lines stay as remembered (the server recomputes everything at checkout anyway).
 */
export async function quoteCart(
  items: readonly { productId: string; quantity: number }[],
  signal?: AbortSignal,
): Promise<QuotedProduct[] | null> {
  try {
    const response = await fetch("/api/cart/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ items: items.map(({ productId, quantity }) => ({ productId, quantity })) }),
      signal,
    });
    if (!response.ok) return null;
    const products = ((await response.json()) as { products?: unknown }).products;
    return Array.isArray(products) ? (products as QuotedProduct[]) : null;
  } catch {
    return null;
  }
}
