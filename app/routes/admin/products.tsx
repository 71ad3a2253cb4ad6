import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { ProductsPage } from "~/components/admin/products/ProductsPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage, requestLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { categoryOptions } from "~/modules/admin/products/editor.server";
import { parseAdminProductQuery } from "~/modules/admin/products/list-params";
import { listAdminProducts } from "~/modules/admin/products/list.server";
import type { Route } from "./+types/products";

/** /admin/products: every product, active or not, searched, filtered, sorted, 20 a page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  const query = parseAdminProductQuery(url.searchParams);
  const [page, categories] = await Promise.all([
    listAdminProducts(context.db, query, requestLanguage(request)),
    categoryOptions(context.db, requestLanguage(request)),
  ]);
  return data({ query, page, categories }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("products.title") }));
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} />;
}
