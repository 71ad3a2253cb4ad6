import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useId } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import { ProductGrid } from "~/components/product/ProductGrid";
import type { ProductPage } from "~/modules/catalog/pagination";
import { SEARCH_SORTS, type SearchSort } from "~/modules/catalog/search-sorts";
import { PageHeading } from "./PageHeading";
import { Pagination } from "./Pagination";
import { useLoadingPath } from "./use-list-params";

const SEARCH_PATHS = ["/search"] as const;

/** The search page's address for a query, an order and a page (the defaults left out). */
export function searchHref(query: string, sort: SearchSort = "relevance", page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (sort !== "relevance") params.set("sort", sort);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

/**
 * The search page's own form (issue 27 item 5): the query, kept in its field (the header's box
 * empties on submit, as the spec says), and the order. A plain GET form, so it works without
 * JavaScript; a filter panel joins it later with fields of its own (or `form="search-refine"`).
 */
function RefineSearch({ query, sort }: { query: string; sort: SearchSort }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <form
      id="search-refine"
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const typed = String(form.get("q") ?? "").trim();
        if (typed) void navigate(searchHref(typed, sort));
      }}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold">
          {t("catalog.search.fieldLabel")}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            // A new query from elsewhere (the header's box, a link) shows here too.
            key={query}
            defaultValue={query}
            enterKeyHint="search"
            className="h-11 min-w-0 flex-1 rounded-full border border-slate-500 bg-surface px-4"
          />
          <button type="submit" className="button-primary h-11 px-5 py-0">
            <SpriteIcon name="search" className="size-4" />
            <span>{t("catalog.search.submit")}</span>
          </button>
        </div>
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${id}-sort`} className="text-sm font-semibold">
          {t("catalog.filters.sortBy")}
        </label>
        <select
          id={`${id}-sort`}
          name="sort"
          value={sort}
          onChange={(event) => void navigate(searchHref(query, event.target.value as SearchSort))}
          className="mt-1 h-11 w-full rounded-full border border-slate-500 bg-surface px-4"
        >
          {SEARCH_SORTS.map((option) => (
            <option key={option} value={option}>
              {option === "relevance" ? t("catalog.search.relevance") : t(`catalog.filters.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** /search?q= (spec section 2): results for a query, or the invitation to search. */
export function SearchPage({
  query,
  sort = "relevance",
  results,
  correction = null,
}: {
  query: string;
  sort?: SearchSort;
  results: ProductPage | null;
  /** A query the catalogue knows better, when this one found little (a typo). */
  correction?: string | null;
}) {
  const { t } = useTranslation();
  const searching = useLoadingPath(SEARCH_PATHS);

  if (!results) {
    return (
      <div className="page-container py-8 sm:py-12">
        <PageHeading title={t("catalog.search.heading")} />
        <RefineSearch query="" sort={sort} />
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
      {correction && (
        <p className="mt-3 text-lg">
          {t("catalog.search.didYouMean")}{" "}
          <Link
            to={searchHref(correction, sort)}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {correction}
          </Link>
          ?
        </p>
      )}
      <RefineSearch query={query} sort={sort} />
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
          href={(page) => searchHref(query, sort, page)}
        />
      )}
    </div>
  );
}
