import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.server";
import { orderLines, orders, products } from "~/db/schema";
import type { QuotedProduct } from "./quote";
import type { Language } from "~/lib/language";
import { productName } from "~/modules/catalog/product-summaries.server";
import { translator } from "~/i18n/setup";

/** A cart holds at most this many lines; a longer request is refused, not truncated. */
export const MAX_QUOTE_LINES = 100;

/** POST /api/cart/quote's body: the cart's lines as the browser remembers them. */
export const quoteRequestSchema = z.object({
  items: z
    .array(z.object({ productId: z.uuid(), quantity: z.number().int().positive() }))
    .max(MAX_QUOTE_LINES),
});

type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * The current price, stock, per-order limit, name and first image of the products asked for, and
 * for a line above the limit an `error` in the request's language. An inactive one is
 * only marked so (the cart says it is no longer available), its price and stock kept to the
 * shop. Unknown ids are simply absent.
 *
 * The stock is what this browser can buy: what is left, plus what its own unpaid order holds
 * (`checkoutToken`, the browser's checkout session). Preparing a payment again gives that order's
 * stock back before taking it (prepare.server.ts), so a shopper who left the payment step finds
 * their cart as they left it, not sold out by their own reservation.
 */
export async function quoteProducts(
  db: Database,
  items: readonly (string | QuoteRequest["items"][number])[],
  language: Language = "en",
  checkoutToken: string | null = null,
): Promise<QuotedProduct[]> {
  const asked = askedQuantities(items);
  const ids = [...asked.keys()];
  if (ids.length === 0) return [];
  const [rows, held] = await Promise.all([quotedRows(db, ids, language), heldFor(db, ids, checkoutToken)]);
  const t = translator(language);
  return rows.map(({ imageUrls, isActive, ...product }) => {
    if (!isActive) return { productId: product.productId, isActive };
    // The server decides: a line above the product's limit is refused, saying why (decision 036).
    const overLimit = (asked.get(product.productId) ?? 0) > product.maxPerOrder;
    return {
      ...product,
      stockQuantity: product.stockQuantity + (held.get(product.productId) ?? 0),
      isActive,
      imageUrl: imageUrls[0] ?? null,
      ...(overLimit && {
        error: t("checkout.refusal.overLimit", { name: product.name, count: product.maxPerOrder }),
      }),
    };
  });
}

/** The quantity asked per product (lines of one product summed); a bare id asks for none. */
function askedQuantities(items: readonly (string | { productId: string; quantity: number })[]) {
  const asked = new Map<string, number>();
  for (const item of items) {
    const [id, quantity] = typeof item === "string" ? [item, 0] : [item.productId, item.quantity];
    asked.set(id, (asked.get(id) ?? 0) + quantity);
  }
  return asked;
}

function quotedRows(db: Database, ids: string[], language: Language) {
  return db
    .select({
      productId: products.id,
      slug: products.slug,
      name: productName(language),
      priceCents: products.priceCents,
      imageUrls: products.imageUrls,
      stockQuantity: products.stockQuantity,
      maxPerOrder: products.maxPerOrder,
      heatSensitive: products.heatSensitive,
      isActive: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/** Quantities of `ids` that the unpaid orders of the checkout session `token` hold. */
async function heldFor(db: Database, ids: string[], token: string | null): Promise<Map<string, number>> {
  if (!token) return new Map();
  const rows = await db
    .select({ productId: orderLines.productId, quantity: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.checkoutToken, token),
        eq(orders.status, "pending_payment"),
        inArray(orderLines.productId, ids),
      ),
    )
    .groupBy(orderLines.productId);
  return new Map(rows.flatMap((row) => (row.productId ? [[row.productId, row.quantity] as const] : [])));
}
