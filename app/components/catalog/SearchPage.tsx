import { SpriteIcon } from "~/components/icons/SpriteIcon";
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/Link";
import type { ListFacets } from "~/modules/catalog/list-params";
import type { ProductPage } from "~/modules/catalog/pagination";
import { SEARCH_SORTS, type SearchSort } from "~/modules/catalog/search-sorts";
import { FilteredList } from "./FilteredList";
import { PageHeading } from "./PageHeading";
import { useLoadingPath } from "./use-list-params";

const SEARCH_PATHS = ["/search"] as const;

/**
 * The search page's address for a query and an order (the default left out), keeping the list's
 * filters of `current` (the page's own query string) and starting again at page 1.
 */
export function searchHref(query: string, sort: SearchSort = "relevance", current = ""): string {
  const params = new URLSearchParams(current);
  params.set("q", query);
  if (sort === "relevance") params.delete("sort");
  else params.set("sort", sort);
  params.delete("page");
  return `/search?${params}`;
}

/** The parameters of `current` that are neither the query, the order nor the page: the filters. */
function filterEntries(current: string): [string, string][] {
  return [...new URLSearchParams(current)].filter(([name]) => !["q", "sort", "page"].includes(name));
}

/**
 * The search page's own form (issue 27 item 5): the query, kept in its field (the header's box
 * empties on submit, as the spec says), and the order, with "best match" first. A plain GET form,
 * so it works without JavaScript; the filters chosen in the panel below ride along as hidden fields.
 */
function RefineSearch({ query, sort }: { query: string; sort: SearchSort }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search: current } = useLocation();
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
        if (typed) void navigate(searchHref(typed, sort, current));
      }}
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-line bg-surface-muted p-4 sm:flex-row sm:items-end"
    >
      {filterEntries(current).map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
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
          onChange={(event) =>
            void navigate(searchHref(query, event.target.value as SearchSort, current), {
              preventScrollReset: true,
            })
          }
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

/** /search?q= (spec section 2): results for a query, with the list's filters, or the invitation to search. */
export function SearchPage({
  query,
  sort = "relevance",
  results,
  correction = null,
}: {
  query: string;
  sort?: SearchSort;
  results: (ProductPage & { facets: ListFacets }) | null;
  /** A query the catalogue knows better, when this one found little (a typo). */
  correction?: string | null;
}) {
  const { t } = useTranslation();
  const searching = useLoadingPath(SEARCH_PATHS);
  const { search: current } = useLocation();

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
            to={searchHref(correction, sort, current)}
            className="font-semibold text-accent underline underline-offset-2"
          >
            {correction}
          </Link>
          ?
        </p>
      )}
      <RefineSearch query={query} sort={sort} />
      {/* The list's filters (issue 28); the order is the search's own, above, so the panel has none. */}
      <FilteredList
        products={results.products}
        total={results.total}
        page={results.page}
        pageCount={results.pageCount}
        facets={results.facets}
        loading={searching}
        emptyTitle={t("catalog.search.empty", { query })}
        emptyHint={t("catalog.search.emptyHint")}
        keep={{ q: query, ...(sort !== "relevance" && { sort }) }}
        sortable={false}
      />
    </div>
  );
}
