import type { Database } from "~/db/client.server";
import type { Language } from "~/lib/language";
import type { Logger } from "~/lib/logger.server";
import { declineRefusal } from "~/modules/orders/declines.server";
import { PaymentProviderUnavailable, type PaymentProvider } from "~/modules/payments/provider";
import {
  CLIENT_HOLD_LIMITS,
  DECLINE_LIMITS,
  hitClientLimit,
  minutesToWait,
} from "~/modules/rate-limits/client-limits.server";
import type { CheckoutRequest, PaymentIntentResponse } from "./checkout-schema";
import type { ExtrasSettings } from "./extras";
import { translateMessage } from "./messages";
import { CheckoutRefusal, prepareCheckout } from "./prepare.server";
import type { OrderLinkSettings } from "~/modules/orders/order-links.server";

export interface StartPaymentDeps {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  /** Whether per-client limits are on (RATE_LIMITS). */
  rateLimits: boolean;
  /** Gift wrap and insulation: their fees and season (decision 075). */
  extras?: ExtrasSettings;
  /** The order's links, for the receipt of an order a gift card pays whole (decision 085). */
  links?: OrderLinkSettings;
  now?: Date;
}

export interface StartPaymentInput {
  order: CheckoutRequest;
  language: Language;
  /** The browser's checkout session: its earlier unpaid order is replaced. */
  checkoutToken: string;
  /** The signed-in shopper placing the order (null: a guest): the order joins their history. */
  userId: string | null;
  clientIp: string;
}

/** The order prepared, or why not: an HTTP status and a message in the shopper's language. */
export type PaymentStart =
  | { ok: true; prepared: PaymentIntentResponse }
  | {
      ok: false;
      status: 409 | 429 | 500 | 503;
      error: string;
      /** The server's total in cents, when the browser's was stale. */
      amount?: number;
      /** When asking again makes sense (429, 503). */
      retryAfterMs?: number;
    };

/** Card payments wait this long for a provider that could not be reached. */
const PROVIDER_RETRY_MS = 60_000;

/**
 * Starts a payment (`POST /api/create-payment-intent`, DESIGN section 4): the order is created
 * `pending_payment` with its stock reserved and the provider's payment. Refused with 409 when the
 * browser's total is stale, a product is short or the coupon is refused; 429 when the client
 * prepared too many checkouts lately or holds too many unpaid orders (decision 016), or had too
 * many card payments declined (decision 037); 503 while the provider cannot be reached (the stock
 * is back).
 */
export async function startPayment(deps: StartPaymentDeps, input: StartPaymentInput): Promise<PaymentStart> {
  const { language } = input;
  const declines = await declineRefusal(
    deps.db,
    input.clientIp,
    deps.rateLimits ? DECLINE_LIMITS : null,
    deps.now,
  );
  if (declines.refused) {
    const count = minutesToWait(declines.retryAfterMs);
    const error = translateMessage(language, { key: "payments.errors.tooManyDeclines", values: { count } });
    return { ok: false, status: 429, error, retryAfterMs: declines.retryAfterMs };
  }
  const client = { db: deps.db, env: { RATE_LIMITS: deps.rateLimits }, clientIp: input.clientIp };
  const limit = await hitClientLimit(client, "prepare", deps.now);
  if (limit.limited) {
    // Too many attempts, not too many orders: the client may hold a single one (decision 016).
    const error = translateMessage(language, {
      key: "error.tooManyAttempts",
      values: { count: minutesToWait(limit.retryAfterMs) },
    });
    return { ok: false, status: 429, error, retryAfterMs: limit.retryAfterMs };
  }

  try {
    const prepared = await prepareCheckout(
      {
        db: deps.db,
        provider: deps.provider,
        links: deps.links,
        logger: deps.logger,
        now: deps.now,
        clientLimits: deps.rateLimits ? CLIENT_HOLD_LIMITS : null,
        extras: deps.extras,
      },
      {
        request: input.order,
        checkoutToken: input.checkoutToken,
        userId: input.userId,
        language,
        clientIp: input.clientIp,
      },
    );
    return { ok: true, prepared };
  } catch (error) {
    if (error instanceof CheckoutRefusal) {
      const amount = error.amount === undefined ? {} : { amount: error.amount };
      return { ok: false, status: error.status, error: translateMessage(language, error.text), ...amount };
    }
    if (error instanceof PaymentProviderUnavailable) {
      // Nothing of the shop's is broken, and the stock is back: one line, no stack.
      deps.logger.warn({ provider: deps.provider.name }, "the payment provider cannot be reached");
      const error = translateMessage(language, { key: "payments.errors.providerUnavailable" });
      return { ok: false, status: 503, error, retryAfterMs: PROVIDER_RETRY_MS };
    }
    deps.logger.error({ err: error }, "preparing a payment failed");
    return { ok: false, status: 500, error: "Failed to prepare payment" };
  }
}
