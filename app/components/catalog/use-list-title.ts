import { useTranslation } from "~/i18n/react";
import type { CatalogView } from "~/modules/catalog/list-params";

/**
 * The list's title, in the spec's order of precedence (section 2): Featured Products, New
 * Arrivals, Search Results for "{term}", else All Products.
 */
export function useListTitle(view: CatalogView, search: string): string {
  const { t } = useTranslation();
  if (view === "featured") return t("catalog.list.featuredTitle");
  if (view === "new-arrivals") return t("catalog.list.newArrivalsTitle");
  if (search) return t("catalog.list.searchTitle", { term: search });
  return t("catalog.list.allTitle");
}
