import { eq, sql } from "drizzle-orm";
import { transaction } from "~/db/transaction.server";
import type { Database } from "~/db/client.server";
import { namedStatementRows } from "~/db/prepared-query.server";
import { orderLines, orders, type Order, type OrderLine } from "~/db/schema";
import { tableRow } from "~/db/table-row";
import type { Logger } from "~/lib/logger.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { ShownStockChanges } from "~/modules/catalog/shown-stock-changes";
import { emailQueued, queueEmailStatement } from "~/modules/mail/outbox.server";
import { GIFT_CARD_SLUG } from "~/modules/gift-cards/line-name";
import type { PaymentEvent, PaymentProvider } from "~/modules/payments/provider";
import { DECLINE_LIMITS, type DeclineRules } from "~/modules/rate-limits/client-limits.server";
import { recordDecline, type RecordedDecline } from "./declines.server";
import { invoiceLink, orderLink, type OrderLinkSettings } from "./order-links.server";
import { lockProducts, orderQuantities, releaseOrder, takeStock } from "./reservations.server";
import { receiptEmail } from "./receipt.server";
import { canGiveMoneyBack, giveMoneyBack } from "./refunds.server";
import { takeOrderGiftCard } from "~/modules/gift-cards/ledger.server";
import { issueOrderCards } from "~/modules/gift-cards/issue.server";

export interface PaymentEventDeps {
  db: Database;
  logger: Logger;
  now?: Date;
  /** For the receipt's order link. */
  links: OrderLinkSettings;
  /** The bounds on declined payments (decision 037); null: counted, never refused. */
  declineRules?: DeclineRules | null;
  /** Cancels the payments of orders stopped by their declines (absent: left to expire). */
  provider?: Pick<PaymentProvider, "cancelPayment">;
}

export type PaymentEventOutcome =
  | "duplicate"
  | "unknown-payment"
  | "paid"
  | "ignored"
  | "failure-recorded"
  | "cancelled"
  | "paid-after-cancel-refund-needed"
  | "refunded"
  | "refund-recorded"
  | "amount-mismatch"
  | "gift-card-short"
  | "card-recorded";

/** The order's gift card could no longer pay its part when the payment came: never an order paid. */
export const GIFT_CARD_SHORT_MESSAGE = "The gift card could no longer pay its part: refund needed";

/** A payment whose amount or currency is not the order's: never honoured, an operator refunds it. */
export const AMOUNT_MISMATCH_MESSAGE = "The amount paid is not the order's total: refund needed";

/** Why a cancelled order's late payment could not be honoured; an operator refunds it. */
export const REFUND_NEEDED_MESSAGE =
  "Paid after the order was cancelled and its stock was gone: refund needed";

/**
 * The one path by which a payment takes effect (DESIGN section 5), for Stripe webhooks and the
 * sandbox alike. In one transaction: the event id is recorded first (a repeat changes nothing),
 * then the order moves.
 *
 * - succeeded, order pending: paid, reservation final, coupon use counted within its limit,
 *   receipt queued (exactly once).
 * - succeeded, order already cancelled (its reservation expired or it was replaced): the stock is
 *   taken again if every line is still there and the order is paid as usual; otherwise the order
 *   stays cancelled with `paid_at` set and `payment_error` saying a refund is needed (logged as an
 *   error) — we never oversell to honour a late payment.
 * - failed: the order stays pending (the shopper may try another card); the message is kept.
 *   Ignored once the order is paid (events may arrive out of order). The decline is recorded
 *   and bounded (decision 037): too many on the order, or from its client, cancel it (stock
 *   released) and its payment is cancelled at the provider once committed.
 * - canceled: a pending order is cancelled and its stock released.
 * - refunded (the whole payment given back, e.g. from Stripe's dashboard): a paid or processing
 *   order becomes refunded and its stock comes back, unless an admin's refund got there first
 *   (decision 014). An order already shipped, or cancelled before its late payment, keeps its
 *   status and only records the refund.
 *
 * When stock moved (a cancellation, a refund, a late payment that took its stock again), the
 * storefront's copies of the pages that print it are dropped once the transaction has committed,
 * where what they print changed (decision 038).
 */
