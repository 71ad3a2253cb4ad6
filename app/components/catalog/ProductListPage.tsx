import clsx from "clsx";
import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useId, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigation } from "react-router";
import { ProductGrid } from "~/components/product/ProductGrid";
import {
  differsOnlyInLayout,
  listSearchString,
  priceFilterApplies,
  type CatalogView,
  type Facet,
  type ListParams,
} from "~/modules/catalog/list-params";
import type { ProductSummary } from "~/modules/catalog/types";
import { LayoutToggle } from "./LayoutToggle";
import { ListFilters } from "./ListFilters";
import { PageHeading } from "./PageHeading";
import { Pagination } from "./Pagination";
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
  facets: { brands: Facet[]; countries: Facet[] };
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
  const { pathname } = useLocation();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading
        title={title}
        subtitle={loading ? t("catalog.list.loading") : t("catalog.list.found", { count: total })}
      />

      {/* On wide screens the toolbar heads the results column and the filters span its side. */}
      <div className="mt-6 grid gap-x-8 gap-y-4 lg:grid-cols-[16rem_1fr]">
        <div className="flex items-center gap-3 lg:col-start-2">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={`${filtersId}-panel`}
            onClick={() => setFiltersOpen((open) => !open)}
            className="button-secondary flex-1 py-2 sm:flex-none lg:hidden"
          >
            <SpriteIcon name="sliders-horizontal" className="size-5" />
            {filtersOpen ? t("catalog.filters.hide") : t("catalog.filters.show")}
          </button>
          <div className="ml-auto">
            <LayoutToggle />
          </div>
        </div>

        <aside
          id={`${filtersId}-panel`}
          aria-labelledby={`${filtersId}-heading`}
          className={clsx(
            "rounded-2xl border border-line bg-surface-muted p-5 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:block lg:self-start",
            !filtersOpen && "hidden",
          )}
        >
          <h2 id={`${filtersId}-heading`} className="mb-4 text-xl font-semibold">
            {t("catalog.filters.heading")}
          </h2>
          <ListFilters id={`${filtersId}-form`} facets={facets} />
        </aside>

        <section aria-label={t("catalog.list.results")} className="min-w-0 lg:col-start-2">
          <ProductGrid
            products={products}
            loading={loading}
            layout={params.layout}
            headingLevel={2}
            {...emptyMessage(t, params, title)}
          />
          {!loading && (
            <Pagination
              page={page}
              pageCount={pageCount}
              href={(target) => `${pathname}${listSearchString({ ...params, page: target })}`}
            />
          )}
        </section>
      </div>
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
  if (
    priceFilterApplies(params.priceMin, params.priceMax) ||
    params.brands.length ||
    params.countries.length
  ) {
    return { emptyTitle, emptyHint: t("catalog.list.filteredEmptyHint") };
  }
  if (params.search) return { emptyTitle, emptyHint: t("catalog.search.emptyHint") };
  return { emptyTitle };
}
