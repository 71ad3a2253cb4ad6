import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery, UNNAMED_STATEMENT } from "~/db/prepared-query.server";
import { products } from "~/db/schema";
import type { Language } from "~/lib/language";
import {
  DEFAULT_PRICE_MAX,
  DEFAULT_PRICE_MIN,
  PAGE_SIZE,
  priceFilterApplies,
  SORT_ORDERS,
  type CatalogView,
  type Facet,
  type SortOption,
} from "./list-params";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import { countProducts, isShown, productName, selectSummaries } from "./product-summaries.server";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { prepareSearch, searchMatch } from "./search.server";
import type { ProductSummary } from "./types";

/** Spec section 9: new arrivals are products created within the last 30 days. */
export const NEW_ARRIVALS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Home page: spec section 9's 8 featured products. */
export const HOME_FEATURED_COUNT = 8;

export interface ProductListQuery {
  view: CatalogView;
  /** Names are shown and sorted in it (decision 023); English unless said. */
  language?: Language;
  /** "Now" for the new-arrivals window; tests pass a fixed time. */
  now: Date;
  search?: string;
  /** Dollars; applied only as spec section 5 says (see priceFilterApplies). */
  priceMin?: number;
  priceMax?: number;
  brands?: string[];
  countries?: string[];
  sort?: SortOption;
  page?: number;
}

export interface ProductList extends ProductPage {
  /** Brands and origin countries available in the current view, for the filter controls. */
  facets: { brands: Facet[]; countries: Facet[] };
}

/** Up to `limit` featured active products, by name (the home page's Featured Products). */
export function featuredProducts(
  db: Database,
  limit = HOME_FEATURED_COUNT,
  language: Language = "en",
): Promise<ProductSummary[]> {
  return featuredQuery(db, language).execute({ limit });
}

const featuredQuery = preparedQuery((db: Database, language: Language) =>
  selectSummaries(db, language)
    .where(and(isShown, eq(products.featured, true)))
    .orderBy(asc(productName(language)), asc(products.id))
    .limit(sql.placeholder("limit"))
    .prepare(UNNAMED_STATEMENT),
);

/** The active products of a category, by name. */
export function categoryProducts(
  db: Database,
  categoryId: string,
  language: Language = "en",
): Promise<ProductSummary[]> {
  return categoryQuery(db, language).execute({ categoryId });
}

const categoryQuery = preparedQuery((db: Database, language: Language) =>
  selectSummaries(db, language)
    .where(and(isShown, eq(products.categoryId, sql.placeholder("categoryId"))))
    .orderBy(asc(productName(language)), asc(products.id))
    .prepare(UNNAMED_STATEMENT),
);

/** How many active products each category holds, by category id; kept until the catalogue changes. */
export const activeProductCounts = keptUntilCatalogueChanges(async (db: Database) => {
  const rows = await db
    .select({ categoryId: products.categoryId, count: sql<number>`count(*)::int` })
    .from(products)
    .where(isShown)
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.count]));
});

/**
 * One page of the product list with its total and facets. Everything is filtered, sorted and
 * counted by the database; each facet ignores its own filter, so choosing a brand still shows
 * the other brands to add.
 */
