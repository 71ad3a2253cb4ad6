import { z } from "zod";
import { WEBHOOK_LIMIT_BYTES } from "~/config/body-limits";
import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { applyPaymentEvent } from "~/modules/payments/events.server";
import { parseStripeWebhook, WebhookSignatureError } from "~/modules/payments/stripe.server";

/**
 * POST /api/webhooks/stripe: Stripe's events, verified against STRIPE_WEBHOOK_SECRET on the raw
 * body (parsing first would change the bytes that were signed). Each event takes effect once:
 * the orders' handler records its id. Answers 200 to events the shop does not act on, so Stripe
 * stops sending them; a failure to process answers 500 and Stripe retries. Exists only while
 * Stripe is the payment provider (404 otherwise).
 */
const endpoint = postEndpoint({
  available: ({ env }) => env.payments === "stripe" && Boolean(env.STRIPE_WEBHOOK_SECRET),
  // Stripe's servers post it, with no visitor's cookie to misuse.
  sameOrigin: false,
  body: "text",
  maxBytes: WEBHOOK_LIMIT_BYTES,
  schema: z.string(),
  handle: async ({ request, context, body }) => {
    let event;
    try {
      event = parseStripeWebhook(
        body,
        request.headers.get("stripe-signature"),
        context.env.STRIPE_WEBHOOK_SECRET!,
      );
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      context.logger.warn({ reason: error.message }, "stripe webhook refused: bad signature");
      return jsonAnswer({ error: "Invalid webhook signature" }, { status: 400 });
    }
    if (event) {
      try {
        await applyPaymentEvent(context, event);
      } catch (error) {
        context.logger.error({ err: error, event: event.id }, "stripe webhook could not be processed");
        return jsonAnswer({ error: "Webhook processing failed" }, { status: 500 });
      }
    }
    return { received: true };
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
