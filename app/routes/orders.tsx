import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { z } from "zod";
import { OrderHistoryPage } from "~/components/orders/OrderHistoryPage";
import { translator } from "~/i18n/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireUser } from "~/modules/accounts/session.server";
import { listOrdersForUser } from "~/modules/orders/order-history.server";
import type { Route } from "./+types/orders";

// ?page=N; anything else is the first page (past the last one: the last page).
const pageParam = z.coerce.number().int().min(1).max(100_000).catch(1);

/** /orders: the signed-in shopper's orders, 10 a page, newest first (signed out: to /login). */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url, context });
  const page = pageParam.parse(url.searchParams.get("page") ?? 1);
  const history = await listOrdersForUser(context.db, user.id, page);
  return data({ history }, { headers: PRIVATE_NO_STORE });
}

export function headers() {
  return PRIVATE_NO_STORE;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = translator(parseLanguage(matches[0]?.loaderData?.language));
  const page = loaderData?.history.page ?? 1;
  return noindexPageMeta(page > 1 ? t("orders.pageTitle", { page }) : t("orders.metaTitle"));
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  return <OrderHistoryPage history={loaderData.history} />;
}
