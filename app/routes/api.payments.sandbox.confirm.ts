import { translator } from "~/i18n/setup";
import { headersLanguage } from "~/lib/language";
import { afterFailedPayment, declineRefusal } from "~/modules/orders/declines.server";
import { sandboxDeps } from "~/modules/payments/events.server";
import { confirmSandboxPayment, UnknownPaymentError } from "~/modules/payments/sandbox.server";
import { sandboxConfirmRequestSchema } from "~/modules/payments/sandbox-confirm-schema";
import { DECLINE_LIMITS, minutesToWait, retryAfterHeader } from "~/modules/rate-limits/client-limits.server";
import type { Route } from "./+types/api.payments.sandbox.confirm";
import { jsonAnswer } from "~/lib/json-answer.server";

const notFound = () => jsonAnswer({ error: "Not found" }, { status: 404 });

export const loader = notFound;

/**
 * POST /api/payments/sandbox/confirm `{ clientSecret, card: { number, expMonth, expYear, cvc } }`
 * → `{ status: "succeeded" | "requires_action" | "failed", error?, redirectUrl? }` (DESIGN
 * section 4). Exists only while the sandbox is the shop's payment provider. A client past its
 * declined payments (decision 037) is answered 429 `{ status: "failed", error }` with
 * Retry-After, before any card is tried.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.env.payments !== "sandbox" || request.method !== "POST") return notFound();
  const t = translator(headersLanguage(request.headers));
  const answer = (body: object, status = 200, headers: HeadersInit = {}) =>
    jsonAnswer(body, { status, headers });
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

  const parsed = sandboxConfirmRequestSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer({ error: t("payments.errors.invalidRequest") }, 400);

  const refusal = await declineRefusal(context.db, context.clientIp, rules);
  if (refusal.refused) return tooManyDeclines(refusal.retryAfterMs);

  try {
    const result = await confirmSandboxPayment(sandboxDeps(context), parsed.data);
    switch (result.status) {
      case "succeeded":
        return answer({ status: "succeeded" });
      case "requires_action":
        return answer({ status: "requires_action", redirectUrl: result.redirectUrl });
      case "failed": {
        const clientIp = context.clientIp;
        const after = await afterFailedPayment(context.db, {
          clientIp,
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
}
