import { sessionUser } from "~/modules/accounts/session.server";
import { extrasSettingsOf } from "~/modules/checkout/extras-settings.server";
import { createPaymentIntent } from "~/modules/checkout/payment-intent-endpoint.server";
import { paymentProvider } from "~/modules/payments/index.server";
import type { Route } from "./+types/api.create-payment-intent";
import { jsonAnswer } from "~/lib/json-answer.server";

/** POST /api/create-payment-intent: see createPaymentIntent (DESIGN section 4). */
export async function action({ request, context }: Route.ActionArgs) {
  const { authSecret } = context;
  const user = await sessionUser(request, context);
  return createPaymentIntent(request, {
    db: context.db,
    logger: context.logger,
    provider: paymentProvider(context.env, { authSecret, db: context.db }),
    publicUrl: context.env.PUBLIC_URL,
    secret: authSecret,
    userId: user?.id ?? null,
    clientIp: context.clientIp,
    rateLimits: context.env.RATE_LIMITS,
    extras: extrasSettingsOf(context.env),
  });
}

export const loader = () => jsonAnswer({ error: "Method not allowed" }, { status: 405 });
