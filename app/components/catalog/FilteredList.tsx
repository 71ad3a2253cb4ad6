import { useCallback, useId, useMemo } from "react";
import { useLocation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { lazyHydrated } from "~/components/ui/lazy-section";
import { ProductGrid } from "~/components/product/ProductGrid";
import { useTranslation } from "~/i18n/react";
import {
  chosenFilterCount,
  hasFilters,
  listSearchString,
  type ListFacets,
  type ListParams,
} from "~/modules/catalog/list-params";
import type { ProductSummary } from "~/modules/catalog/types";
import { useFilterSheet } from "./use-filter-sheet";
import { useListParams, withKept } from "./use-list-params";

// The filter form and the grid/list toggle (some 3.5 KiB): drawn by the server, hydrated once
// their module has loaded after the page's first scripts (decision 097); until then the filters
// are a plain GET form. Their props keep their identity across the list's redraws (opening the
// sheet), so that none reaches them before then.
const ListFilters = lazyHydrated(() => import("./list-later").then((module) => module.ListFilters));
const LayoutToggle = lazyHydrated(() => import("./list-later").then((module) => module.LayoutToggle));
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
  const { open: sheetOpen, show: showSheet, close: closeSheet, opener, sheet, closer } = useFilterSheet();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const panelId = `filters-${id}`;
  // The same `keep` while its parameters are the same (the search page makes a new one each time).
  const keptKey = JSON.stringify(keep);
  const kept = useMemo(() => JSON.parse(keptKey) as Record<string, string>, [keptKey]);
  const listHref = useCallback(
    (next: ListParams) => `${pathname}${withKept(listSearchString(next), kept)}`,
    [pathname, kept],
  );
  const pageHref = useCallback((target: number) => listHref({ ...params, page: target }), [listHref, params]);
  const chosen = chosenFilterCount(params);
  const sheetFooter = useMemo(
    () => (
      <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-line bg-surface-muted p-4 lg:hidden">
        {/* Sends the form: without JavaScript a GET; with it every box has applied already,
            the typed price applies and the sheet closes. */}
        <button type="submit" className="button-primary w-full py-3">
          {t("listFilters.showProducts", { count: total })}
        </button>
      </div>
    ),
    [t, total],
  );

  return (
    <div className="mt-6 grid gap-x-8 gap-y-4 lg:grid-cols-[16rem_1fr]">
      <div className="flex items-center gap-3 lg:col-start-2">
        {/* A link to the sheet, so that it opens without JavaScript too (:target). */}
        <a
          ref={opener}
          href={`#${panelId}`}
          role="button"
          aria-expanded={sheetOpen}
          aria-controls={panelId}
          onClick={(event) => {
            event.preventDefault();
            showSheet();
          }}
          className="button-secondary flex-1 py-2 sm:flex-none lg:hidden"
        >
          <SpriteIcon name="sliders-horizontal" className="size-5" />
          {t("catalog.filters.show")}
          {chosen > 0 && (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-lemon px-1 text-xs font-bold text-slate-950 tabular-nums">
              <span aria-hidden="true">{chosen}</span>
              <span className="sr-only">{t("catalog.filters.chosen", { count: chosen })}</span>
            </span>
          )}
        </a>
        <div className="ml-auto">
          <LayoutToggle />
        </div>
      </div>

      {/* On a phone, while open, a modal sheet (use-filter-sheet.ts). */}
      <aside
        ref={sheet}
        id={panelId}
        aria-labelledby={`${panelId}-heading`}
        role={sheetOpen ? "dialog" : undefined}
        aria-modal={sheetOpen || undefined}
        data-open={sheetOpen || undefined}
        className="filter-sheet lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start"
      >
        <div className="flex min-h-full flex-col rounded-none border-line bg-surface-muted p-5 lg:min-h-0 lg:rounded-2xl lg:border">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id={`${panelId}-heading`} className="text-xl font-semibold">
              {t("catalog.filters.heading")}
            </h2>
            <a
              ref={closer}
              href="#"
              role="button"
              onClick={(event) => {
                event.preventDefault();
                closeSheet();
              }}
              aria-label={t("listFilters.close")}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-surface lg:hidden"
            >
              <SpriteIcon name="x" className="size-5" />
            </a>
          </div>
          <ListFilters
            id={`${panelId}-form`}
            facets={facets}
            keep={kept}
            sortable={sortable}
            onSubmitted={closeSheet}
            footer={sheetFooter}
          />
        </div>
      </aside>

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
