import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders, type OrderStatus } from "~/db/schema";
import { translator } from "~/i18n/setup";
import type { Logger } from "~/lib/logger.server";
import { clientSecretFor, paymentIdOfClientSecret, sandboxId } from "./client-secret.server";
import type { PaymentEvent, PaymentProvider } from "./provider";
import { cardOutcome, type CardInput, type CardProblem } from "./test-cards";

/**
 * The built-in payment provider (the default): it keeps no state of its own. A payment is the
 * order's `payment_intent_id`; its outcome reaches the shop as a PaymentEvent through the same
 * handler as Stripe's webhooks, so fulfilment never depends on what a browser says.
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

export function sandboxProvider({ authSecret }: { authSecret: string }): PaymentProvider {
  return {
    name: "sandbox",
    async createPayment() {
      const paymentId = sandboxId("sbx_pi");
      return { paymentId, clientSecret: clientSecretFor(authSecret, paymentId) };
    },
    // Nothing to cancel: an unpaid order's payment id simply stops matching a payable order.
    async cancelPayment() {},
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
    totalCents: order.totalCents,
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

function emit(deps: SandboxDeps, event: Omit<PaymentEvent, "id" | "provider">): Promise<void> {
  const full: PaymentEvent = { id: sandboxId("sbx_evt"), provider: "sandbox", ...event };
  deps.logger.info({ paymentEvent: full }, "sandbox payment event");
  return deps.handleEvent(full);
}

/**
 * POST /api/payments/sandbox/confirm: tries a test card on a payment. A payment that already
 * succeeded answers succeeded again without a new event; a cancelled order cannot be paid.
 */
export async function confirmSandboxPayment(
  deps: SandboxDeps,
  input: { clientSecret: string; card: CardInput },
): Promise<SandboxConfirmation> {
  const payment = await findSandboxPayment(deps, input.clientSecret);
  const { orderNumber } = payment;
  if (isPaid(payment.status)) return { status: "succeeded", orderNumber };
  if (payment.status === "cancelled") return { status: "failed", orderNumber, problem: "canceled" };

  const outcome = cardOutcome(input.card, deps.now ?? new Date());
  switch (outcome.kind) {
    case "succeeded":
      await emit(deps, {
        type: "payment.succeeded",
        paymentId: payment.paymentId,
        amount: { cents: payment.totalCents, currency: "usd" },
      });
      return { status: "succeeded", orderNumber };
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
  await emit(
    deps,
    input.outcome === "complete"
      ? {
          type: "payment.succeeded",
          paymentId: payment.paymentId,
          amount: { cents: payment.totalCents, currency: "usd" },
        }
      : {
          type: "payment.failed",
          paymentId: payment.paymentId,
          failureMessage: providerMessage("authenticationFailed"),
        },
  );
  return { redirectUrl };
}
