import { useId } from "react";
import { useLocation } from "react-router";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { Link } from "~/components/ui/Link";
import { ProductGrid } from "~/components/product/ProductGrid";
import { useTranslation } from "~/i18n/react";
import { countryName } from "~/lib/countries";
import {
  chosenFilterCount,
  clearFilters,
  hasFilters,
  listSearchString,
  priceFilterApplies,
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  type ListFacets,
  type ListParams,
} from "~/modules/catalog/list-params";
import type { ProductSummary } from "~/modules/catalog/types";
import { LayoutToggle } from "./LayoutToggle";
import { ListFilters } from "./ListFilters";
import { Pagination } from "./Pagination";
import { useFilterSheet } from "./use-filter-sheet";
import { useListParams, withKept } from "./use-list-params";

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
  keep = {},
  sortable = true,
}: FilteredListProps) {
  const { t } = useTranslation();
  const params = useListParams();
  const { pathname } = useLocation();
  const { open: sheetOpen, show: showSheet, close: closeSheet, opener, sheet, closer } = useFilterSheet();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const panelId = `filters-${id}`;
  const kept = (search: string) => withKept(search, keep);
  const chosen = chosenFilterCount(params);

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
            keep={keep}
            sortable={sortable}
            onSubmitted={closeSheet}
            footer={
              <div className="sticky bottom-0 -mx-5 -mb-5 border-t border-line bg-surface-muted p-4 lg:hidden">
                {/* Sends the form: without JavaScript a GET; with it every box has applied already,
                    the typed price applies and the sheet closes. */}
                <button type="submit" className="button-primary w-full py-3">
                  {t("listFilters.showProducts", { count: total })}
                </button>
              </div>
            }
          />
        </div>
      </aside>

      {hasFilters(params) && (
        <FilterChips params={params} href={(next) => `${pathname}${kept(listSearchString(next))}`} />
      )}

      <section aria-label={t("catalog.list.results")} className="min-w-0 lg:col-start-2">
        <ProductGrid
          products={products}
          loading={loading}
          layout={params.layout}
          headingLevel={2}
          emptyTitle={emptyTitle}
          emptyHint={emptyHint}
        />
        {!loading && (
          <Pagination
            page={page}
            pageCount={pageCount}
            href={(target) => `${pathname}${kept(listSearchString({ ...params, page: target }))}`}
          />
        )}
      </section>
    </div>
  );
}

/** The chosen filters, each a link to the list without it, and Clear All Filters. */
function FilterChips({ params, href }: { params: ListParams; href: (next: ListParams) => string }) {
  const { t, language } = useTranslation();
  const base = { ...params, page: 1 };
  const chips: { key: string; label: string; to: string }[] = [
    ...params.brands.map((brand) => ({
      key: `brand-${brand}`,
      label: brand,
      to: href({ ...base, brands: params.brands.filter((value) => value !== brand) }),
    })),
    ...params.countries.map((country) => ({
      key: `country-${country}`,
      label: countryName(country, language),
      to: href({ ...base, countries: params.countries.filter((value) => value !== country) }),
    })),
    ...params.diets.map((diet) => ({
      key: `diet-${diet}`,
      label: t(`facts.diet.${diet}`),
      to: href({ ...base, diets: params.diets.filter((value) => value !== diet) }),
    })),
    ...params.freeFrom.map((allergen) => ({
      key: `free-${allergen}`,
      label: t(`facts.freeFrom.${allergen}`),
      to: href({ ...base, freeFrom: params.freeFrom.filter((value) => value !== allergen) }),
    })),
    ...(params.inStock
      ? [{ key: "in-stock", label: t("listFilters.inStock"), to: href({ ...base, inStock: false }) }]
      : []),
    ...(params.rating
      ? [{ key: "rating", label: t("listFilters.rating4"), to: href({ ...base, rating: 0 }) }]
      : []),
    ...(priceFilterApplies(params.priceMin, params.priceMax)
      ? [
          {
            key: "price",
            label: t("listFilters.priceChip", { min: params.priceMin, max: params.priceMax }),
            to: href({ ...base, priceMin: DEFAULT_PRICE_MIN, priceMax: DEFAULT_PRICE_MAX }),
          },
        ]
      : []),
  ];
  return (
    <div className="flex flex-wrap items-center gap-2 lg:col-start-2">
      <h2 className="sr-only">{t("listFilters.chosen")}</h2>
      <ul className="contents">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              preventScrollReset
              aria-label={t("listFilters.remove", { name: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full border border-grape/30 bg-grape/10 py-1 pr-2 pl-3 text-sm font-medium text-grape transition-colors hover:border-grape hover:bg-grape/15 motion-reduce:transition-none dark:text-violet-300"
            >
              {chip.label}
              <SpriteIcon name="x" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={href(clearFilters(params))}
        preventScrollReset
        className="text-sm font-semibold text-accent underline-offset-2 hover:underline"
      >
        {t("catalog.filters.clearAll")}
      </Link>
    </div>
  );
}
