import { LOW_STOCK_BADGE_MAX } from "~/modules/catalog/stock";

/**
 * The admin's product table as it lives in the URL: search, filters, sort and page. Pure and
 * shared: the loader reads it, the filter form and the column headers write it. Anything
 * malformed falls back to its default, so a stale or hand-edited link still shows a table.
 */

export const ADMIN_PRODUCT_SORTS = [
  "name-asc",
  "name-desc",
  "price-asc",
  "price-desc",
  "stock-asc",
  "stock-desc",
  "newest",
  "oldest",
] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const YES_NO_FILTERS = ["all", "yes", "no"] as const;
export type YesNoFilter = (typeof YES_NO_FILTERS)[number];

/** Products with this many units or fewer count as low stock: the shop's badge and the dashboard's rule. */
export const LOW_STOCK_THRESHOLD = LOW_STOCK_BADGE_MAX;
export const ADMIN_PAGE_SIZE = 20;

export interface AdminProductQuery {
  /** Words searched in the name, brand and slug. */
  q: string;
  /** A category's slug, or "" for every category. */
  category: string;
  active: YesNoFilter;
  featured: YesNoFilter;
  lowStock: boolean;
  sort: AdminProductSort;
  page: number;
}

export const DEFAULT_ADMIN_PRODUCT_QUERY: AdminProductQuery = {
  q: "",
  category: "",
  active: "all",
  featured: "all",
  lowStock: false,
  sort: "name-asc",
  page: 1,
};

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly string[]).includes(value ?? "") ? (value as T) : fallback;

export function parseAdminProductQuery(params: URLSearchParams): AdminProductQuery {
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: /^[a-z0-9-]{1,200}$/.test(params.get("category") ?? "") ? params.get("category")! : "",
    active: oneOf(YES_NO_FILTERS, params.get("active"), "all"),
    featured: oneOf(YES_NO_FILTERS, params.get("featured"), "all"),
    lowStock: params.get("lowStock") === "1",
    sort: oneOf(ADMIN_PRODUCT_SORTS, params.get("sort"), "name-asc"),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of `query`, leaving out what is at its default (so links stay short). */
export function adminProductSearch(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.active !== "all") params.set("active", query.active);
  if (query.featured !== "all") params.set("featured", query.featured);
  if (query.lowStock) params.set("lowStock", "1");
  if (query.sort !== DEFAULT_ADMIN_PRODUCT_QUERY.sort) params.set("sort", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