export async function handlePaymentEvent(
  deps: PaymentEventDeps,
  event: PaymentEvent,
): Promise<PaymentEventOutcome> {
  const now = deps.now ?? new Date();
  const links = event.type === "payment.succeeded" ? deps.links : null;
  /** The stock a cancellation, a refund or a late payment moved. */
  const shown = new ShownStockChanges();
  let decline: RecordedDecline | null = null;
  const outcome = await transaction(deps.db, async (tx) => {
    const { order, recorded, lines } = await lockOrderRecordingEvent(tx, event);
    if (!recorded) return "duplicate" as const;
    if (!order) return "unknown-payment" as const;

    switch (event.type) {
      case "payment.succeeded":
        // What was paid must be what the order costs: anything else is never an order paid.
        if (event.amount && !paidInFull(order, event.amount)) {
          await tx
            .update(orders)
            .set({ paymentError: AMOUNT_MISMATCH_MESSAGE, updatedAt: now })
            .where(eq(orders.id, order.id));
          return "amount-mismatch" as const;
        }
        return succeed(tx, deps, { order, lines: lines! }, now, links!, shown, event.cardLast4 ?? null);
      case "payment.failed":
        if (order.status !== "pending_payment") return "ignored" as const;
        await tx
          .update(orders)
          .set({ paymentError: event.failureMessage ?? "Payment failed", updatedAt: now })
          .where(eq(orders.id, order.id));
        decline = await recordDecline(tx, {
          order,
          provider: event.provider,
          rules: deps.declineRules === undefined ? DECLINE_LIMITS : deps.declineRules,
          now,
          shown,
        });
        // Cancelled like an expired order: its stock is back on the shelf.
        return decline.orderStopped ? ("cancelled" as const) : ("failure-recorded" as const);
      case "payment.canceled":
        if (order.status !== "pending_payment") return "ignored" as const;
        await releaseOrder(tx, order.id, now, shown);
        return "cancelled" as const;
      case "payment.refunded":
        return refunded(tx, order, event.refundId ?? null, now, shown);
      case "payment.card":
        // Whenever it comes, before or after the payment's own event: the invoice names the card.
        if (!isCardLast4(event.cardLast4)) return "ignored" as const;
        await tx
          .update(orders)
          .set({ cardLast4: event.cardLast4, updatedAt: now })
          .where(eq(orders.id, order.id));
        return "card-recorded" as const;
    }
  });
  await catalogueChanged(shown.tags());
  const level =
    outcome === "paid-after-cancel-refund-needed" ||
    outcome === "amount-mismatch" ||
    outcome === "gift-card-short"
      ? "error"
      : "info";
  deps.logger[level](
    { event: event.id, type: event.type, paymentId: event.paymentId, outcome },
    "payment event",
  );
  if (decline) await afterDecline(deps, event, decline);
  return outcome;
}

/**
 * One short line per decline (no card, no e-mail, no address: `payment_declines` keeps the
 * client's for a week), then the stopped orders' payments are cancelled at the provider, so that
 * Stripe refuses any further confirmation of them.
 */
async function afterDecline(deps: PaymentEventDeps, event: PaymentEvent, decline: RecordedDecline) {
  const { onOrder, fromClient, orderStopped, clientStopped, paymentsToCancel } = decline;
  deps.logger.warn(
    {
      paymentId: event.paymentId,
      provider: event.provider,
      onOrder,
      fromClient,
      orderStopped,
      clientStopped,
    },
    "payment declined",
  );
  for (const paymentId of paymentsToCancel) {
    try {
      await deps.provider?.cancelPayment(paymentId);
    } catch (error) {
      // The order is cancelled already; a payment taken meanwhile is a late payment (decision 009).
      deps.logger.warn({ err: error, paymentId }, "could not cancel a payment stopped by its declines");
    }
  }
}

/** The card payment must be the order's total less what its gift card pays (decision 085). */
function paidInFull(order: Order, amount: { cents: number; currency: string }): boolean {
  return (
    amount.cents === order.totalCents - order.giftCardCents &&
    amount.currency.toLowerCase() === order.currency.toLowerCase()
  );
}

/**
 * The order the event is about, locked, and the event recorded, in one statement (decision 099):
 * the order first (FOR UPDATE), then the event's id written (nothing for an id already there),
 * and for a payment that succeeded the order's lines, which its receipt lists.
 */
async function lockOrderRecordingEvent(
  tx: Database,
  event: PaymentEvent,
): Promise<{ order: Order | null; recorded: boolean; lines: OrderLine[] | null }> {
  const lines =
    event.type === "payment.succeeded"
      ? sql`(SELECT coalesce(json_agg(l), '[]'::json) FROM order_lines l WHERE l.order_id = o.id)`
      : sql`NULL::json`;
  const [row] = await namedStatementRows<
    Record<string, unknown> & { recorded_event: number; order_lines: unknown }
  >(
    tx,
    "payment-event-order",
    sql`WITH o AS MATERIALIZED (
          SELECT * FROM orders WHERE payment_intent_id = ${event.paymentId} FOR UPDATE
        ), recorded AS (
          INSERT INTO payment_events (id, provider, type, order_id)
          SELECT ${event.id}, ${event.provider}, ${event.type}, (SELECT id FROM o)
          ON CONFLICT (id) DO NOTHING RETURNING id
        )
        SELECT o.*, (SELECT count(*) FROM recorded)::int AS recorded_event, ${lines} AS order_lines
        FROM (SELECT 1) AS one LEFT JOIN o ON TRUE`,
  );
  const order = row!.id ? tableRow(orders, row!) : null;
  const rawLines = row!.order_lines as Record<string, unknown>[] | null;
  return {
    order,
    recorded: row!.recorded_event > 0,
    lines: order && rawLines ? rawLines.map((line) => tableRow(orderLines, line)) : null,
  };
}

