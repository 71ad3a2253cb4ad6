import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { applyFoundPayment, type SweepOptions } from "./sweeper.server";

/** How many unpaid orders one start looks at: more than a shop holds between two starts. */
const BATCH = 500;

/**
 * Run once as the shop starts: every unpaid order whose payment the provider already says went
 * through is paid now (issue 25). A process that died between a payment and its event (a crash,
 * a kill) would otherwise leave the order "pending" until its reservation ran out and the
 * sweeper asked. Nothing is cancelled here: an order still waiting for its shopper keeps waiting.
 * A provider that cannot be asked leaves the order to the webhook's retry and the sweeper.
 * Returns how many orders it paid.
 */
export async function settleTakenPayments(
  db: Database,
  now: Date,
  // Required here, not optional as for a sweep: every order this looks at was paid.
  options: SweepOptions & Required<Pick<SweepOptions, "provider" | "links">>,
): Promise<number> {
  const { provider, logger } = options;
  const unpaid = await queryRows<{ id: string; number: string; payment_intent_id: string }>(
    db,
    sql`SELECT id, number, payment_intent_id FROM orders
        WHERE status = 'pending_payment' AND payment_intent_id IS NOT NULL
          AND payment_provider = ${provider.name}
        ORDER BY created_at, id LIMIT ${BATCH}`,
  );
  let paid = 0;
  for (const order of unpaid) {
    let state;
    try {
      state = await provider.paymentStatus(order.payment_intent_id);
    } catch (error) {
      logger?.warn(
        { err: error, order: order.number },
        "could not ask the provider about an unpaid order at start",
      );
      continue;
    }
    if (state.status !== "succeeded") continue;
    await applyFoundPayment(db, now, provider, order, state, options);
    paid++;
  }
  return paid;
}
