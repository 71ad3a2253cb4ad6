import { createHmac } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { namedStatementRows } from "~/db/prepared-query.server";
import { tableRow } from "~/db/table-row";
import { orders, sandboxPayments, type OrderStatus } from "~/db/schema";
import { translator } from "~/i18n/setup";
import type { Logger } from "~/lib/logger.server";
import { clientSecretFor, paymentIdOfClientSecret, sandboxId } from "./client-secret.server";
import type { PaymentEvent, PaymentProvider, PaymentState } from "./provider";
import {
  AUTHENTICATION_CARD_LAST4,
  cardOutcome,
  normalizeCardNumber,
  type CardInput,
  type CardProblem,
} from "./test-cards";

/**
 * The built-in payment provider (the default). A payment is the order's `payment_intent_id`; the
 * sandbox keeps its own record of the payments it took or cancelled (`sandbox_payments`, apart
 * from the orders, as a real provider keeps its own), and a payment's outcome reaches the shop as
 * a PaymentEvent through the same handler as Stripe's webhooks, so fulfilment never depends on
 * what a browser says. A charge is committed before its event is handled: a process that dies in
 * between leaves a payment that a retried confirmation or the sweeper applies (decision 019).
 */

export interface SandboxDeps {
  db: Database;
  logger: Logger;
  /** Signs client secrets (the shop's AUTH secret). */
  authSecret: string;
  /** The orders' payment-event handler (the one Stripe webhooks use). */
  handleEvent: (event: PaymentEvent) => Promise<void>;
  now?: Date;
}

export function sandboxProvider({ authSecret, db }: { authSecret: string; db: Database }): PaymentProvider {
  return {
    name: "sandbox",
    // A payment id and its signed secret, nothing stored: made inside Prepare Payment's transaction.
    paymentsMadeLocally: true,
    async createPayment() {
      const paymentId = sandboxId("sbx_pi");
      return { paymentId, clientSecret: clientSecretFor(authSecret, paymentId) };
    },
    // A payment already taken stays taken; one not taken can no longer be.
    async cancelPayment(paymentId) {
      await db
        .insert(sandboxPayments)
        .values({ paymentId, status: "canceled" })
        .onConflictDoNothing({ target: sandboxPayments.paymentId });
    },
    async paymentStatus(paymentId): Promise<PaymentState> {
      const record = await sandboxRecord(db, paymentId);
      if (record?.status !== "succeeded") return { status: "unpaid" };
      return {
        status: "succeeded",
        amount: { cents: record.amountCents ?? 0, currency: record.currency ?? "usd" },
      };
    },
    // No money moved, so nothing to give back: the refund id is derived from the idempotency
    // key, so the same key answers the same refund, as at a real provider.
    async refundPayment({ idempotencyKey }) {
      return { refundId: sandboxRefundId(authSecret, idempotencyKey) };
    },
  };
}

/** The sandbox's refund id for an idempotency key: stable, and not guessable without the secret. */
export function sandboxRefundId(authSecret: string, idempotencyKey: string): string {
  const digest = createHmac("sha256", authSecret)
    .update(`sandbox-refund:${idempotencyKey}`)
    .digest("base64url");
  return `sbx_re_${digest.replace(/[-_]/g, "").slice(0, 24)}`;
}

type SandboxRecord = typeof sandboxPayments.$inferSelect;

function sandboxRecord(db: Database, paymentId: string): Promise<SandboxRecord | undefined> {
  return db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.paymentId, paymentId))
    .then((rows) => rows[0]);
}

/**
 * The sandbox takes the payment: the charge is recorded and committed (once: taking it again
 * answers the first charge), unless the payment was cancelled first.
 */
async function chargeSandboxPayment(
  db: Database,
  payment: SandboxPayment,
  cardLast4: string,
): Promise<SandboxRecord> {
  const [charged] = await db
    .insert(sandboxPayments)
    .values({
      paymentId: payment.paymentId,
      status: "succeeded",
      eventId: sandboxId("sbx_evt"),
      amountCents: payment.totalCents,
      currency: "usd",
      cardLast4,
    })
    .onConflictDoNothing({ target: sandboxPayments.paymentId })
    .returning();
  return charged ?? (await sandboxRecord(db, payment.paymentId))!;
}

/** What a charge's success event needs of its record. */
type Charge = Pick<
  SandboxRecord,
  "paymentId" | "status" | "eventId" | "amountCents" | "currency" | "cardLast4"
>;

