import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { OrderHistoryDetail } from "~/components/orders/OrderHistoryDetail";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { crossSiteRefusal } from "~/lib/same-origin.server";
import { buyAgain } from "~/modules/cart/buy-again.server";
import { checkoutTokenOf } from "~/modules/checkout/checkout-cookie.server";
import { requireUser } from "~/modules/accounts/session.server";
import { orderForViewer } from "~/modules/orders/order-view.server";
import { buyerReturnsOf } from "~/modules/returns/returns.server";
import { ReturnsCard } from "~/components/returns/ReturnsCard";
import { BoughtGiftCards } from "~/components/gift-cards/BoughtGiftCards";
import { boughtGiftCards } from "~/modules/gift-cards/reveal.server";
import type { Route } from "./+types/orders.$number";

/**
 * /orders/{number}: one of the signed-in shopper's orders (signed out: to /login). Another
 * shopper's order answers exactly like an unknown number — the not-found page — so nobody
 * learns that a number exists.
 */
export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context });
  const order = await orderForViewer(context.db, params.number, { userId: user.id });
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  const returns = await buyerReturnsOf(context.db, order.number);
  const giftCards = await boughtGiftCards(context.db, order.number);
  return data({ order, returns, giftCards }, { headers: PRIVATE_NO_STORE });
}

/**
 * "Buy again" (issue 30, item 3): the order's lines still sold, at today's prices, for the
 * browser to put into its cart (the cart lives there), and what cannot be bought, named in the
 * page's language.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const refusal = crossSiteRefusal(request, context.env.PUBLIC_URL);
  if (refusal) return refusal;
  const user = await requireUser({ request, url, context });
  const form = await request.formData();
  if (form.get("intent") !== "buy-again") {
    return data({ error: "Unknown action" }, { status: 400, headers: PRIVATE_NO_STORE });
  }
  const order = await orderForViewer(context.db, params.number, { userId: user.id });
  if (!order) return data({ error: "Not found" }, { status: 404, headers: PRIVATE_NO_STORE });
  const answer = await buyAgain(
    context.db,
    order.lines,
    requestLanguage(request),
    checkoutTokenOf(request, context.authSecret),
  );
  return data(answer, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("checkout.order.metaTitle", { number: params.number }));
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, returns, giftCards } = loaderData;
  return (
    <OrderHistoryDetail
      order={order}
      giftCards={giftCards.length > 0 && <BoughtGiftCards orderNumber={order.number} cards={giftCards} />}
      returns={<ReturnsCard returns={returns} requestHref={`/orders/${order.number}/return`} />}
    />
  );
}
