import { data } from "react-router";
import { GiftCardsAdminPage, type IssueAnswer } from "~/components/admin/gift-cards/GiftCardsAdminPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { invalidAnswer } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { requireAdmin, requireAdminAction } from "~/modules/admin/access.server";
import { issueByAdmin, listGiftCards } from "~/modules/admin/gift-cards/gift-cards.server";
import { ISSUE_FIELDS, validateIssueForm } from "~/modules/admin/gift-cards/issue-form";
import type { Route } from "./+types/gift-cards";

/** /admin/gift-cards (decision 085): every card issued, newest first, and the form to issue one. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  // A page number as typed: anything odd is the first page, and no page is past 10,000.
  const page = Math.min(10_000, Math.max(1, Math.trunc(Number(url.searchParams.get("page"))) || 1));
  const list = await listGiftCards(context.db, page);
  return data(list, { headers: PRIVATE_NO_STORE });
}

/** Issues a card by hand: the answer carries its code, shown this once. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const admin = await requireAdminAction({ request, url, context });
  const form = await request.formData();
  const checked = validateIssueForm(form);
  if (!checked.success) {
    return data({ ...invalidAnswer(request, form, ISSUE_FIELDS, checked.errors) } as IssueAnswer, {
      status: 400,
      headers: PRIVATE_NO_STORE,
    });
  }
  const issued = await issueByAdmin(
    {
      db: context.db,
      logger: context.logger,
      publicUrl: context.env.PUBLIC_URL,
      timeZone: context.env.SHOP_TIME_ZONE,
    },
    admin,
    { ...checked.data, language: requestLanguage(request) },
  );
  const answer: IssueAnswer = {
    status: "issued",
    id: issued.id,
    code: issued.code,
    email: checked.data.recipientEmail,
  };
  return data(answer, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("giftCards.title") }));
}

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardsAdminPage {...loaderData} answer={actionData} />;
}
