import { data } from "react-router";
import { GiftCardAdminDetail } from "~/components/admin/gift-cards/GiftCardAdminDetail";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { disableGiftCard, giftCardDetail } from "~/modules/admin/gift-cards/gift-cards.server";
import type { Route } from "./+types/gift-cards.$id";

/** /admin/gift-cards/:id (decision 085): one card, its ledger with each order, and Disable. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const detail = await giftCardDetail(context.db, params.id);
  if (!detail) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data(detail, { headers: PRIVATE_NO_STORE });
}

/** `intent=disable`: the card can no longer be spent; audited. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  if (form.get("intent") !== "disable") {
    return data({ status: "unknown-intent" as const }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const done = await disableGiftCard(context.db, admin, params.id);
  return data(
    { status: done ? ("disabled" as const) : ("not-found" as const) },
    { status: done ? 200 : 404, headers: PRIVATE_NO_STORE },
  );
}

export function meta({ matches, data: loaded }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  const page = loaded
    ? t("giftCards.detail.title", { last4: loaded.card.last4 ?? "" })
    : t("giftCards.title");
  return noindexPageMeta(t("frame.metaTitle", { page }));
}

export default function AdminGiftCard({ loaderData }: Route.ComponentProps) {
  return <GiftCardAdminDetail {...loaderData} />;
}
