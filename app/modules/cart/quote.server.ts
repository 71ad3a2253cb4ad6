import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { QuotedProduct } from "./quote";
import type { Language } from "~/lib/language";
import { productName } from "~/modules/catalog/product-summaries.server";

/** A cart holds at most this many lines; a longer request is refused, not truncated. */
export const MAX_QUOTE_LINES = 100;

/** POST /api/cart/quote's body: the cart's lines as the browser remembers them. */
export const quoteRequestSchema = z.object({
  items: z
    .array(z.object({ productId: z.uuid(), quantity: z.number().int().positive() }))
    .max(MAX_QUOTE_LINES),
});

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * The current price, stock, name and first image of the products asked for. An inactive one is
 * only marked so (the cart says it is no longer available), its price and stock kept to the
 * shop. Unknown ids are simply absent.
 */
export async function quoteProducts(
  db: Database,
  productIds: readonly string[],
  language: Language = "en",
): Promise<QuotedProduct[]> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      name: productName(language),
      priceCents: products.priceCents,
      imageUrls: products.imageUrls,
      stockQuantity: products.stockQuantity,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return rows.map(({ imageUrls, isActive, ...product }) =>
    isActive
      ? { ...product, isActive, imageUrl: imageUrls[0] ?? null }
      : { productId: product.productId, isActive },
  );
}