/** The success event of a charge, with the same id however often it is delivered. */
function deliverSuccess(deps: SandboxDeps, charge: Charge): Promise<void> {
  return emit(
    deps,
    {
      type: "payment.succeeded",
      paymentId: charge.paymentId,
      amount: { cents: charge.amountCents ?? 0, currency: charge.currency ?? "usd" },
      ...(charge.cardLast4 ? { cardLast4: charge.cardLast4 } : {}),
    },
    charge.eventId ?? undefined,
  );
}

export type SandboxConfirmation =
  | { status: "succeeded"; orderNumber: string }
  | { status: "requires_action"; orderNumber: string; redirectUrl: string }
  | { status: "failed"; orderNumber: string; problem: CardProblem | "canceled" };

/** The client secret was forged, or its order no longer exists: a bad request. */
export class UnknownPaymentError extends Error {
  override name = "UnknownPaymentError";
}

// Statuses an order reaches only after its payment succeeded.
const PAID_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered", "refunded"];

interface SandboxPayment {
  paymentId: string;
  clientSecret: string;
  orderNumber: string;
  status: OrderStatus;
  totalCents: number;
  currency: string;
}

/** The sandbox payment a client secret stands for, with its order; throws UnknownPaymentError. */
export async function findSandboxPayment(
  deps: Pick<SandboxDeps, "db" | "authSecret">,
  clientSecret: string,
): Promise<SandboxPayment> {
  const paymentId = paymentIdOfClientSecret(deps.authSecret, clientSecret);
  if (!paymentId) throw new UnknownPaymentError("client secret not valid");
  const [order] = await deps.db
    .select({
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      giftCardCents: orders.giftCardCents,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(eq(orders.paymentIntentId, paymentId), eq(orders.paymentProvider, "sandbox")))
    .limit(1);
  if (!order) throw new UnknownPaymentError("no order has this payment");
  return {
    paymentId,
    clientSecret,
    orderNumber: order.number,
    status: order.status,
    // What the card pays: the total less a gift card's part (decision 085).
    totalCents: order.totalCents - order.giftCardCents,
    currency: order.currency,
  };
}

export function isPaid(status: OrderStatus): boolean {
  return PAID_STATUSES.includes(status);
}

/** The sandbox's authentication page for a payment (the stand-in for the bank's 3-D Secure). */
export function authenticationUrl(payment: { paymentId: string; clientSecret: string }): string {
  const query = new URLSearchParams({ payment: payment.paymentId, secret: payment.clientSecret });
  return `/sandbox/authenticate?${query.toString()}`;
}

/** Where the shopper lands after authentication: the return URL of the payment. */
export function returnUrl(orderNumber: string): string {
  return `/payment-success?${new URLSearchParams({ order: orderNumber }).toString()}`;
}

// Events carry the provider's English message; the shopper sees it in the page's language.
const providerMessage = (problem: CardProblem | "authenticationFailed") =>
  translator("en")(`payments.card.${problem}`);

function emit(
  deps: SandboxDeps,
  event: Omit<PaymentEvent, "id" | "provider">,
  id = sandboxId("sbx_evt"),
): Promise<void> {
  const full: PaymentEvent = { id, provider: "sandbox", ...event };
  deps.logger.info({ paymentEvent: full }, "sandbox payment event");
  return deps.handleEvent(full);
}

/**
 * POST /api/payments/sandbox/confirm: tries a test card on a payment. A paid order answers
 * succeeded again without a new event; a payment taken whose order has not heard of it yet (the
 * process died in between) has its success event delivered again, never a second charge; a
 * cancelled order or payment cannot be paid.
 */
export async function confirmSandboxPayment(
  deps: SandboxDeps,
  input: { clientSecret: string; card: CardInput },
): Promise<SandboxConfirmation> {
  const outcome = cardOutcome(input.card, deps.now ?? new Date());
  const { payment, taken, charged } = await findAndCharge(
    deps,
    input.clientSecret,
    outcome.kind === "succeeded" ? normalizeCardNumber(input.card.number).slice(-4) : null,
  );
  const { orderNumber } = payment;
  if (isPaid(payment.status)) return { status: "succeeded", orderNumber };
  if (taken?.status === "succeeded") {
    await deliverSuccess(deps, taken);
    return { status: "succeeded", orderNumber };
  }
  if (payment.status === "cancelled" || taken?.status === "canceled") {
    return { status: "failed", orderNumber, problem: "canceled" };
  }

  switch (outcome.kind) {
    case "succeeded": {
      // Charged by the look-up; a charge another confirmation made meanwhile is read (once: taking
      // it again answers the first charge).
      const charge = charged ?? (await sandboxRecord(deps.db, payment.paymentId))!;
      if (charge.status === "canceled") return { status: "failed", orderNumber, problem: "canceled" };
      await deliverSuccess(deps, charge);
      return { status: "succeeded", orderNumber };
    }
    case "requires_action":
      return { status: "requires_action", orderNumber, redirectUrl: authenticationUrl(payment) };
    case "declined":
      await emit(deps, {
        type: "payment.failed",
        paymentId: payment.paymentId,
        failureMessage: providerMessage(outcome.problem),
      });
      return { status: "failed", orderNumber, problem: outcome.problem };
    case "invalid":
      // Refused like the provider's card form refuses it: no payment was attempted.
      return { status: "failed", orderNumber, problem: outcome.problem };
  }
}

/**
 * The payment a client secret stands for, with its order and the sandbox's record of it, in one
 * statement (decision 099) that also takes the charge when `cardLast4` is given (a card that
 * pays) and nothing stops it: the order unpaid and not cancelled, no record yet. The charge is
 * committed with the statement, before its event is handled, as before. Throws
 * UnknownPaymentError.
 */
async function findAndCharge(
  deps: Pick<SandboxDeps, "db" | "authSecret">,
  clientSecret: string,
  cardLast4: string | null,
): Promise<{ payment: SandboxPayment; taken: Charge | null; charged: Charge | null }> {
  const paymentId = paymentIdOfClientSecret(deps.authSecret, clientSecret);
  if (!paymentId) throw new UnknownPaymentError("client secret not valid");
  const unchargeable = sql.join(
    [...PAID_STATUSES, "cancelled"].map((status) => sql`${status}`),
    sql`, `,
  );
  const [row] = await namedStatementRows<{
    order: { number: string; status: OrderStatus; due_cents: number; currency: string } | null;
    taken: Record<string, unknown> | null;
    charged: Record<string, unknown> | null;
  }>(
    deps.db,
    "sandbox-charge",
    sql`WITH o AS (
          SELECT number, status, total_cents - gift_card_cents AS due_cents, currency FROM orders
          WHERE payment_intent_id = ${paymentId} AND payment_provider = 'sandbox' LIMIT 1
        ), taken AS (
          SELECT * FROM sandbox_payments WHERE payment_id = ${paymentId}
        ), charged AS (
          INSERT INTO sandbox_payments (payment_id, status, event_id, amount_cents, currency, card_last4)
          SELECT ${paymentId}, 'succeeded', ${sandboxId("sbx_evt")}, o.due_cents, 'usd', ${cardLast4}::text FROM o
          WHERE ${cardLast4 !== null} AND o.status NOT IN (${unchargeable}) AND NOT EXISTS (SELECT 1 FROM taken)
          ON CONFLICT (payment_id) DO NOTHING
          RETURNING *
        )
        SELECT (SELECT row_to_json(o) FROM o) AS order, (SELECT row_to_json(taken) FROM taken) AS taken,
          (SELECT row_to_json(charged) FROM charged) AS charged`,
  );
  const order = row?.order;
  if (!order) throw new UnknownPaymentError("no order has this payment");
  const charge = (record: Record<string, unknown> | null): Charge | null =>
    record ? tableRow(sandboxPayments, record) : null;
  return {
    payment: {
      paymentId,
      clientSecret,
      orderNumber: order.number,
      status: order.status,
      // What the card pays: the total less a gift card's part (decision 085).
      totalCents: order.due_cents,
      currency: order.currency,
    },
    taken: charge(row.taken),
    charged: charge(row.charged),
  };
}

/**
 * The authentication page's answer: completing it pays, failing it fails the payment. Either
 * way the shopper goes on to the return URL, which shows the outcome.
 */
export async function finishSandboxAuthentication(
  deps: SandboxDeps,
  input: { clientSecret: string; outcome: "complete" | "fail" },
): Promise<{ redirectUrl: string }> {
  const payment = await findSandboxPayment(deps, input.clientSecret);
  const redirectUrl = returnUrl(payment.orderNumber);
  if (isPaid(payment.status) || payment.status === "cancelled") return { redirectUrl };
  if (input.outcome === "complete") {
    const charge = await chargeSandboxPayment(deps.db, payment, AUTHENTICATION_CARD_LAST4);
    if (charge.status === "succeeded") await deliverSuccess(deps, charge);
    return { redirectUrl };
  }
  const taken = await sandboxRecord(deps.db, payment.paymentId);
  if (taken) return { redirectUrl };
  await emit(deps, {
    type: "payment.failed",
    paymentId: payment.paymentId,
    failureMessage: providerMessage("authenticationFailed"),
  });
  return { redirectUrl };
}
