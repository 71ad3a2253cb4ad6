import { data } from "react-router";
import { GiftCardsPage, type BuyAnswer } from "~/components/gift-cards/GiftCardsPage";
import { translator } from "~/i18n/setup";
import { keptValues } from "~/lib/forms/kept-values.server";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { BUY_FIELDS, validateBuyForm } from "~/modules/gift-cards/forms";
import { addDays, GIFT_CARD_MAX_DAYS_AHEAD, shopDay } from "~/modules/gift-cards/rules";
import type { Route } from "./+types/gift-cards";

/**
 * /gift-cards (issue 29 item 2, decision 085): buy a gift card. The form puts the card into the
 * browser's cart; the action only checks it (so a page posted without JavaScript shows its
 * problems), since the cart lives in the browser. The delivery day's bounds are the shop's today
 * (SHOP_TIME_ZONE, decision 095), so the page is not kept in a shared cache.
 */
export function loader({ context }: Route.LoaderArgs) {
  const today = shopDay(new Date(), context.env.SHOP_TIME_ZONE);
  return data({ today, lastDay: addDays(today, GIFT_CARD_MAX_DAYS_AHEAD) }, { headers: PRIVATE_NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = validateBuyForm(form, shopDay(new Date(), context.env.SHOP_TIME_ZONE));
  const answer: BuyAnswer = checked.success
    ? { status: "valid" }
    : { status: "invalid", errors: checked.errors, ...keptValues(request, form, BUY_FIELDS) };
  return data(answer, { status: checked.success ? 200 : 400, headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [
    { title: t("giftCards.metaTitle") },
    { name: "description", content: t("giftCards.metaDescription") },
  ];
}

export default function GiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return <GiftCardsPage today={loaderData.today} lastDay={loaderData.lastDay} answer={actionData} />;
}
