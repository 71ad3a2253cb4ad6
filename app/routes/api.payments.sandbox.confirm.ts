import { translator } from "~/i18n/setup";
import { jsonAnswer } from "~/lib/json-answer.server";
import { postEndpoint } from "~/lib/json-endpoint.server";
import { headersLanguage } from "~/lib/language";
import { afterFailedPayment, declineRefusal } from "~/modules/orders/declines.server";
import { sandboxDeps } from "~/modules/payments/events.server";
import { confirmSandboxPayment, UnknownPaymentError } from "~/modules/payments/sandbox.server";
import { sandboxConfirmRequestSchema } from "~/modules/payments/sandbox-confirm-schema";
import { DECLINE_LIMITS, minutesToWait, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";

const translatorOf = (request: Request) => translator(headersLanguage(request.headers));

/**
 * POST /api/payments/sandbox/confirm `{ clientSecret, card: { number, expMonth, expYear, cvc } }`
 * → `{ status: "succeeded" | "requires_action" | "failed", error?, redirectUrl? }` (DESIGN
 * section 4). Exists only while the sandbox is the shop's payment provider. A client past its
 * declined payments (decision 037) is answered 429 `{ status: "failed", error }` with
 * Retry-After, before any card is tried.
 */
const endpoint = postEndpoint({
  available: ({ env }) => env.payments === "sandbox",
  body: "json",
  schema: sandboxConfirmRequestSchema,
  invalid: ({ request }) => ({ error: translatorOf(request)("payments.errors.invalidRequest") }),
  handle: async ({ request, context, body }) => {
    const t = translatorOf(request);
    const answer = (answered: object, status = 200, headers: HeadersInit = {}) =>
      jsonAnswer(answered, { status, headers });
    const tooManyDeclines = (retryAfterMs: number) =>
      answer(
        {
          status: "failed",
          error: t("payments.errors.tooManyDeclines", { count: minutesToWait(retryAfterMs) }),
        },
        429,
        retryAfterHeader(retryAfterMs),
      );
    const rules = context.env.RATE_LIMITS ? DECLINE_LIMITS : null;

    const refusal = await declineRefusal(context.db, context.clientIp, rules);
    if (refusal.refused) return tooManyDeclines(refusal.retryAfterMs);

    try {
      const result = await confirmSandboxPayment(sandboxDeps(context), body);
      switch (result.status) {
        case "succeeded":
          return answer({ status: "succeeded" });
        case "requires_action":
          return answer({ status: "requires_action", redirectUrl: result.redirectUrl });
        case "failed": {
          const after = await afterFailedPayment(context.db, {
            clientIp: context.clientIp,
            orderNumber: result.orderNumber,
            rules,
          });
          if (after?.kind === "client-refused") return tooManyDeclines(after.retryAfterMs);
          if (after?.kind === "order-stopped")
            return answer({ status: "failed", error: t("payments.errors.orderStopped") });
          return answer({
            status: "failed",
            error: t(
              result.problem === "canceled" ? "payments.errors.canceled" : `payments.card.${result.problem}`,
            ),
          });
        }
      }
    } catch (error) {
      if (error instanceof UnknownPaymentError)
        return answer({ error: t("payments.errors.unknownPayment") }, 400);
      context.logger.error({ err: error }, "sandbox payment could not be confirmed");
      return answer({ error: t("payments.errors.failed") }, 500);
    }
  },
});

// React Router takes each export apart for the browser's build: one name each, not destructured.
export const action = endpoint.action;
export const loader = endpoint.loader;
