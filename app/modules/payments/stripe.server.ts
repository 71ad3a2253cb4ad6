import Stripe from "stripe";
import type { CreatePaymentInput, PaymentEvent, PaymentProvider } from "./provider";

/**
 * The Stripe adapter (used when STRIPE_SECRET_KEY is set): PaymentIntents created with the
 * order's idempotency key, and webhooks turned into PaymentEvents after their signature is
 * checked on the raw body.
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
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
          receipt_email: input.email,
        },
        { idempotencyKey: input.idempotencyKey },
      );
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
  if (!(event.type in EVENT_TYPES)) return null;
  const intent = event.data.object as Stripe.PaymentIntent;
  const failureMessage = intent.last_payment_error?.message;
  return {
    id: event.id,
    provider: "stripe",
    type: EVENT_TYPES[event.type as keyof typeof EVENT_TYPES],
    paymentId: intent.id,
    ...(event.type === "payment_intent.payment_failed" && failureMessage ? { failureMessage } : {}),
  };
}
