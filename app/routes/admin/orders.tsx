import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { OrdersPage } from "~/components/admin/orders/OrdersPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { parseOrderFilters } from "~/modules/admin/orders/parse-order-filters";
import { listOrders } from "~/modules/admin/orders/order-list.server";
import type { Route } from "./+types/orders";

/** /admin/orders: every order, newest first, 20 a page, filtered by status, dates and search. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const filters = parseOrderFilters(url.searchParams);
  const list = await listOrders(context.db, filters);
  return data({ filters: { ...filters, page: list.page }, list }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("orders.title") }));
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage filters={loaderData.filters} list={loaderData.list} />;
}