export async function listProducts(db: Database, query: ProductListQuery): Promise<ProductList> {
  const conditions = await listConditions(db, query);
  // A search's and the new arrivals' counts are read each time: the first are endless, the
  // second change with the clock.
  const { total, facets } =
    query.search || query.view === "new-arrivals"
      ? await countList(db, conditions)
      : await keptCounts(db, countedFilters(query));
  const page = clampPage(query.page ?? 1, total);
  const list = { view: query.view, sort: query.sort ?? "name-asc", language: query.language ?? "en" };
  const window = { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const rows = conditions.viewOnly
    ? await viewPageQuery(db, list).execute(window)
    : await selectSummaries(db, list.language)
        .where(conditions.where)
        .orderBy(...sortOrder(list.sort, list.language))
        .limit(window.limit)
        .offset(window.offset);
  return { ...pageOf(rows, total, page), facets };
}

/**
 * A page of a list with no filter but its view's, the lists shoppers browse most: a query built
 * once per view, order and language (issue 10).
 */
const viewPageQuery = preparedQuery(
  (db: Database, { view, sort, language }: { view: CatalogView; sort: SortOption; language: Language }) =>
    selectSummaries(db, language)
      // Never the new arrivals (see viewOnly): no view kept here reads the clock.
      .where(and(isShown, viewCondition({ view, now: new Date() })))
      .orderBy(...sortOrder(sort, language))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(UNNAMED_STATEMENT),
  ({ view, sort, language }) => `${view} ${sort} ${language}`,
);

interface ListConditions {
  /** The products listed. */
  where: SQL | undefined;
  /** No filter but the view's, and one without the clock: `viewPageQuery` lists the same. */
  viewOnly: boolean;
  /** The same without the brand filter, and without the country filter: each facet's list. */
  forBrands: SQL | undefined;
  forCountries: SQL | undefined;
}

async function listConditions(db: Database, query: ProductListQuery): Promise<ListConditions> {
  const search = await searchCondition(db, query.search);
  const price = priceCondition(query);
  const scope = and(isShown, viewCondition(query), search, price);
  const byBrand = query.brands?.length ? inArray(products.brand, query.brands) : undefined;
  const byCountry = query.countries?.length ? inArray(products.originCountry, query.countries) : undefined;
  return {
    where: and(scope, byBrand, byCountry),
    viewOnly:
      [search, price, byBrand, byCountry].every((filter) => filter === undefined) &&
      query.view !== "new-arrivals",
    forBrands: and(scope, byCountry),
    forCountries: and(scope, byBrand),
  };
}

type ListCounts = Pick<ProductList, "total" | "facets">;

async function countList(db: Database, conditions: ListConditions): Promise<ListCounts> {
  const [total, brands, countries] = await Promise.all([
    countProducts(db, conditions.where),
    facet(db, products.brand, conditions.forBrands),
    facet(db, products.originCountry, conditions.forCountries),
  ]);
  return { total, facets: { brands, countries } };
}

/** What a list's counts depend on, when neither a search nor the clock is among it. */
type CountedFilters = Pick<ProductListQuery, "view" | "priceMin" | "priceMax" | "brands" | "countries">;

function countedFilters({ view, priceMin, priceMax, brands, countries }: ProductListQuery): CountedFilters {
  return { view, priceMin, priceMax, brands, countries };
}

/**
 * The counts of the lists a shopper browses (every filter but a search), kept until the
 * catalogue changes: three scans of the whole catalogue per page otherwise (decision 025).
 */
const keptCounts = keptUntilCatalogueChanges(
  async (db: Database, filters: CountedFilters) =>
    countList(db, await listConditions(db, { ...filters, now: new Date() })),
  { maxEntries: 500 },
);

function viewCondition({ view, now }: Pick<ProductListQuery, "view" | "now">): SQL | undefined {
  if (view === "featured") return eq(products.featured, true);
  if (view === "new-arrivals") {
    return gte(products.createdAt, new Date(now.getTime() - NEW_ARRIVALS_DAYS * DAY_MS));
  }
  return undefined;
}

async function searchCondition(db: Database, input: string | undefined): Promise<SQL | undefined> {
  if (!input) return undefined;
  const search = await prepareSearch(db, input);
  // A term with no letters or digits (only punctuation, emoji) matches nothing.
  return search ? searchMatch(search) : sql`false`;
}

function priceCondition({
  priceMin = DEFAULT_PRICE_MIN,
  priceMax = DEFAULT_PRICE_MAX,
}: ProductListQuery): SQL | undefined {
  if (!priceFilterApplies(priceMin, priceMax)) return undefined;
  // Dollars as given (spec section 5); prices are stored in cents.
  return and(
    gte(products.priceCents, Math.round(priceMin * 100)),
    lte(products.priceCents, Math.round(priceMax * 100)),
  );
}

/** The chosen order, then name and id so that equal values never swap between pages. */
function sortOrder(sort: SortOption, language: Language): SQL[] {
  const { field, direction } = SORT_ORDERS[sort];
  const by = direction === "asc" ? asc : desc;
  const name = productName(language);
  const column = { name, price: products.priceCents, created_at: products.createdAt }[field];
  const tiebreak = field === "name" ? [asc(products.id)] : [asc(name), asc(products.id)];
  return [by(column), ...tiebreak];
}

async function facet(
  db: Database,
  column: typeof products.brand | typeof products.originCountry,
  where: SQL | undefined,
): Promise<Facet[]> {
  return db
    .select({ value: column, count: sql<number>`count(*)::int` })
    .from(products)
    .where(where)
    .groupBy(column)
    .orderBy(asc(column));
}
