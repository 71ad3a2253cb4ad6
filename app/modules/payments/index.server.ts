import type { Env } from "~/config/env.server";
import type { Database } from "~/db/client.server";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox.server";
import { stripeClient, stripeProvider, type StripeEndpoint } from "./stripe.server";

/**
 * The shop's payment provider, as the settings chose it (PAYMENTS, else Stripe when its keys are
 * set, else the built-in sandbox). `stripeEndpoint` points the SDK at a local fake in tests.
 */
export function paymentProvider(
  env: Pick<Env, "payments" | "STRIPE_SECRET_KEY">,
  {
    authSecret,
    db,
    stripeEndpoint,
  }: {
    authSecret: string;
    /** Where the sandbox keeps its record of payments. */
    db: Database;
    stripeEndpoint?: StripeEndpoint;
  },
): PaymentProvider {
  if (env.payments === "stripe" && env.STRIPE_SECRET_KEY) {
    return stripeProvider(stripeClient(env.STRIPE_SECRET_KEY, stripeEndpoint));
  }
  return sandboxProvider({ authSecret, db });
}
