import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { orders, stockMovements, type Order, type StockReason } from "~/db/schema";
import type { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { lockProducts, moveOf, orderQuantities, type StockAfter } from "./reservations.server";
import { recordStatusChange } from "./status-changes.server";
import { returnOrderGiftCard, voidOrderCards } from "~/modules/gift-cards/ledger.server";

/**
 * Giving a paid order's money back (decision 014): an admin's cancel or refund, or a refund the
 * provider reports (Stripe's `charge.refunded`). Whoever comes first moves the order; the other
 * finds it moved and changes nothing, so the stock comes back once.
 */

/** The statuses from which the money (and the stock) can still go back: the goods have not left. */
export const MONEY_BACK_FROM = ["paid", "processing"] as const;

export const canGiveMoneyBack = (order: Pick<Order, "status">) =>
  (MONEY_BACK_FROM as readonly string[]).includes(order.status);

export interface MoneyBack {
  to: "cancelled" | "refunded";
  /** The provider's refund id; null when it did not say. */
  refundId: string | null;
  /** A replacement sent at no charge (decision 096): nothing is refunded, only the stock goes back. */
  nothingPaid?: boolean;
  actorId: string | null;
  note?: string | null;
  now: Date;
  /** Hears the stock put back (what pages print of it may change: decision 038). */
  shown: ShownStockChanges;
}

/**
 * In the caller's transaction: moves a paid or processing order to cancelled or refunded, records
 * the refund, puts every line's stock back with a ledger row and logs the step. A conditional
 * update on the status it found under lock: it returns null and changes nothing when the order is
 * already elsewhere, however many callers race. Returns the order as it became and where it was.
 */
export async function giveMoneyBack(
  tx: Database,
  orderId: string,
  input: MoneyBack,
): Promise<{ order: Order; from: Order["status"] } | null> {
  const [previous] = await queryRows<{ status: Order["status"] }>(
    tx,
    sql`SELECT status FROM orders WHERE id = ${orderId} FOR UPDATE`,
  );
  if (!previous || !canGiveMoneyBack(previous)) return null;
  const [moved] = await tx
    .update(orders)
    .set({
      status: input.to,
      refundedAt: input.nothingPaid ? null : input.now,
      providerRefundId: input.refundId,
      ...(input.to === "cancelled" ? { cancelledAt: input.now } : {}),
      updatedAt: input.now,
    })
    .where(sql`${orders.id} = ${orderId} AND ${orders.status} = ${previous.status}`)
    .returning();
  if (!moved) return null;
  await restoreStock(tx, orderId, {
    reason: input.to === "cancelled" ? "cancellation" : "refund",
    actorId: input.actorId,
    note: moved.number,
    shown: input.shown,
  });
  // A gift card's part goes back to it; gift cards the order bought can no longer be spent (085).
  await returnOrderGiftCard(tx, orderId, { actorId: input.actorId, now: input.now });
  await voidOrderCards(tx, orderId, { actorId: input.actorId, now: input.now });
  await recordStatusChange(tx, {
    orderId,
    from: previous.status,
    to: input.to,
    actorId: input.actorId,
    note: input.note ?? null,
    at: input.now,
  });
  return { order: moved, from: previous.status };
}

/**
 * Puts a paid order's stock back (see putBackStock). Lines of a deleted product are skipped:
 * there is nothing to put back into.
 */
async function restoreStock(
  tx: Database,
  orderId: string,
  options: { reason: StockReason; actorId: string | null; note: string; shown: ShownStockChanges },
): Promise<void> {
  await putBackStock(tx, await orderQuantities(tx, orderId), { ...options, orderId });
}

/**
 * Adds `quantities` (units by product id) back to the products' stock, one ledger row per
 * product (its change and the stock after), products locked in id order like every other stock
 * change: an order cancelled or refunded, or the items of a return received.
 */
export async function putBackStock(
  tx: Database,
  quantities: ReadonlyMap<string, number>,
  {
    reason,
    actorId,
    note,
    orderId,
    shown,
  }: { reason: StockReason; actorId: string | null; note: string; orderId: string; shown: ShownStockChanges },
): Promise<void> {
  const locked = await lockProducts(tx, [...quantities.keys()]);
  for (const productId of locked.keys()) {
    const change = quantities.get(productId)!;
    const [row] = await queryRows<StockAfter>(
      tx,
      sql`UPDATE products SET stock_quantity = stock_quantity + ${change} WHERE id = ${productId}
          RETURNING stock_quantity, max_per_order`,
    );
    shown.moved(productId, moveOf(row!, change));
    await tx.insert(stockMovements).values({
      productId,
      change,
      stockAfter: row!.stock_quantity,
      reason,
      note,
      orderId,
      actorId,
    });
  }
}
