import { sql } from "drizzle-orm";
import { transaction } from "~/db/transaction.server";
import { queryRows, type Database } from "~/db/client.server";
import { logger as shopLogger, type Logger } from "~/lib/logger.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import type { PaymentProvider, PaymentState } from "~/modules/payments/provider";
import type { OrderLinkSettings } from "./order-links.server";
import { handlePaymentEvent } from "./payment-events.server";
import { releaseOrder } from "./reservations.server";

/** How many expired orders one sweep looks at; the next sweep takes the rest. */
const BATCH = 100;

export interface SweepOptions {
  /** The shop's payment provider: asked about each expired order's payment before its release. */
  provider?: PaymentProvider;
  logger?: Logger;
  /** For the receipt of a payment found at the provider: needed with a `provider`. */
  links?: OrderLinkSettings;
}

/**
 * Releases unpaid orders whose reservation ran out: stock back, order cancelled (decision 009).
 * When the order's payment belongs to `provider`, the payment is first cancelled there and the
 * provider asked how it stands (decision 019): a payment taken whose event never took effect (a
 * lost webhook, a process that died between the charge and the order) is applied instead, so
 * the order is paid with the stock it holds — never released and sold to someone else; a payment
 * still processing, or a provider that cannot be asked, keeps the order for the next sweep.
 * Cancelling first means no payment can go through once the stock is back on the shelf.
 *
 * Any number of instances may sweep at once: a release locks its order (`SKIP LOCKED`: one a
 * payment is working on right now is left for the next sweep) and checks it is still unpaid and
 * expired, and a payment found twice is one event. Returns how many orders it released.
 */
export async function sweepExpiredReservations(
  db: Database,
  now: Date,
  options: SweepOptions = {},
): Promise<number> {
  const { provider } = options;
  const expired = await queryRows<{
    id: string;
    number: string;
    payment_intent_id: string | null;
    payment_provider: string;
  }>(
    db,
    sql`SELECT id, number, payment_intent_id, payment_provider FROM orders
        WHERE status = 'pending_payment' AND reserved_until < ${now.toISOString()}::timestamptz
        ORDER BY reserved_until, id LIMIT ${BATCH}`,
  );
  const released: string[] = [];
  const shown = new ShownStockChanges();
  for (const order of expired) {
    if (provider && order.payment_intent_id && order.payment_provider === provider.name) {
      const state = await askProvider(provider, order.payment_intent_id, order.number, options.logger);
      if (!state || state.status === "processing") continue;
      if (state.status === "succeeded") {
        await applyFoundPayment(db, now, provider, order, state, options);
        // Now paid; one paid another amount stays unpaid and is released below like the rest.
      }
    }
    if (await releaseIfExpired(db, order.id, now, shown)) released.push(order.number);
  }
  if (released.length > 0) {
    options.logger?.info({ orders: released }, "expired reservations released");
    // Their stock is back on the shelf: pages saying "Only 1 left" or "Out of stock" are stale.
    await catalogueChanged(shown.tags());
  }
  return released.length;
}

/** Cancels the payment (it stays taken if it was), then asks how it stands; null: no answer. */
async function askProvider(
  provider: PaymentProvider,
  paymentId: string,
  orderNumber: string,
  logger: Logger | undefined,
): Promise<PaymentState | null> {
  try {
    await provider.cancelPayment(paymentId);
  } catch (error) {
    logger?.warn({ err: error, order: orderNumber }, "could not cancel an expired payment");
  }
  try {
    return await provider.paymentStatus(paymentId);
  } catch (error) {
    logger?.warn(
      { err: error, order: orderNumber },
      "could not ask the provider about an expired order's payment: kept for the next sweep",
    );
    return null;
  }
}

/**
 * Applies a payment the provider took whose event never took effect, as the provider's own
 * event would (one id per payment: found twice, or by several instances, it is applied once).
 */
export async function applyFoundPayment(
  db: Database,
  now: Date,
  provider: PaymentProvider,
  order: { number: string; payment_intent_id: string | null },
  state: Extract<PaymentState, { status: "succeeded" }>,
  options: SweepOptions,
): Promise<void> {
  const logger = options.logger ?? shopLogger;
  logger.warn(
    { order: order.number, paymentId: order.payment_intent_id },
    "an unpaid order's payment went through at the provider without reaching the shop: applying it",
  );
  if (!options.links)
    throw new Error("a payment found at the provider needs the order links (options.links)");
  await handlePaymentEvent(
    { db, logger, now, links: options.links },
    {
      // One id per payment: sweepers finding it at once, or again later, apply it once.
      id: `sweep:${order.payment_intent_id}`,
      provider: provider.name,
      type: "payment.succeeded",
      paymentId: order.payment_intent_id!,
      amount: state.amount,
    },
  );
}

/** Cancels the order and puts its stock back if it is still unpaid, expired and not held. */
async function releaseIfExpired(
  db: Database,
  orderId: string,
  now: Date,
  shown: ShownStockChanges,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const [order] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT id FROM orders
          WHERE id = ${orderId} AND status = 'pending_payment'
            AND reserved_until < ${now.toISOString()}::timestamptz
          FOR UPDATE SKIP LOCKED`,
    );
    if (!order) return false;
    await releaseOrder(tx, order.id, now, shown);
    return true;
  });
}
