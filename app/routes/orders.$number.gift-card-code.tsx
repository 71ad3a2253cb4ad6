import { data, redirect } from "react-router";
import { RevealedGiftCardPage } from "~/components/gift-cards/BoughtGiftCards";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { sessionUser } from "~/modules/accounts/session.server";
import { revealGiftCardCode, type RevealAnswer } from "~/modules/gift-cards/reveal.server";
import { orderForRequest } from "~/modules/orders/order-view.server";
import type { Route } from "./+types/orders.$number.gift-card-code";

/**
 * POST /orders/{number}/gift-card-code (decision 093): shows the buyer the code of a card the
 * order bought, once. Whoever may see the order may ask (its signed-in buyer, the browser that
 * placed it, the holder of the receipt's link: `?token=`); anyone else, like an unknown number,
 * gets 404. The order pages ask with a fetcher; without JavaScript this page shows the answer.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const user = await sessionUser(request, context);
  const order = await orderForRequest(context.db, params.number, request, {
    userId: user?.id ?? null,
    secret: context.authSecret,
  });
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  const form = await request.formData();
  const answer: RevealAnswer = await revealGiftCardCode(context.db, context.authSecret, {
    orderNumber: order.number,
    cardId: String(form.get("cardId") ?? ""),
    now: new Date(),
  });
  if (answer.status === "shown")
    context.logger.info({ order: order.number, card: answer.cardId }, "gift card code shown to its buyer");
  return data(
    { ...answer, orderNumber: order.number, token: new URL(request.url).searchParams.get("token") },
    { headers: PRIVATE_NO_STORE },
  );
}

/** Nothing to see by GET: the order's page lists its cards. */
export function loader({ params, url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return redirect(
    `/order-confirmation/${encodeURIComponent(params.number)}${token ? `?token=${encodeURIComponent(token)}` : ""}`,
    { headers: PRIVATE_NO_STORE },
  );
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("giftCards.bought.revealTitle"));
}

export default function GiftCardCode({ actionData }: Route.ComponentProps) {
  return actionData && "status" in actionData ? <RevealedGiftCardPage answer={actionData} /> : null;
}
