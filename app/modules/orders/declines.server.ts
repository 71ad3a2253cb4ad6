import { and, eq, gt, lt, sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import { orders, paymentDeclines, type Order } from "~/db/schema";
import { DECLINE_LIMITS, type DeclineRules } from "~/modules/rate-limits/client-limits.server";
import type { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { releaseOrder } from "./reservations.server";

/**
 * Card testing (decision 037). A decline is recorded from the provider's payment-failed event,
 * whichever provider sent it (a Stripe webhook or the sandbox), so one rule bounds both: past
 * `perOrder` declines the order is cancelled, past `perClient.limit` declines in an hour every
 * unpaid order of the client is, and its new checkouts and sandbox attempts are refused until
 * the hour has passed. Cancelling at the provider is the only way to stop Stripe, where the
 * browser confirms a payment without the shop in between.
 */

/** Kept on an order stopped by its declines (shown to nobody but the admin). */
export const DECLINES_STOPPED_MESSAGE = "Cancelled after too many declined payments";

export interface RecordedDecline {
  /** Declines of this order, this one included. */
  onOrder: number;
  /** Declines of the order's client in the last window, this one included (0: no client known). */
  fromClient: number;
  /** The order reached its limit (or its client did): cancelled, its stock back. */
  orderStopped: boolean;
  /** This decline reached the client's limit: every unpaid order of the client was cancelled. */
  clientStopped: boolean;
  /** Payments of the cancelled orders, to cancel at the provider once the transaction commits. */
  paymentsToCancel: string[];
}

/**
 * Records a decline of `order` (locked by the caller, still unpaid) and applies the bounds;
 * `rules` null (RATE_LIMITS=off) records and counts without refusing anything.
 */
export async function recordDecline(
  tx: Database,
  {
    order,
    provider,
    rules,
    now,
    shown,
  }: {
    order: Order;
    provider: string;
    rules: DeclineRules | null;
    now: Date;
    /** Hears the stock the stopped orders give back. */
    shown: ShownStockChanges;
  },
): Promise<RecordedDecline> {
  const clientIp = order.clientIp;
  // Counted even with the limits off, for the log line.
  const before = clientIp ? await clientDeclines(tx, clientIp, rules ?? DECLINE_LIMITS, now) : 0;
  const fromClient = clientIp ? before + 1 : 0;
  const clientStopped =
    rules !== null && before < rules.perClient.limit && fromClient >= rules.perClient.limit;
  await tx
    .insert(paymentDeclines)
    .values({ orderId: order.id, clientIp, provider, declinedAt: now, clientStopped });
  const [{ onOrder } = { onOrder: 0 }] = await tx
    .select({ onOrder: sql<number>`count(*)::int` })
    .from(paymentDeclines)
    .where(eq(paymentDeclines.orderId, order.id));

  const overClient = rules !== null && fromClient >= rules.perClient.limit;
  const orderStopped = rules !== null && (overClient || onOrder >= rules.perOrder);
  const stopped: { id: string; paymentId: string | null }[] = [];
  if (orderStopped) stopped.push({ id: order.id, paymentId: order.paymentIntentId });
  if (overClient && clientIp) {
    // The client's other unpaid orders; one another event holds right now is left to it.
    const others = await queryRows<{ id: string; payment_intent_id: string | null }>(
      tx,
      sql`SELECT id, payment_intent_id FROM orders
          WHERE client_ip = ${clientIp} AND status = 'pending_payment' AND id <> ${order.id}
          ORDER BY id FOR UPDATE SKIP LOCKED`,
    );
    for (const other of others) stopped.push({ id: other.id, paymentId: other.payment_intent_id });
  }
  for (const { id } of stopped) {
    await releaseOrder(tx, id, now, shown);
    await tx.update(orders).set({ paymentError: DECLINES_STOPPED_MESSAGE }).where(eq(orders.id, id));
  }
  return {
    onOrder,
    fromClient,
    orderStopped,
    clientStopped,
    paymentsToCancel: stopped.flatMap(({ paymentId }) => (paymentId ? [paymentId] : [])),
  };
}

async function clientDeclines(db: Database, clientIp: string, rules: DeclineRules, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentDeclines)
    .where(
      and(eq(paymentDeclines.clientIp, clientIp), gt(paymentDeclines.declinedAt, windowStart(rules, now))),
    );
  return row?.count ?? 0;
}

const windowStart = (rules: DeclineRules, now: Date) => new Date(now.getTime() - rules.perClient.windowMs);

export type DeclineRefusal = { refused: false } | { refused: true; retryAfterMs: number };

/**
 * Whether `clientIp` may try a payment or prepare a checkout: refused while it has had
 * `perClient.limit` declines within the last window, until the oldest of them leaves it (a
 * sliding hour). Counts nothing; `rules` null lets everyone through.
 */
export async function declineRefusal(
  db: Database,
  clientIp: string,
  rules: DeclineRules | null,
  now = new Date(),
): Promise<DeclineRefusal> {
  if (!rules) return { refused: false };
  const [limiting] = await db
    .select({ declinedAt: paymentDeclines.declinedAt })
    .from(paymentDeclines)
    .where(
      and(eq(paymentDeclines.clientIp, clientIp), gt(paymentDeclines.declinedAt, windowStart(rules, now))),
    )
    .orderBy(sql`${paymentDeclines.declinedAt} DESC`)
    .offset(rules.perClient.limit - 1)
    .limit(1);
  if (!limiting) return { refused: false };
  return {
    refused: true,
    retryAfterMs: Math.max(1000, limiting.declinedAt.getTime() + rules.perClient.windowMs - now.getTime()),
  };
}

/**
 * What a failed payment attempt led to, for the shopper's answer: the client is now refused (its
 * limit reached), or the order was cancelled by its declines (the shopper prepares again), or
 * neither (the card's own message is the answer).
 */
export async function afterFailedPayment(
  db: Database,
  {
    clientIp,
    orderNumber,
    rules,
    now,
  }: { clientIp: string; orderNumber: string; rules: DeclineRules | null; now?: Date },
): Promise<{ kind: "client-refused"; retryAfterMs: number } | { kind: "order-stopped" } | null> {
  const refusal = await declineRefusal(db, clientIp, rules, now);
  if (refusal.refused) return { kind: "client-refused", retryAfterMs: refusal.retryAfterMs };
  const [order] = await db
    .select({ status: orders.status, paymentError: orders.paymentError })
    .from(orders)
    .where(eq(orders.number, orderNumber))
    .limit(1);
  const stopped = order?.status === "cancelled" && order.paymentError === DECLINES_STOPPED_MESSAGE;
  return stopped ? { kind: "order-stopped" } : null;
}

export interface DeclineSummary {
  /** Declined payments since `since`. */
  declines: number;
  /** Clients that reached their limit since `since` (each counted once). */
  clientsStopped: number;
}

/** For the admin dashboard. */
export async function declineSummary(db: Database, since: Date): Promise<DeclineSummary> {
  const [row] = await db
    .select({
      declines: sql<number>`count(*)::int`,
      clientsStopped: sql<number>`count(DISTINCT ${paymentDeclines.clientIp}) FILTER (WHERE ${paymentDeclines.clientStopped})::int`,
    })
    .from(paymentDeclines)
    .where(gt(paymentDeclines.declinedAt, since));
  return { declines: row?.declines ?? 0, clientsStopped: row?.clientsStopped ?? 0 };
}

/** Forgets declines older than `olderThan` (run by the periodic sweep): addresses are kept briefly. */
export async function pruneDeclines(db: Database, olderThan: Date): Promise<void> {
  await db.delete(paymentDeclines).where(lt(paymentDeclines.declinedAt, olderThan));
}
