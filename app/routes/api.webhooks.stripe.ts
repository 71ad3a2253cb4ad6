import { applyPaymentEvent } from "~/modules/payments/events.server";
import { parseStripeWebhook, WebhookSignatureError } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/api.webhooks.stripe";
import { jsonAnswer } from "~/lib/json-answer.server";

const notFound = () => jsonAnswer({ error: "Not found" }, { status: 404 });

export const loader = notFound;

/**
 * POST /api/webhooks/stripe: Stripe's events, verified against STRIPE_WEBHOOK_SECRET on the raw
 * body (parsing first would change the bytes that were signed). Each event takes effect once:
 * the orders' handler records its id. Answers 200 to events the shop does not act on, so Stripe
 * stops sending them; a failure to process answers 500 and Stripe retries.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const secret = context.env.STRIPE_WEBHOOK_SECRET;
  if (context.env.payments !== "stripe" || !secret || request.method !== "POST") return notFound();

  const rawBody = await request.text();
  let event;
  try {
    event = parseStripeWebhook(rawBody, request.headers.get("stripe-signature"), secret);
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
  return jsonAnswer({ received: true });
}
