import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CustomersPage } from "~/components/admin/customers/CustomersPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { parseCustomerListQuery } from "~/modules/admin/customers/customer-list-query";
import { listCustomers } from "~/modules/admin/customers/customers.server";
import type { Route } from "./+types/customers";

/** /admin/customers: every account with its paid orders and money spent, 20 a page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const query = parseCustomerListQuery(url);
  const list = await listCustomers(context.db, query);
  return data({ query, ...list }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("customers.title") }));
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage {...loaderData} />;
}
