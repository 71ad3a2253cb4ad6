import { data } from "react-router";
import { OrderDetails } from "~/components/orders/OrderDetails";
import { translator } from "~/i18n/setup";
import { parseLanguage } from "~/lib/language";
import { orderForRequest } from "~/modules/orders/order-view.server";
import type { Route } from "./+types/order-confirmation";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";

/**
 * An order, for its owner only (DESIGN section 5): the browser that placed it (signed cookie)
 * or the holder of its e-mail link (`?token=`). Anyone else, like an unknown number, gets the
 * not-found page, so a stranger cannot even learn that the number exists.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const order = await orderForRequest(context.db, params.number, request);
  if (!order) throw data(null, { status: 404, headers: PRIVATE_NO_STORE });
  return data({ order }, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, params }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  return [
    { title: t("checkout.order.metaTitle", { number: params.number }) },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return <OrderDetails order={loaderData.order} />;
}
