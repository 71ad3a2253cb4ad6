import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import type { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";

/**
 * Stock held by unpaid orders. Every transaction that touches stock locks product rows in one
 * order (by id, after any order rows it locks), so concurrent checkouts, payments and sweepers
 * wait for each other instead of deadlocking.
 */

export interface LockedProduct {
  id: string;
  name: string;
  /** Its Spanish name, if it has one (decision 023). */
  name_es: string | null;
  slug: string;
  price_cents: number;
  stock_quantity: number;
  /** The most one order may hold (decision 036). */
  max_per_order: number;
  image_urls: string[];
  is_active: boolean;
  /** Melts in the heat: insulated packaging is offered in summer (decision 075). */
  heat_sensitive: boolean;
}

/** Locks the products `ids` (FOR UPDATE, in id order) and returns them by id. */
export async function lockProducts(
  tx: Database,
  ids: readonly string[],
): Promise<Map<string, LockedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<LockedProduct>(
    tx,
    sql`SELECT id, name, name_es, slug, price_cents, stock_quantity, max_per_order, image_urls, is_active, heat_sensitive
        FROM products WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY id FOR UPDATE`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Quantities per product of an order's lines (lines of a deleted product hold no stock). */
export async function orderQuantities(tx: Database, orderId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ product_id: string; quantity: number }>(
    tx,
    sql`SELECT product_id, sum(quantity)::int AS quantity FROM order_lines
        WHERE order_id = ${orderId} AND product_id IS NOT NULL GROUP BY product_id`,
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

/**
 * Takes `quantity` of a product if that many are left: one guarded UPDATE, so stock never goes
 * below zero however many buyers race. Returns whether it was taken; `shown` hears the move.
 */
export async function takeStock(
  tx: Database,
  productId: string,
  quantity: number,
  shown: ShownStockChanges,
): Promise<boolean> {
  const [taken] = await queryRows<StockAfter>(
    tx,
    sql`UPDATE products SET stock_quantity = stock_quantity - ${quantity}
        WHERE id = ${productId} AND stock_quantity >= ${quantity} RETURNING stock_quantity, max_per_order`,
  );
  if (taken) shown.moved(productId, moveOf(taken, -quantity));
  return taken !== undefined;
}

/** Puts `quantities` back on the shelf (products in id order); `shown` hears each move. */
export async function returnStock(
  tx: Database,
  quantities: Map<string, number>,
  shown: ShownStockChanges,
): Promise<void> {
  for (const [productId, quantity] of [...quantities].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [row] = await queryRows<StockAfter>(
      tx,
      sql`UPDATE products SET stock_quantity = stock_quantity + ${quantity} WHERE id = ${productId}
          RETURNING stock_quantity, max_per_order`,
    );
    if (row) shown.moved(productId, moveOf(row, quantity));
  }
}

/** A product's stock and limit as a stock change returned them. */
export interface StockAfter {
  stock_quantity: number;
  max_per_order: number;
}

/** The move that `change` (negative: taken) made to reach `row`, for ShownStockChanges. */
export function moveOf(row: StockAfter, change: number) {
  return { before: row.stock_quantity - change, after: row.stock_quantity, maxPerOrder: row.max_per_order };
}

/**
 * Cancels an unpaid order the caller has locked: its stock goes back and its coupon use is no
 * longer held. Locks the order's products first (in id order), so it cannot deadlock.
 */
export async function releaseOrder(
  tx: Database,
  orderId: string,
  now: Date,
  shown: ShownStockChanges,
): Promise<void> {
  const quantities = await orderQuantities(tx, orderId);
  await lockProducts(tx, [...quantities.keys()]);
  await returnStock(tx, quantities, shown);
  await tx.execute(
    sql`UPDATE orders SET status = 'cancelled', cancelled_at = ${now.toISOString()}::timestamptz, reserved_until = NULL,
            client_ip = NULL,
            updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${orderId}`,
  );
}
