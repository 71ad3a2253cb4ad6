import { LANGUAGE_PARAM, type Language } from "~/lib/language";
import type { QuotedProduct } from "~/modules/cart/quote";

/**
 * The browser's one client for `POST /api/cart/quote`: fresh prices and stock for the cart's
 * lines, the products named in `language` (the page's, English too, asked for with `?lang=`: the
 * cookie may already say another tab's choice); null when the server did not answer (offline,
 * aborted, an error), in which case the lines stay as remembered (the server recomputes
 * everything at checkout anyway).
 */
export async function quoteCart(
  items: readonly { productId: string; quantity: number }[],
  language: Language,
  signal?: AbortSignal,
): Promise<QuotedProduct[] | null> {
  try {
    const response = await fetch(`/api/cart/quote?${LANGUAGE_PARAM}=${language}`, {
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
