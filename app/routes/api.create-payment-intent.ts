import { languageFromCookieHeader } from "~/lib/language";
import { ensureCheckoutToken } from "~/modules/checkout/checkout-cookie.server";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { CheckoutRefusal, prepareCheckout } from "~/modules/checkout/prepare.server";
import { isSameOrigin } from "~/modules/checkout/same-origin.server";
import { paymentProvider } from "~/modules/payments/index.server";
import { services } from "~/services.server";
import type { Route } from "./+types/api.create-payment-intent";

// An answer about one shopper's order: never kept by a browser or a CDN.
const NO_STORE = { "Cache-Control": "no-store" };

const answer = (body: unknown, status = 200, headers: HeadersInit = NO_STORE) =>
  Response.json(body, { status, headers });

/**
 * POST /api/create-payment-intent (DESIGN section 4): the spec's body as JSON → the order is
 * created `pending_payment` with its stock reserved and the provider's payment, answering
 * `{ clientSecret, orderNumber, amount }`; 409 `{ error, amount? }` when the browser's total is
 * stale, a product is short or the coupon is refused; 400 for a malformed request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return answer({ error: "Method not allowed" }, 405);
  if (!isSameOrigin(request, context.env.PUBLIC_URL))
    return answer({ error: "Cross-site request refused" }, 403);
  if (!request.headers.get("Content-Type")?.includes("application/json")) {
    return answer({ error: "Send the order as JSON" }, 400);
  }
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return answer({ error: "The request body is not valid JSON" }, 400);
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) return answer({ error: parsed.error.issues[0]?.message ?? "Invalid order" }, 400);

  const { authSecret } = await services();
  const { token, setCookie } = ensureCheckoutToken(request, authSecret, context.env.PUBLIC_URL);
  const headers = new Headers(NO_STORE);
  if (setCookie) headers.append("Set-Cookie", setCookie);
  try {
    const prepared = await prepareCheckout(
      { db: context.db, provider: paymentProvider(context.env, { authSecret }), logger: context.logger },
      {
        request: parsed.data,
        checkoutToken: token,
        // Accounts do not exist yet: every shopper is a guest until they do.
        userId: null,
        language: languageFromCookieHeader(request.headers.get("Cookie")),
      },
    );
    return answer(prepared, 200, headers);
  } catch (error) {
    if (error instanceof CheckoutRefusal) {
      return answer(
        { error: error.message, ...(error.amount === undefined ? {} : { amount: error.amount }) },
        error.status,
        headers,
      );
    }
    context.logger.error({ err: error }, "preparing a payment failed");
    return answer({ error: "Failed to prepare payment" }, 500, headers);
  }
}

export const loader = () => answer({ error: "Method not allowed" }, 405);
