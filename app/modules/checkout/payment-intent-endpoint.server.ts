import type { Database } from "~/db/client.server";
import type { Logger } from "~/lib/logger.server";
import { headersLanguage } from "~/lib/language";
import { PaymentProviderUnavailable, type PaymentProvider } from "~/modules/payments/provider";
import { declineRefusal } from "~/modules/orders/declines.server";
import {
  DECLINE_LIMITS,
  hitClientLimit,
  minutesToWait,
  retryAfterHeader,
  CLIENT_HOLD_LIMITS,
} from "~/modules/rate-limits/client-limits.server";
import { requestProblemMessage, translateMessage } from "./messages";
import { ensureCheckoutToken } from "./checkout-cookie.server";
import { checkoutRequestSchema } from "./checkout-schema";
import { CheckoutRefusal, prepareCheckout } from "./prepare.server";
import { isSameOrigin } from "~/lib/same-origin.server";
import { jsonAnswer } from "~/lib/json-answer.server";

export interface PaymentIntentEndpointDeps {
  db: Database;
  logger: Logger;
  provider: PaymentProvider;
  publicUrl: string;
  /** Signs the checkout cookie (AUTH_SECRET). */
  secret: string;
  /** The signed-in shopper placing the order (null: a guest): the order joins their history. */
  userId?: string | null;
  /** The client's address, and whether per-client limits are on (RATE_LIMITS). */
  clientIp: string;
  rateLimits: boolean;
  now?: Date;
}

/**
 * `POST /api/create-payment-intent` (DESIGN section 4): the spec's body as JSON → the order is
 * created `pending_payment` with its stock reserved and the provider's payment, answering
 * `{ clientSecret, orderNumber, amount }`; 409 `{ error, amount? }` when the browser's total is
 * stale, a product is short or the coupon is refused; 400 for a malformed request; 403 from
 * another site; 429 when the client prepared too many checkouts lately or holds too many unpaid
 * orders (decision 016), or had too many card payments declined (decision 037). The browser's checkout session comes from (or goes into) the signed
 * cookie.
 */
export async function createPaymentIntent(
  request: Request,
  deps: PaymentIntentEndpointDeps,
): Promise<Response> {
  const answer = (body: unknown, status = 200, headers: HeadersInit = {}) =>
    jsonAnswer(body, { status, headers });
  if (request.method !== "POST") return answer({ error: "Method not allowed" }, 405);
  if (!isSameOrigin(request, deps.publicUrl)) return answer({ error: "Cross-site request refused" }, 403);
  if (!request.headers.get("Content-Type")?.includes("application/json")) {
    return answer({ error: "Send the order as JSON" }, 400);
  }
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return answer({ error: "The request body is not valid JSON" }, 400);
  const language = headersLanguage(request.headers);
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) return answer({ error: requestProblemMessage(language, parsed.error.issues) }, 400);
  const declines = await declineRefusal(
    deps.db,
    deps.clientIp,
    deps.rateLimits ? DECLINE_LIMITS : null,
    deps.now,
  );
  if (declines.refused) {
    const count = minutesToWait(declines.retryAfterMs);
    const error = translateMessage(language, { key: "payments.errors.tooManyDeclines", values: { count } });
    return answer({ error }, 429, retryAfterHeader(declines.retryAfterMs));
  }
  const client = { db: deps.db, env: { RATE_LIMITS: deps.rateLimits }, clientIp: deps.clientIp };
  const limit = await hitClientLimit(client, "prepare", deps.now);
  if (limit.limited) {
    // Too many attempts, not too many orders: the client may hold a single one (decision 016).
    const error = translateMessage(language, {
      key: "error.tooManyAttempts",
      values: { count: minutesToWait(limit.retryAfterMs) },
    });
    return answer({ error }, 429, retryAfterHeader(limit.retryAfterMs));
  }

  const { token, setCookie } = ensureCheckoutToken(request, deps.secret, deps.publicUrl);
  const headers = new Headers();
  if (setCookie) headers.append("Set-Cookie", setCookie);
  try {
    const prepared = await prepareCheckout(
      {
        db: deps.db,
        provider: deps.provider,
        logger: deps.logger,
        now: deps.now,
        clientLimits: deps.rateLimits ? CLIENT_HOLD_LIMITS : null,
      },
      {
        request: parsed.data,
        checkoutToken: token,
        userId: deps.userId ?? null,
        language,
        clientIp: deps.clientIp,
      },
    );
    return answer(prepared, 200, headers);
  } catch (error) {
    if (error instanceof CheckoutRefusal) {
      const amount = error.amount === undefined ? {} : { amount: error.amount };
      return answer({ error: translateMessage(language, error.text), ...amount }, error.status, headers);
    }
    if (error instanceof PaymentProviderUnavailable) {
      // Nothing of the shop's is broken, and the stock is back: one line, no stack.
      deps.logger.warn({ provider: deps.provider.name }, "the payment provider cannot be reached");
      const unavailable = translateMessage(language, { key: "payments.errors.providerUnavailable" });
      headers.set("Retry-After", "60");
      return answer({ error: unavailable }, 503, headers);
    }
    deps.logger.error({ err: error }, "preparing a payment failed");
    return answer({ error: "Failed to prepare payment" }, 500, headers);
  }
}
