import type { AppLoadContext } from "react-router";
import { deliverPending } from "~/modules/mail/delivery.server";
import { handlePaymentEvent } from "~/modules/orders/payment-events.server";
import { DECLINE_LIMITS } from "~/modules/rate-limits/client-limits.server";
import type { PaymentEvent } from "./provider";
import type { SandboxDeps } from "./sandbox.server";

/**
 * A provider's event, from a Stripe webhook or the sandbox, goes through the orders' one
 * handler; then the receipt it may have queued goes out at once when SMTP is configured. The
 * bounds on declined payments are on unless RATE_LIMITS=off (decision 037).
 */
export async function applyPaymentEvent(context: AppLoadContext, event: PaymentEvent): Promise<void> {
  await handlePaymentEvent(
    {
      db: context.db,
      logger: context.logger,
      declineRules: context.env.RATE_LIMITS ? DECLINE_LIMITS : null,
      links: {
        publicUrl: context.env.PUBLIC_URL,
        secret: context.authSecret,
        timeZone: context.env.SHOP_TIME_ZONE,
      },
      provider: context.payments,
    },
    event,
  );
  // Best effort and not awaited: the shopper's answer never waits for a mail server.
  void deliverPending(context.db, context.env, context.logger);
}

/** What the sandbox's routes need from the running shop. */
export function sandboxDeps(context: AppLoadContext): SandboxDeps {
  return {
    db: context.db,
    logger: context.logger,
    authSecret: context.authSecret,
    handleEvent: (event) => applyPaymentEvent(context, event),
  };
}
