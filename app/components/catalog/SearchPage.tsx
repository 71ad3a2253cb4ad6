import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useTranslation } from "~/i18n/react";
import { ProductGrid } from "~/components/product/ProductGrid";
import type { ListFacets } from "~/modules/catalog/list-params";
import type { ProductPage } from "~/modules/catalog/pagination";
import { FilteredList } from "./FilteredList";
import { PageHeading } from "./PageHeading";
import { Pagination } from "./Pagination";
import { useLoadingPath } from "./use-list-params";

const SEARCH_PATHS = ["/search"] as const;

/** /search?q= (spec section 2): results for a query, or the invitation to search. */
export function SearchPage({
  query,
  results,
}: {
  query: string;
  results: (ProductPage & { facets?: ListFacets }) | null;
}) {
  const { t } = useTranslation();
  const searching = useLoadingPath(SEARCH_PATHS);

  if (!results) {
    return (
      <div className="page-container py-8 sm:py-12">
        <PageHeading title={t("catalog.search.heading")} />
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-16 text-center">
          <SpriteIcon name="search" className="size-12 text-ink-muted" />
          <h2 className="mt-4 text-2xl font-semibold">{t("catalog.search.startTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("catalog.search.startHint")}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="page-container py-8 sm:py-12">
      <PageHeading title={t("catalog.search.heading")} />
      <p className="mt-2 text-lg font-medium break-words">{t("catalog.search.resultsFor", { query })}</p>
      <p role="status" className="mt-1 text-ink-muted">
        {searching ? t("catalog.search.searching") : t("catalog.list.found", { count: results.total })}
      </p>
      {results.facets ? (
        // The list's filters (issue 28), keeping the search's own `q`.
        <FilteredList
          products={results.products}
          total={results.total}
          page={results.page}
          pageCount={results.pageCount}
          facets={results.facets}
          loading={searching}
          emptyTitle={t("catalog.search.empty", { query })}
          emptyHint={t("catalog.search.emptyHint")}
          keep={{ q: query }}
        />
      ) : (
        <>
          <ProductGrid
            products={results.products}
            loading={searching}
            headingLevel={2}
            emptyTitle={t("catalog.search.empty", { query })}
            emptyHint={t("catalog.search.emptyHint")}
            className="mt-8"
          />
          {!searching && (
            <Pagination
              page={results.page}
              pageCount={results.pageCount}
              href={(page) => `/search?${new URLSearchParams({ q: query, page: String(page) })}`}
            />
          )}
        </>
      )}
    </div>
  );
}
