import { data } from "react-router";
import { GiftCardBalancePage } from "~/components/gift-cards/GiftCardBalancePage";
import { translator } from "~/i18n/setup";
import { keptValues } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { checkBalance } from "~/modules/gift-cards/balance.server";
import { BALANCE_FIELDS } from "~/modules/gift-cards/forms";
import type { Route } from "./+types/gift-cards.balance";

/**
 * /gift-cards/balance (decision 085): anyone tells a code's balance. A form post whose answer is
 * drawn on the page (the code is in no address); the same answer for an unknown and a used-up
 * code; past the client's limit, 429 (as /track).
 */
export function loader() {
  return data(null, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const answer = await checkBalance(context, form);
  const status = answer.status === "invalid" ? 400 : answer.status === "limited" ? 429 : 200;
  const kept = answer.status === "invalid" ? keptValues(request, form, BALANCE_FIELDS) : {};
  return data({ ...answer, ...kept }, { status, headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("giftCards.balance.metaTitle"));
}

export default function GiftCardBalance({ actionData }: Route.ComponentProps) {
  return <GiftCardBalancePage answer={actionData} />;
}
