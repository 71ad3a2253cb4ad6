import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { OrderDetailPage } from "~/components/admin/orders/OrderDetailPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { adminOrderDetail } from "~/modules/admin/orders/order-detail.server";
import type { OrderActionResult } from "~/modules/admin/orders/order-action-result";
import { refundLatePayment } from "~/modules/admin/orders/late-payment-refund.server";
import { changeOrderStatus } from "~/modules/admin/orders/transition.server";
import { TRANSITION_FIELDS, validateTransition } from "~/modules/admin/orders/transition-schema";
import { deliverPending } from "~/modules/mail/delivery.server";
import { adminOrderReturns } from "~/modules/returns/returns.server";
import type { Route } from "./+types/orders.$number";

/** /admin/orders/:number: the whole order, its history and the steps it may take next. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const order = await adminOrderDetail(context.db, params.number);
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  // Its return requests and, for a replacement, the order it replaces (issue 30).
  const returns = await adminOrderReturns(context.db, order.number);
  return data({ order, returns }, { headers: PRIVATE_NO_STORE });
}

const answer = (result: OrderActionResult, status = 200) =>
  data(result, { status, headers: PRIVATE_NO_STORE });

// The HTTP status of each refusal: changed meanwhile or not possible is a conflict; the provider
// failing is a bad gateway.
const STATUS_OF = { "not-found": 404, "not-allowed": 409, stale: 409, "refund-failed": 502 } as const;

/**
 * The status form (`intent=status`): from the status the admin saw to the next one, checked
 * against the status machine. Shipping needs a carrier and tracking number; cancelling or
 * refunding gives the payment back through the provider first. `intent=refund-payment` gives
 * back a payment that came after the order was cancelled.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent !== "status" && intent !== "refund-payment") return answer({ status: "unknown-intent" }, 400);
  const deps = {
    db: context.db,
    logger: context.logger,
    provider: context.payments,
    // The receipt's link settings: the running shop's public address and secret.
    links: { publicUrl: context.env.PUBLIC_URL, secret: context.authSecret },
  };
  try {
    if (intent === "refund-payment") {
      const outcome = await refundLatePayment(deps, admin, params.number);
      return outcome.status === "refunded"
        ? answer({ status: "payment-refunded" })
        : answer(outcome, STATUS_OF[outcome.status]);
    }
    const parsed = validateTransition(form);
    if (!parsed.success) return answer(invalidAnswer(request, form, TRANSITION_FIELDS, parsed.errors), 400);
    const outcome = await changeOrderStatus(deps, admin, params.number, parsed.data);
    if (outcome.status !== "changed") return answer(outcome, STATUS_OF[outcome.status]);
    // The shipping e-mail goes out now when SMTP is configured; the answer never waits for it.
    if (outcome.order.status === "shipped") void deliverPending(context.db, context.env, context.logger);
    return answer({ status: "changed", to: outcome.order.status });
  } catch (error) {
    context.logger.error({ err: error, order: params.number }, "admin: the order could not be changed");
    return answer({ status: "failed" }, 500);
  }
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("orders.detail.title", { number: params.number }) }));
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return <OrderDetailPage order={loaderData.order} returns={loaderData.returns} />;
}