async function succeed(
  tx: Database,
  deps: PaymentEventDeps,
  { order, lines }: { order: Order; lines: OrderLine[] },
  now: Date,
  links: OrderLinkSettings,
  shown: ShownStockChanges,
  cardLast4: string | null,
): Promise<PaymentEventOutcome> {
  if (order.status === "cancelled" && !order.paidAt) {
    if (!(await takeStockAgain(tx, order.id, shown))) {
      await tx
        .update(orders)
        .set({ paidAt: now, paymentError: REFUND_NEEDED_MESSAGE, updatedAt: now })
        .where(eq(orders.id, order.id));
      return "paid-after-cancel-refund-needed";
    }
  } else if (order.status !== "pending_payment") {
    return "ignored";
  }
  // The gift card's part is taken now, guarded (never below zero); a card that cannot pay it
  // any more leaves the order unpaid (decision 085).
  if (!(await takeOrderGiftCard(tx, order, now))) {
    await tx
      .update(orders)
      .set({ paymentError: GIFT_CARD_SHORT_MESSAGE, updatedAt: now })
      .where(eq(orders.id, order.id));
    return "gift-card-short";
  }

  // The order as the update leaves it (it is locked: nothing else changes it), so that its
  // receipt is queued by the same statement that pays it (decision 099).
  const paidColumns = {
    status: "paid" as const,
    paidAt: now,
    reservedUntil: null,
    clientIp: null,
    cancelledAt: null,
    paymentError: null,
    // Stripe names the card in an event of its own, which may have come first (payment.card).
    ...(isCardLast4(cardLast4) ? { cardLast4 } : {}),
    updatedAt: now,
  };
  const paid: Order = { ...order, ...paidColumns };
  const receipt = receiptEmail(paid, lines, orderLink(links, order), invoiceLink(links, order));
  // The order held a coupon use while unpaid: counted now, within its limit.
  const countCoupon = order.couponId
    ? sql`UPDATE coupons SET times_used = times_used + 1
          WHERE id = ${order.couponId} AND (usage_limit IS NULL OR times_used < usage_limit) RETURNING id`
    : sql`SELECT NULL::uuid AS id WHERE FALSE`;
  const [row] = await namedStatementRows<{ counted: number; receipt_id: string | null }>(
    tx,
    "payment-paid",
    sql`WITH paid AS (${tx.update(orders).set(paidColumns).where(eq(orders.id, order.id)).returning({ id: orders.id }).getSQL()}),
        counted AS (${countCoupon}),
        receipt AS (${queueEmailStatement(tx, receipt)})
      SELECT (SELECT count(*) FROM counted)::int AS counted, (SELECT id FROM receipt) AS receipt_id`,
  );
  // Not counted only after a late payment: it was paid at the discounted price and is honoured,
  // but the coupon is not counted past its limit.
  if (order.couponId && row!.counted === 0)
    deps.logger.warn({ order: order.number }, "coupon limit already reached at payment");
  if (row!.receipt_id) emailQueued(deps.logger, row!.receipt_id, receipt);
  // The gift cards it bought get their codes, their e-mails queued for their days; an order that
  // bought none (no gift card line: each card bought has one) has none to look up.
  if (lines.some((line) => line.productSlug === GIFT_CARD_SLUG)) {
    await issueOrderCards(tx, deps.logger, order, {
      now,
      publicUrl: links.publicUrl,
      secret: links.secret,
      timeZone: links.timeZone,
    });
  }
  return "paid";
}

/** Takes a cancelled order's stock again, all lines or none. */
async function takeStockAgain(tx: Database, orderId: string, shown: ShownStockChanges): Promise<boolean> {
  const quantities = await orderQuantities(tx, orderId);
  const products = await lockProducts(tx, [...quantities.keys()]);
  for (const [productId, quantity] of quantities) {
    if ((products.get(productId)?.stock_quantity ?? 0) < quantity) return false;
  }
  for (const [productId, quantity] of quantities) await takeStock(tx, productId, quantity, shown);
  return true;
}

async function refunded(
  tx: Database,
  order: Order,
  refundId: string | null,
  now: Date,
  shown: ShownStockChanges,
): Promise<PaymentEventOutcome> {
  if (canGiveMoneyBack(order)) {
    const moved = await giveMoneyBack(tx, order.id, {
      to: "refunded",
      refundId,
      actorId: null,
      note: "Refunded at the payment provider",
      now,
      shown,
    });
    if (moved) return "refunded";
  }
  if (!order.paidAt || order.refundedAt) return "ignored";
  await tx
    .update(orders)
    .set({
      refundedAt: now,
      providerRefundId: refundId,
      // The refund the late payment needed has been made.
      ...(order.paymentError === REFUND_NEEDED_MESSAGE ? { paymentError: null } : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  return "refund-recorded";
}

/** Four digits, as a card's end is printed: anything else a provider sends is not kept. */
function isCardLast4(value: string | null | undefined): value is string {
  return typeof value === "string" && /^\d{4}$/.test(value);
}
