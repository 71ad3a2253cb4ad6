import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";
import type { PaymentProvider } from "~/modules/payments/provider";
import { releaseOrder } from "./reservations.server";

/** How many expired orders one sweep releases; the next sweep takes the rest. */
const BATCH = 100;

/**
 * Releases unpaid orders whose reservation ran out: stock back, order cancelled. `SKIP LOCKED`
 * lets any number of instances sweep at once — each takes orders no other one holds, and an
 * order a payment is working on right now is left for the next sweep. Returns how many it
 * released; their payments are then cancelled at the provider when one is given.
 */
export async function sweepExpiredReservations(
  db: Database,
  now: Date,
  options: { provider?: PaymentProvider; logger?: Logger } = {},
): Promise<number> {
  const expired = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await queryRows<{ id: string; number: string; payment_intent_id: string | null }>(
      tx,
      sql`SELECT id, number, payment_intent_id FROM orders
          WHERE status = 'pending_payment' AND reserved_until < ${now.toISOString()}::timestamptz
          ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
    );
    for (const row of rows) await releaseOrder(tx, row.id, now);
    return rows;
  });
  if (expired.length > 0) {
    options.logger?.info({ orders: expired.map((row) => row.number) }, "expired reservations released");
  }
  for (const row of expired) {
    if (!row.payment_intent_id || !options.provider) continue;
    await options.provider.cancelPayment(row.payment_intent_id).catch((error: unknown) => {
      options.logger?.warn({ err: error, order: row.number }, "could not cancel an expired payment");
    });
  }
  return expired.length;
}
