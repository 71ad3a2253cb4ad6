/**
 * What `npm run bench` loads. Pages are measured twice: from the page cache (a shop as it
 * runs) and rendered for every request (a second start with PAGE_CACHE=off).
 */
import type { RowKey } from "./lib/results";

export interface BenchPage {
  name: string;
  path: string;
  /** Its rows in the results table. */
  rows: { cached: RowKey; uncached: RowKey };
}

/** The catalogue pages measured cached and uncached. */
export const pages: BenchPage[] = [
  { name: "home", path: "/", rows: { cached: "cached-home", uncached: "uncached-home" } },
  {
    name: "/products",
    path: "/products",
    rows: { cached: "cached-products", uncached: "uncached-products" },
  },
  {
    name: "product page",
    path: "/product/pocky-chocolate",
    rows: { cached: "cached-product", uncached: "uncached-product" },
  },
];

/**
 * The plain React Router reference's pages (bench/reference), measured beside the uncached
 * pages: what React Router itself costs on this machine for a list of 50 products and for an
 * empty page.
 */
export const referencePages: { name: string; path: string; row: RowKey }[] = [
  { name: "plain React Router list of 50 products", path: "/", row: "reference-products" },
  { name: "plain React Router empty page", path: "/empty", row: "reference-empty" },
];

/** The page whose compressed bytes the bare ceiling sends. */
export const ceilingPage = "/product/pocky-chocolate";

export const healthPath = "/api/health";

/** Pages whose first-load JavaScript the report weighs (goal: ≤ 130 KiB gzipped each). */
export const weighedPages = ["/product/pocky-chocolate", "/", "/products"];

/**
 * Search queries, each connection going through all of them in turn: words the catalogue has,
 * typos of them (the trigram path), and words it does not have.
 */
export const searchQueries: { kind: "words" | "typo" | "nothing"; query: string }[] = [
  { kind: "words", query: "chocolate" },
  { kind: "words", query: "matcha" },
  { kind: "words", query: "haribo gummy" },
  { kind: "words", query: "galletas" },
  { kind: "words", query: "chocolate con leche" },
  { kind: "typo", query: "chocolat" },
  { kind: "typo", query: "poky" },
  { kind: "typo", query: "harribo" },
  { kind: "typo", query: "regalíz" },
  { kind: "nothing", query: "broccoli" },
  { kind: "nothing", query: "xyzzy" },
];

/** The search page for each query, as a shopper opens it. */
export const searchPagePaths = searchQueries.map(({ query }) => `/search?q=${encodeURIComponent(query)}`);

/** The same searches as React Router data requests: the loader's answer without the render. */
export const searchDataPaths = searchQueries.map(
  ({ query }) => `/search.data?q=${encodeURIComponent(query)}`,
);

/**
 * Filtered lists as data requests (issue 28): the loader's list and every filter group's counts.
 * New arrivals and searches are counted on every request (nothing keeps their counts), so these
 * time the counting itself; goal: ≤ 30 ms p95 one at a time on 10,000 products. Each address is
 * the list's canonical one (bench/routes.test.ts): any other is answered with a redirect to it.
 */
export const filteredListDataPaths = [
  "/new-arrivals.data",
  "/new-arrivals.data?diet=vegan",
  "/new-arrivals.data?free_from=milk&free_from=peanuts&in_stock=1",
  "/new-arrivals.data?country=Japan&diet=gluten-free&rating=4",
  "/products.data?search=chocolate&free_from=tree-nuts",
  "/products.data?search=gummy&diet=vegetarian&in_stock=1",
];
