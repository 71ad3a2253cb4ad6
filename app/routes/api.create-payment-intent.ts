import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { headersLanguage } from "~/lib/language";
import { sessionUser } from "~/modules/accounts/session.server";
import { ensureCheckoutToken } from "~/modules/checkout/checkout-cookie.server";
import { extrasSettingsOf } from "~/modules/checkout/extras-settings.server";
import { checkoutRequestSchema } from "~/modules/checkout/checkout-schema";
import { requestProblemMessage } from "~/modules/checkout/messages";
import { startPayment } from "~/modules/checkout/start-payment.server";
import { retryAfterHeader } from "~/modules/rate-limits/client-limits.server";

const languageOf = (request: Request) => headersLanguage(request.headers);

/**
 * POST /api/create-payment-intent (DESIGN section 4): the spec's body as JSON → `{ clientSecret,
 * orderNumber, amount }`, or `{ error, amount? }` with the status startPayment gives (409, 429,
 * 503); 400 for a malformed request, 403 from another site. The browser's checkout session comes
 * from (or goes into) the signed cookie.
 */
const endpoint = postEndpoint({
  body: "json",
  schema: checkoutRequestSchema,
  invalid: ({ request, problem }) => {
    if (problem.kind === "not-json") return { error: "Send the order as JSON" };
    if (problem.kind === "malformed") return { error: "The request body is not valid JSON" };
    return { error: requestProblemMessage(languageOf(request), problem.issues) };
  },
  handle: async ({ request, context, body }) => {
    const user = await sessionUser(request, context);
    const { token, setCookie } = ensureCheckoutToken(request, context.authSecret, context.env.PUBLIC_URL);
    const headers = new Headers();
    if (setCookie) headers.append("Set-Cookie", setCookie);
    const started = await startPayment(
      {
        db: context.db,
        logger: context.logger,
        provider: context.payments,
        rateLimits: context.env.RATE_LIMITS,
        extras: extrasSettingsOf(context.env),
        links: {
          publicUrl: context.env.PUBLIC_URL,
          secret: context.authSecret,
          timeZone: context.env.SHOP_TIME_ZONE,
        },
      },
      {
        order: body,
        language: languageOf(request),
        checkoutToken: token,
        userId: user?.id ?? null,
        clientIp: context.clientIp,
      },
    );
    if (started.ok) return jsonAnswer(started.prepared, { headers });
    const { status, error, amount, retryAfterMs } = started;
    if (retryAfterMs !== undefined) {
      for (const [name, value] of Object.entries(retryAfterHeader(retryAfterMs))) headers.set(name, value);
    }
    return jsonAnswer(amount === undefined ? { error } : { error, amount }, { status, headers });
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
