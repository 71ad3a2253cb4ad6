import { data } from "react-router";
import { noindexPageMeta } from "~/lib/noindex-page-meta";
import { CategoriesPage } from "~/components/admin/categories/CategoriesPage";
import { adminTranslator } from "~/i18n/admin/setup";
import { PRIVATE_NO_STORE } from "~/lib/http-cache";
import { parseLanguage } from "~/lib/language";
import { requireAdmin } from "~/modules/admin/access.server";
import { listAdminCategories } from "~/modules/admin/categories/categories.server";
import type { Route } from "./+types/categories";

/** /admin/categories: every category with its products and whether its Spanish is there. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireAdmin({ request, url, context });
  return data({ categories: await listAdminCategories(context.db) }, { headers: PRIVATE_NO_STORE });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = adminTranslator(parseLanguage(matches[0]?.loaderData?.language));
  return noindexPageMeta(t("frame.metaTitle", { page: t("categories.title") }));
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} />;
}
