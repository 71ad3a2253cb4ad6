import { useCallback, useMemo } from "react";
import { useLocation } from "react-router";
import { lazyHydrated } from "~/components/ui/lazy-section";
import { ProductGrid } from "~/components/product/ProductGrid";
import { useTranslation } from "~/i18n/react";
import {
  hasFilters,
  listSearchString,
  type ListFacets,
  type ListParams,
} from "~/modules/catalog/list-params";
import type { ProductSummary } from "~/modules/catalog/types";
import { useListParams, withKept } from "./use-list-params";

// The toolbar and the filter panel (the sheet's opener, the grid/list toggle, the filter form;
// some 4.5 KiB): drawn by the server, hydrated once their module has loaded after the page's first
// scripts (decision 097). Until then the opener opens the sheet as a link (:target) and the
// filters are a plain GET form. Props that keep their identity across the list's redraws.
const FilterPanel = lazyHydrated(() => import("./list-later").then((module) => module.FilterPanel));
// The chosen filters' chips and the pages' links: links only, hydrated with them.
const FilterChips = lazyHydrated(() => import("./list-later").then((module) => module.FilterChips));
const Pagination = lazyHydrated(() => import("./list-later").then((module) => module.Pagination));
const KEEP_NOTHING: Record<string, string> = {};

export interface FilteredListProps {
  products: ProductSummary[];
  total: number;
  page: number;
  pageCount: number;
  facets: ListFacets;
  /** A client-side navigation is loading the next list. */
  loading: boolean;
  emptyTitle: string;
  emptyHint?: string;
  /** The page's own query parameters the filters keep (the search page's `q`). */
  keep?: Record<string, string>;
  /** Whether the panel offers Sort By (the search page has its own, with "best match"). */
  sortable?: boolean;
}

/**
 * A product list with its filters (spec sections 4 and 5, issue 28): the toolbar, the filter
 * panel (a sidebar on wide screens; on a phone a sheet with "Show 23 products"), the chosen
 * filters as removable chips with Clear All Filters, the grid or list, pages. Every list page
 * uses it: /products, /featured, /new-arrivals, /category/{slug} and /search. Everything is in
 * the URL and drawn by the server; without JavaScript the filters are a plain GET form.
 */
export function FilteredList({
  products,
  total,
  page,
  pageCount,
  facets,
  loading,
  emptyTitle,
  emptyHint,
  keep = KEEP_NOTHING,
  sortable = true,
}: FilteredListProps) {
  const { t } = useTranslation();
  const params = useListParams();
  const { pathname } = useLocation();
  // The same `keep` while its parameters are the same (the search page makes a new one each time).
  const keptKey = JSON.stringify(keep);
  const kept = useMemo(() => JSON.parse(keptKey) as Record<string, string>, [keptKey]);
  const listHref = useCallback(
    (next: ListParams) => `${pathname}${withKept(listSearchString(next), kept)}`,
    [pathname, kept],
  );
  const pageHref = useCallback((target: number) => listHref({ ...params, page: target }), [listHref, params]);

  return (
    <div className="mt-6 grid gap-x-8 gap-y-4 lg:grid-cols-[16rem_1fr]">
      <FilterPanel facets={facets} keep={kept} sortable={sortable} total={total} />

      {hasFilters(params) && <FilterChips params={params} href={listHref} />}

      <section aria-label={t("catalog.list.results")} className="min-w-0 lg:col-start-2">
        <ProductGrid
          products={products}
          loading={loading}
          layout={params.layout}
          headingLevel={2}
          emptyTitle={emptyTitle}
          emptyHint={emptyHint}
        />
        {!loading && <Pagination page={page} pageCount={pageCount} href={pageHref} />}
      </section>
    </div>
  );
}
