import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { OrderHistoryDetail } from "~/components/orders/OrderHistoryDetail";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireUser } from "~/modules/accounts/session.server";
import { orderForViewer } from "~/modules/orders/order-view.server";
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
  return data({ order }, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("checkout.order.metaTitle", { number: params.number }));
}

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryDetail order={loaderData.order} />;
}
