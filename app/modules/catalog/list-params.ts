/**
 * The product list's state as it lives in the URL (spec sections 4, 5 and 9): filters, sort,
 * page and display. Pure and shared: the loader parses it, the filter controls build the next
 * URL with it. Anything malformed falls back to its default, so a hand-edited or stale link
 * still shows a list.
 */

import { ALLERGENS, DIETS, type Allergen, type Diet } from "~/lib/product-facts";

/** The product list's views (spec section 2). */
export type CatalogView = "all" | "featured" | "new-arrivals";

/** Spec section 2: the view is chosen by whether the path contains featured or new-arrivals. */
export function catalogViewFromPath(pathname: string): CatalogView {
  if (pathname.includes("featured")) return "featured";
  if (pathname.includes("new-arrivals")) return "new-arrivals";
  return "all";
}

/** Spec section 9's sort options, in the order the Sort By select shows them. */
export const SORT_OPTIONS = ["name-asc", "name-desc", "price-asc", "price-desc", "newest", "oldest"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "name-asc";

export type SortField = "name" | "price" | "created_at";
export interface SortOrder {
  field: SortField;
  direction: "asc" | "desc";
}

/** What each option sorts by (spec section 9: Newest First is created_at descending). */
export const SORT_ORDERS: Record<SortOption, SortOrder> = {
  "name-asc": { field: "name", direction: "asc" },
  "name-desc": { field: "name", direction: "desc" },
  "price-asc": { field: "price", direction: "asc" },
  "price-desc": { field: "price", direction: "desc" },
  newest: { field: "created_at", direction: "desc" },
  oldest: { field: "created_at", direction: "asc" },
};

/** Spec section 9: the default price filter is 0 to 100 dollars. */
export const DEFAULT_PRICE_MIN = 0;
export const DEFAULT_PRICE_MAX = 100;

/** Spec section 5: the price filter applies only when min is above 0 or max below 100. */
export function priceFilterApplies(min: number, max: number): boolean {
  return min > DEFAULT_PRICE_MIN || max < DEFAULT_PRICE_MAX;
}

/** More than this many results are split into pages. */
export const PAGE_SIZE = 24;

export const LAYOUTS = ["grid", "list"] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Bounds that keep hostile URLs from reaching the database as absurd numbers or lists. */
const MAX_PRICE_DOLLARS = 100_000;
const MAX_PAGE = 10_000;
const MAX_LIST_VALUES = 50;
const MAX_VALUE_LENGTH = 100;
export const MAX_SEARCH_LENGTH = 200;

export interface ListParams {
  search: string;
  /** Dollars, as the shopper typed them. */
  priceMin: number;
  priceMax: number;
  brands: string[];
  countries: string[];
  /** Issue 28: products suiting every diet chosen, */
  diets: Diet[];
  /** free from every allergen chosen (neither contains it nor may contain it), */
  freeFrom: Allergen[];
  /** in stock only, */
  inStock: boolean;
  /** rated 4 stars and up (0: any rating). */
  rating: 0 | 4;
  sort: SortOption;
  page: number;
  layout: Layout;
}

export const DEFAULT_LIST_PARAMS: ListParams = {
  search: "",
  priceMin: DEFAULT_PRICE_MIN,
  priceMax: DEFAULT_PRICE_MAX,
  brands: [],
  countries: [],
  diets: [],
  freeFrom: [],
  inStock: false,
  rating: 0,
  sort: DEFAULT_SORT,
  page: 1,
  layout: "grid",
};

/** A filter value and how many products of the current list carry it. */
export interface Facet {
  value: string;
  count: number;
}

/**
 * Every filter group's counts (issue 28): each value with the number of products the list
 * would show with it, combined with the other filters chosen.
 */
export interface ListFacets {
  brands: Facet[];
  countries: Facet[];
  /** Each diet (all five, in their order). */
  diets: Facet[];
  /** Each allergen, as "free from" it. */
  freeFrom: Facet[];
  /** The list's products in stock, and rated 4 and up, with the other filters. */
  inStock: number;
  rating: number;
}

/** The URL's parameter names. */
const KEYS = {
  search: "search",
  priceMin: "min",
  priceMax: "max",
  brands: "brand",
  countries: "country",
  diets: "diet",
  freeFrom: "free_from",
  inStock: "in_stock",
  rating: "rating",
  sort: "sort",
  page: "page",
  layout: "layout",
} as const;

// Plain checks, not a schema library: this module is in the catalogue pages' first load.

/** A number from the URL within [min, max] (and whole, if asked), or the fallback. */
function numberIn(
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
  whole = false,
): number {
  if (value === undefined || value.trim() === "") return fallback;
  const number = Number(value);
  const fits =
    Number.isFinite(number) && number >= min && number <= max && (!whole || Number.isInteger(number));
  return fits ? number : fallback;
}

/** One of `options`, or the fallback. */
function oneOf<T extends string>(value: string | undefined, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

/** Distinct, trimmed, non-empty values of a bounded length, at most MAX_LIST_VALUES of them. */
function valueList(values: string[]): string[] {
  const kept = values
    .map((value) => value.trim())
    .filter((value) => value && value.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_LIST_VALUES);
}

/** Reads the list state from a URL's query; missing or malformed values take their defaults. */
export function parseListParams(query: URLSearchParams): ListParams {
  // An empty parameter (`?min=`) means "not given", not zero.
  const single = (key: string) => query.get(key) || undefined;
  return {
    search: (single(KEYS.search) ?? "").trim().slice(0, MAX_SEARCH_LENGTH),
    priceMin: numberIn(single(KEYS.priceMin), DEFAULT_PRICE_MIN, 0, MAX_PRICE_DOLLARS),
    priceMax: numberIn(single(KEYS.priceMax), DEFAULT_PRICE_MAX, 0, MAX_PRICE_DOLLARS),
    brands: valueList(query.getAll(KEYS.brands)),
    countries: valueList(query.getAll(KEYS.countries)),
    diets: DIETS.filter((diet) => query.getAll(KEYS.diets).includes(diet)),
    freeFrom: ALLERGENS.filter((allergen) => query.getAll(KEYS.freeFrom).includes(allergen)),
    inStock: single(KEYS.inStock) === "1",
    rating: single(KEYS.rating) === "4" ? 4 : 0,
    sort: oneOf(single(KEYS.sort), SORT_OPTIONS, DEFAULT_SORT),
    page: numberIn(single(KEYS.page), 1, 1, MAX_PAGE, true),
    layout: oneOf(single(KEYS.layout), LAYOUTS, "grid"),
  };
}

/** The query string for a list state; defaults are left out so that links stay short. */
export function serializeListParams(params: ListParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set(KEYS.search, params.search);
  if (params.priceMin !== DEFAULT_PRICE_MIN) query.set(KEYS.priceMin, String(params.priceMin));
  if (params.priceMax !== DEFAULT_PRICE_MAX) query.set(KEYS.priceMax, String(params.priceMax));
  for (const brand of params.brands) query.append(KEYS.brands, brand);
  for (const country of params.countries) query.append(KEYS.countries, country);
  for (const diet of DIETS.filter((value) => params.diets.includes(value))) query.append(KEYS.diets, diet);
  for (const allergen of ALLERGENS.filter((value) => params.freeFrom.includes(value))) {
    query.append(KEYS.freeFrom, allergen);
  }
  if (params.inStock) query.set(KEYS.inStock, "1");
  if (params.rating) query.set(KEYS.rating, String(params.rating));
  if (params.sort !== DEFAULT_SORT) query.set(KEYS.sort, params.sort);
  if (params.page !== 1) query.set(KEYS.page, String(params.page));
  if (params.layout !== "grid") query.set(KEYS.layout, params.layout);
  return query;
}

/** "?…" for a list state, or "" when everything is at its default. */
export function listSearchString(params: ListParams): string {
  const query = serializeListParams(params).toString();
  return query ? `?${query}` : "";
}

/** Whether any filter is chosen (the search, sort, page and layout are not filters). */
export function hasFilters(params: ListParams): boolean {
  return chosenFilterCount(params) > 0;
}

/**
 * Clear All Filters (spec section 4): price 0 to 100, no brand or country, sort by name
 * ascending; since issue 28 no diet, free-from, stock or rating filter either. The search term
 * and the grid/list choice are not filters and stay.
 */
export function clearFilters(params: ListParams): ListParams {
  return { ...DEFAULT_LIST_PARAMS, search: params.search, layout: params.layout };
}

/**
 * Whether two list URLs' queries differ in the grid/list choice alone: the same products, so
 * nothing needs loading again.
 */
export function differsOnlyInLayout(a: string, b: string): boolean {
  const first = parseListParams(new URLSearchParams(a));
  const second = parseListParams(new URLSearchParams(b));
  return (
    first.layout !== second.layout &&
    listSearchString({ ...first, layout: "grid" }) === listSearchString({ ...second, layout: "grid" })
  );
}

/**
 * The one spelling of a list's address (issue 28, decision 071): its state as
 * `serializeListParams` writes it (defaults left out, diets and allergens in their order,
 * unknown parameters and values dropped), plus the page's language (`lang`) and the brands and
 * countries the catalogue has (`known`, when given). The page cache keys pages by their address:
 * a list page answers any other spelling with a redirect to this one, so junk parameters make no
 * page of their own.
 */
export function canonicalListQuery(
  query: URLSearchParams,
  known?: { brands: ReadonlySet<string>; countries: ReadonlySet<string> },
): string {
  const params = parseListParams(query);
  const canonical = serializeListParams({
    ...params,
    brands: known ? params.brands.filter((brand) => known.brands.has(brand)) : params.brands,
    countries: known ? params.countries.filter((country) => known.countries.has(country)) : params.countries,
  });
  const language = query.get("lang");
  if (language === "en" || language === "es") canonical.set("lang", language);
  return canonical.toString();
}

/** How many filter values a list page may have chosen and still be kept by the page cache. */
export const MAX_CACHED_FILTER_VALUES = 6;

/** How many filter values are chosen: one per chip above the list (a price range counts one). */
export function chosenFilterCount(params: ListParams): number {
  return (
    params.brands.length +
    params.countries.length +
    params.diets.length +
    params.freeFrom.length +
    (params.inStock ? 1 : 0) +
    (params.rating ? 1 : 0) +
    (priceFilterApplies(params.priceMin, params.priceMax) ? 1 : 0)
  );
}
