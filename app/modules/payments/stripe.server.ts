import Stripe from "stripe";
import {
  PaymentProviderUnavailable,
  type CreatePaymentInput,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type RefundInput,
} from "./provider";

/**
 * The Stripe adapter (used when STRIPE_SECRET_KEY is set): PaymentIntents created and refunded
 * with the order's idempotency keys, and webhooks turned into PaymentEvents after their signature
 * is checked on the raw body.
 */

/** Where the SDK sends its requests: Stripe itself, or a local fake in tests. */
export interface StripeEndpoint {
  host: string;
  port: number;
  protocol: "http" | "https";
}

// One client per key and endpoint for the life of the process: it keeps its connections open.
const clients = new Map<string, Stripe>();

export function stripeClient(secretKey: string, endpoint?: StripeEndpoint): Stripe {
  const key = JSON.stringify([secretKey, endpoint ?? null]);
  let client = clients.get(key);
  if (!client) {
    client = new Stripe(secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(endpoint ?? {}),
    });
    clients.set(key, client);
  }
  return client;
}

export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createPayment(input: CreatePaymentInput) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: input.amountCents,
            currency: input.currency,
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
            receipt_email: input.email,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch((error: unknown) => {
          // The SDK retried already (maxNetworkRetries): Stripe cannot be reached just now.
          if (error instanceof Stripe.errors.StripeConnectionError)
            throw new PaymentProviderUnavailable("Stripe cannot be reached", { cause: error });
          throw error;
        });
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`);
      return { paymentId: intent.id, clientSecret: intent.client_secret };
    },
    async cancelPayment(paymentId: string) {
      try {
        await stripe.paymentIntents.cancel(paymentId);
      } catch (error) {
        // Already cancelled or already paid: nothing left to cancel (the order decides the rest).
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "payment_intent_unexpected_state"
        ) {
          return;
        }
        throw error;
      }
    },
    async paymentStatus(paymentId: string): Promise<PaymentState> {
      let intent: Stripe.PaymentIntent;
      try {
        intent = await stripe.paymentIntents.retrieve(paymentId);
      } catch (error) {
        // Not a payment of this account (the keys changed): it was never taken here.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
          return { status: "unpaid" };
        }
        throw error;
      }
      switch (intent.status) {
        case "succeeded":
          return {
            status: "succeeded",
            amount: { cents: intent.amount_received, currency: intent.currency },
          };
        // Money on its way (a bank debit) or authorised: not to be released yet.
        case "processing":
        case "requires_capture":
          return { status: "processing" };
        default:
          return { status: "unpaid" };
      }
    },
    async refundPayment(input: RefundInput) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentId,
            ...(input.amountCents !== undefined ? { amount: input.amountCents } : {}),
            metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        // Refunded already, e.g. from Stripe's dashboard (its webhook may not have arrived yet):
        // the money is back, so the refund that did it is the answer.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "charge_already_refunded"
        ) {
          const existing = await stripe.refunds.list({ payment_intent: input.paymentId, limit: 1 });
          const refund = existing.data[0];
          if (refund) return { refundId: refund.id };
        }
        throw error;
      }
    },
  };
}

/** The signature did not match, or the body is not a Stripe event. */
export class WebhookSignatureError extends Error {
  override name = "WebhookSignatureError";
}

const EVENT_TYPES = {
  "payment_intent.succeeded": "payment.succeeded",
  "payment_intent.payment_failed": "payment.failed",
  "payment_intent.canceled": "payment.canceled",
} as const satisfies Record<string, PaymentEvent["type"]>;

/**
 * A verified webhook as a PaymentEvent, or null for an event the shop does not act on.
 * Throws WebhookSignatureError when the signature (or its timestamp) is not valid.
 */
export function parseStripeWebhook(
  rawBody: string,
  signatureHeader: string | null,
  webhookSecret: string,
): PaymentEvent | null {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", webhookSecret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : "invalid signature");
  }
  if (event.type === "charge.refunded") return refundEvent(event.id, event.data.object as Stripe.Charge);
  if (event.type === "charge.succeeded") return cardEvent(event.id, event.data.object as Stripe.Charge);
  if (!(event.type in EVENT_TYPES)) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const failureMessage = intent.last_payment_error?.message;
  return {
    id: event.id,
    provider: "stripe",
    type: EVENT_TYPES[event.type as keyof typeof EVENT_TYPES],
    paymentId: intent.id,
    ...(event.type === "payment_intent.payment_failed" && failureMessage ? { failureMessage } : {}),
    ...(event.type === "payment_intent.succeeded" ? paidAmount(intent) : {}),
  };
}

/** What a succeeded PaymentIntent received, when Stripe says (it always does; fixtures may not). */
function paidAmount(intent: Stripe.PaymentIntent): Pick<PaymentEvent, "amount"> {
  return typeof intent.amount_received === "number" && typeof intent.currency === "string"
    ? { amount: { cents: intent.amount_received, currency: intent.currency } }
    : {};
}

/**
 * `charge.succeeded` names the card that paid (a PaymentIntent's own events give only the charge's
 * id): its last four digits go on the order for the invoice (decision 082). Null without a card.
 */
function cardEvent(eventId: string, charge: Stripe.Charge): PaymentEvent | null {
  const paymentId =
    typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  const cardLast4 = charge.payment_method_details?.card?.last4;
  if (!paymentId || !cardLast4) return null;
  return { id: eventId, provider: "stripe", type: "payment.card", paymentId, cardLast4 };
}

/**
 * `charge.refunded` comes for partial refunds too; the shop acts only once the whole charge is
 * given back (an admin's refund, or one made in Stripe's dashboard). A partial refund is left to
 * the operator who made it.
 */
function refundEvent(eventId: string, charge: Stripe.Charge): PaymentEvent | null {
  const paymentId =
    typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent?.id;
  if (!paymentId || !charge.refunded) return null;
  const refundId = charge.refunds?.data[0]?.id;
  return {
    id: eventId,
    provider: "stripe",
    type: "payment.refunded",
    paymentId,
    ...(refundId ? { refundId } : {}),
  };
}
