import { data } from "react-router";
import { GiftCardAdminDetail } from "~/components/admin/gift-cards/GiftCardAdminDetail";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { ADJUST_FIELDS, validateAdjustForm } from "~/modules/admin/gift-cards/adjust-form";
import {
  adjustGiftCard,
  disableGiftCard,
  giftCardDetail,
} from "~/modules/admin/gift-cards/gift-cards.server";
import type { AdjustAnswer } from "~/components/admin/gift-cards/GiftCardAdminDetail";
import type { Route } from "./+types/gift-cards.$id";

/** /admin/gift-cards/:id (decision 085): one card, its ledger with each order, and Disable. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const detail = await giftCardDetail(context.db, params.id);
  if (!detail) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data(detail, { headers: PRIVATE_NO_STORE });
}

/**
 * `intent=disable`: the card can no longer be spent; `intent=adjust`: its balance changed by
 * hand with a reason (decision 094). Both audited.
 */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  if (form.get("intent") === "adjust") return adjust(request, form, admin, params.id, context.db);
  if (form.get("intent") !== "disable") {
    return data({ status: "unknown-intent" as const }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const done = await disableGiftCard(context.db, admin, params.id);
  return data(
    { status: done ? ("disabled" as const) : ("not-found" as const) },
    { status: done ? 200 : 404, headers: PRIVATE_NO_STORE },
  );
}

async function adjust(
  request: Request,
  form: FormData,
  admin: Parameters<typeof adjustGiftCard>[1],
  id: string,
  db: Parameters<typeof adjustGiftCard>[0],
) {
  const answer = (body: AdjustAnswer, status = 200) => data(body, { status, headers: PRIVATE_NO_STORE });
  const checked = validateAdjustForm(form);
  if (!checked.success) {
    return answer({ intent: "adjust", ...invalidAnswer(request, form, ADJUST_FIELDS, checked.errors) }, 400);
  }
  const outcome = await adjustGiftCard(db, admin, id, checked.data);
  if (outcome.status === "adjusted")
    return answer({ intent: "adjust", status: "adjusted", balanceCents: outcome.balanceCents });
  if (outcome.status === "not-found") return answer({ intent: "adjust", status: "not-found" }, 404);
  if (outcome.status === "not-adjustable") return answer({ intent: "adjust", status: "not-adjustable" }, 409);
  // Past what the balance allows: said under the amount, as the form's own problems are.
  return answer(
    { intent: "adjust", ...invalidAnswer(request, form, ADJUST_FIELDS, { amount: outcome.status }) },
    409,
  );
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  const page = loaded
    ? t("giftCards.detail.title", { last4: loaded.card.last4 ?? "" })
    : t("giftCards.title");
  return noindexPageMeta(t("frame.metaTitle", { page }));
}

export default function AdminGiftCard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GiftCardAdminDetail
      {...loaderData}
      adjustAnswer={actionData && "intent" in actionData ? actionData : undefined}
    />
  );
}
