import { data } from "react-router";
import { ReturnDetailPage } from "~/components/admin/returns/ReturnDetailPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { isUuid } from "~/lib/uuid";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { deliverPending } from "~/modules/mail/delivery.server";
import { validateRefusal } from "~/modules/returns/return-form";
import {
  adminReturnDetail,
  decideReturn,
  receiveReturn,
  type DecisionOutcome,
} from "~/modules/returns/returns.server";
import type { ReturnActionAnswer } from "~/modules/returns/return-answers";
import type { Route } from "./+types/returns.$id";

/** /admin/returns/:id: one request — its order, lines, reason, note and photos — and its decisions. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const detail = isUuid(params.id) ? await adminReturnDetail(context.db, params.id) : null;
  if (!detail) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ detail, storeCredit: context.storeCredit !== null }, { headers: PRIVATE_NO_STORE });
}

const STATUS_OF: Record<ReturnActionAnswer["status"], number> = {
  changed: 200,
  "not-found": 404,
  stale: 409,
  "not-allowed": 409,
  "not-paid": 409,
  "refund-failed": 502,
  "out-of-stock": 409,
  invalid: 400,
  "unknown-intent": 400,
  failed: 500,
};

const INTENTS = ["refund", "store_credit", "replacement", "refuse", "receive"] as const;

/**
 * The decisions (`intent`): refund, store_credit, replacement, refuse (with `refusalReason`), and
 * for a change of mind once the items are back, receive (with `resellable`).
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const answer = (result: ReturnActionAnswer) =>
    data(result, { status: STATUS_OF[result.status], headers: PRIVATE_NO_STORE });
  if (!isUuid(params.id)) return answer({ status: "not-found" });
  const form = await request.formData();
  const intent = form.get("intent");
  if (!INTENTS.includes(intent as (typeof INTENTS)[number])) return answer({ status: "unknown-intent" });
  const deps = {
    db: context.db,
    logger: context.logger,
    provider: context.payments,
    links: { publicUrl: context.env.PUBLIC_URL, secret: context.authSecret },
    storeCredit: context.storeCredit,
  };
  try {
    let outcome: DecisionOutcome;
    if (intent === "receive") {
      outcome = await receiveReturn(deps, admin, params.id, form.get("resellable") === "on");
    } else if (intent === "refuse") {
      const checked = validateRefusal(form);
      if (!checked.success) return answer({ status: "invalid", errors: checked.errors });
      outcome = await decideReturn(deps, admin, params.id, { kind: "refuse", ...checked.data });
    } else {
      outcome = await decideReturn(deps, admin, params.id, {
        kind: intent as "refund" | "store_credit" | "replacement",
      });
    }
    // The buyer's e-mail goes out now when SMTP is configured; the answer never waits for it.
    if (outcome.status === "changed") void deliverPending(context.db, context.env, context.logger);
    return answer(outcome);
  } catch (error) {
    context.logger.error({ err: error, return: params.id }, "admin: the return could not be decided");
    return answer({ status: "failed" });
  }
}

export function meta({ matches, data: loaderData }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  const number = loaderData?.detail.order.number ?? "";
  return noindexPageMeta(t("frame.metaTitle", { page: t("returns.detail.title", { number }) }));
}

export default function AdminReturn({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnDetailPage {...loaderData} answer={actionData} />;
}
