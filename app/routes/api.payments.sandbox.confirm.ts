import { z } from "zod";
import { translator } from "~/i18n/setup";
import { languageFromCookieHeader } from "~/lib/language";
import { sandboxDeps } from "~/modules/payments/events.server";
import { confirmSandboxPayment, UnknownPaymentError } from "~/modules/payments/sandbox.server";
import type { Route } from "./+types/api.payments.sandbox.confirm";

// An answer about one shopper's payment: never kept by a browser or a CDN.
const NO_STORE = { "Cache-Control": "no-store" };

const confirmBody = z.object({
  clientSecret: z.string().min(1).max(200),
  card: z.object({
    number: z.string().max(40),
    expMonth: z.coerce.number().int(),
    expYear: z.coerce.number().int(),
    cvc: z.string().max(10),
  }),
});

const notFound = () => Response.json({ error: "Not found" }, { status: 404, headers: NO_STORE });

export const loader = notFound;

/**
 * POST /api/payments/sandbox/confirm `{ clientSecret, card: { number, expMonth, expYear, cvc } }`
 * → `{ status: "succeeded" | "requires_action" | "failed", error?, redirectUrl? }` (DESIGN
 * section 4). Exists only while the sandbox is the shop's payment provider.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (context.env.payments !== "sandbox" || request.method !== "POST") return notFound();
  const t = translator(languageFromCookieHeader(request.headers.get("Cookie")));
  const answer = (body: object, status = 200) => Response.json(body, { status, headers: NO_STORE });

  const parsed = confirmBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return answer({ error: t("payments.errors.invalidRequest") }, 400);

  try {
    const result = await confirmSandboxPayment(sandboxDeps(context), parsed.data);
    switch (result.status) {
      case "succeeded":
        return answer({ status: "succeeded" });
      case "requires_action":
        return answer({ status: "requires_action", redirectUrl: result.redirectUrl });
      case "failed":
        return answer({
          status: "failed",
          error: t(
            result.problem === "canceled" ? "payments.errors.canceled" : `payments.card.${result.problem}`,
          ),
        });
    }
  } catch (error) {
    if (error instanceof UnknownPaymentError)
      return answer({ error: t("payments.errors.unknownPayment") }, 400);
    context.logger.error({ err: error }, "sandbox payment could not be confirmed");
    return answer({ error: t("payments.errors.failed") }, 500);
  }
}
