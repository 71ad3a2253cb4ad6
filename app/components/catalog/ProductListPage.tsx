import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigation } from "react-router";
import {
  differsOnlyInLayout,
  hasFilters,
  type CatalogView,
  type ListFacets,
  type ListParams,
} from "~/modules/catalog/list-params";
import type { ProductSummary } from "~/modules/catalog/types";
import { FilteredList } from "./FilteredList";
import { PageHeading } from "./PageHeading";
import { useListParams } from "./use-list-params";
import { useListTitle } from "./use-list-title";

/** The three paths that render this page. */
export const LIST_PATHS = ["/products", "/featured", "/new-arrivals"] as const;

export interface ProductListPageProps {
  view: CatalogView;
  search: string;
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  facets: ListFacets;
}

/**
 * /products, /featured and /new-arrivals (spec sections 2 and 4): title and count, the filter
 * panel (a sidebar on wide screens, behind a button on small ones), the grid or list, pages.
 */
export function ProductListPage({
  view,
  search,
  products,
  total,
  page,
  pageCount,
  facets,
}: ProductListPageProps) {
  const { t } = useTranslation();
  const title = useListTitle(view, search);
  const params = useListParams();
  const loading = useListLoading();

  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading
        title={title}
        subtitle={loading ? t("catalog.list.loading") : t("catalog.list.found", { count: total })}
      />
      <FilteredList
        products={products}
        total={total}
        page={page}
        pageCount={pageCount}
        facets={facets}
        loading={loading}
        {...emptyMessage(t, params, title)}
      />
    </div>
  );
}

/** A client-side navigation is loading another list (not just switching grid and list). */
function useListLoading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state !== "loading") return false;
  const next = navigation.location;
  if (!(LIST_PATHS as readonly string[]).includes(next.pathname)) return false;
  return !(next.pathname === location.pathname && differsOnlyInLayout(next.search, location.search));
}

/**
 * What an empty list says: the spec's "No {title in lowercase} found." (section 2), and below it
 * why, where the shopper can do something about it: a minimum price above the maximum (prices are
 * used as given, section 5), filters that match nothing, or a search that found nothing.
 */
function emptyMessage(
  t: ReturnType<typeof useTranslation>["t"],
  params: ListParams,
  title: string,
): { emptyTitle: string; emptyHint?: string } {
  const emptyTitle = t("catalog.list.empty", { title: title.toLowerCase() });
  if (params.priceMin > params.priceMax)
    return { emptyTitle, emptyHint: t("catalog.list.priceRangeReversed") };
  if (hasFilters(params)) {
    return { emptyTitle, emptyHint: t("catalog.list.filteredEmptyHint") };
  }
  if (params.search) return { emptyTitle, emptyHint: t("catalog.search.emptyHint") };
  return { emptyTitle };
}
