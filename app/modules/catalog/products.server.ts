import { and, asc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { products } from "~/db/schema";
import type { Language } from "~/lib/language";
import {
  DEFAULT_PRICE_MAX,
  canonicalListQuery,
  DEFAULT_PRICE_MIN,
  PAGE_SIZE,
  priceFilterApplies,
  SORT_ORDERS,
  type CatalogView,
  type ListFacets,
  type SortOption,
} from "./list-params";
import { ALLERGENS, allergenBit, DIETS, dietBit, type Allergen, type Diet } from "~/lib/product-facts";
import { factWords } from "./fact-words";
import {
  countedPage,
  countList,
  IN_STOCK,
  orderBy,
  RATED_4,
  type CountedScope,
  type SortKey,
} from "./list-counts.server";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import { isShown, productName, selectSummaries } from "./product-summaries.server";
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
  /** Issue 28: the fact filters (see ListParams). */
  diets?: Diet[];
  freeFrom?: Allergen[];
  inStock?: boolean;
  rating?: 0 | 4;
  /** A category page's list: its products only. */
  categoryId?: string;
  sort?: SortOption;
  page?: number;
  /** Products per page; PAGE_SIZE unless said (a category page shows them all). */
  pageSize?: number;
}

export interface ProductList extends ProductPage {
  /** Every filter group's values with their counts, for the filter controls (issue 28). */
  facets: ListFacets;
}

/** Up to `limit` featured active products, by name (the home page's Featured Products). */
export function featuredProducts(
  db: Database,
  limit = HOME_FEATURED_COUNT,
  language: Language = "en",
): Promise<ProductSummary[]> {
  return featuredQuery(db, language).execute({ limit });
}

const featuredQuery = preparedQuery("featured", (db: Database, language: Language) =>
  selectSummaries(db, language)
    .where(and(isShown, eq(products.featured, true)))
    .orderBy(asc(productName(language)), asc(products.id))
    .limit(sql.placeholder("limit")),
);

/** The active products of a category, by name. */
export function categoryProducts(
  db: Database,
  categoryId: string,
  language: Language = "en",
): Promise<ProductSummary[]> {
  return categoryQuery(db, language).execute({ categoryId });
}

const categoryQuery = preparedQuery("category-cards", (db: Database, language: Language) =>
  selectSummaries(db, language)
    .where(and(isShown, eq(products.categoryId, sql.placeholder("categoryId"))))
    .orderBy(asc(productName(language)), asc(products.id)),
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
 * Every brand and origin country of the products shoppers see, kept until the catalogue changes:
 * a list address naming another is answered with one without it (canonicalListQuery).
 */
export const knownFilterValues = keptUntilCatalogueChanges(async (db: Database) => {
  const rows = await db
    .selectDistinct({ brand: products.brand, country: products.originCountry })
    .from(products)
    .where(isShown);
  return {
    brands: new Set(rows.map((row) => row.brand)),
    countries: new Set(rows.map((row) => row.country)),
  };
});

/**
 * The one address of a list (decision 071): its query as `canonicalListQuery` writes it, with a
 * brand or a country the shop does not show left out. Only an address naming one reads them (a
 * scan of the whole catalogue, kept until it changes).
 */
export async function canonicalListAddress(db: Database, query: URLSearchParams): Promise<string> {
  const namesOne = query.has("brand") || query.has("country");
  return canonicalListQuery(query, namesOne ? await knownFilterValues(db) : undefined);
}

/**
 * One page of the product list with its total and facets. Everything is filtered, sorted and
 * counted by the database; each facet ignores its own filter, so choosing a brand still shows
 * the other brands to add.
 */
export async function listProducts(db: Database, asked: ProductListQuery): Promise<ProductList> {
  const query = withFactWords(asked);
  const conditions = await listConditions(db, query);
  const pageSize = query.pageSize ?? PAGE_SIZE;
  const list = { view: query.view, sort: query.sort ?? "name-asc", language: query.language ?? "en" };
  // A search's and the new arrivals' counts are read each time (the first are endless, the
  // second change with the clock), in the same read as their page.
  if (query.search || query.view === "new-arrivals") {
    return countedPage(db, conditions, {
      order: sortKeys(list.sort, list.language),
      language: list.language,
      page: query.page ?? 1,
      pageSize,
    });
  }
  const { total, facets } = await keptCounts(db, countedFilters(query));
  const page = clampPage(query.page ?? 1, total, pageSize);
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  const rows = conditions.viewOnly
    ? await viewPageQuery(db, list).execute(window)
    : await selectSummaries(db, list.language)
        .where(conditions.where)
        .orderBy(...sortOrder(list.sort, list.language))
        .limit(window.limit)
        .offset(window.offset);
  return { ...pageOf(rows, total, page, pageSize), facets };
}

/**
 * The search's fact words ("vegan", "sin gluten", "peanut free") as filters, added to those
 * chosen; the rest of the search stays a search (issue 28).
 */
export function withFactWords<Query extends Pick<ProductListQuery, "search" | "diets" | "freeFrom">>(
  query: Query,
): Query {
  if (!query.search) return query;
  const words = factWords(query.search);
  if (words.diets.length === 0 && words.freeFrom.length === 0) return query;
  return {
    ...query,
    search: words.rest,
    diets: DIETS.filter((diet) => words.diets.includes(diet) || query.diets?.includes(diet)),
    freeFrom: ALLERGENS.filter(
      (allergen) => words.freeFrom.includes(allergen) || query.freeFrom?.includes(allergen),
    ),
  };
}

/**
 * A page of a list with no filter but its view's, the lists shoppers browse most: a query built
 * once per view, order and language (issue 10).
 */
const viewPageQuery = preparedQuery(
  "list",
  (db: Database, { view, sort, language }: { view: CatalogView; sort: SortOption; language: Language }) =>
    selectSummaries(db, language)
      // Never the new arrivals (see viewOnly): no view kept here reads the clock.
      .where(and(isShown, viewCondition({ view, now: new Date() })))
      .orderBy(...sortOrder(sort, language))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset")),
  ({ view, sort, language }) => `${view} ${sort} ${language}`,
);

export interface ListConditions extends CountedScope {
  /** The products listed: the scope's that the filter groups choose. */
  where: SQL | undefined;
  /** No filter but the view's, and one without the clock: `viewPageQuery` lists the same. */
  viewOnly: boolean;
}

/** Suits every diet of `mask`; holds (or may hold) none of the allergens of `mask` (fact_bits). */
const suitsDiets = (mask: number) =>
  sql`${products.factBits} & ${sql.raw(String(mask))} = ${sql.raw(String(mask))}`;
const freeFromAllergens = (mask: number) => sql`${products.factBits} & ${sql.raw(String(mask))} = 0`;

/**
 * The filters of a list as conditions (issue 28 adds diets, free from, stock and rating to the
 * view, search, price, brand and country). `search` is the typed search, or one already prepared.
 */
export async function listConditions(
  db: Database,
  query: Omit<ProductListQuery, "view" | "now"> & Partial<Pick<ProductListQuery, "view" | "now">>,
  searchMatchOf?: SQL,
): Promise<ListConditions> {
  const search = searchMatchOf ?? (await searchCondition(db, query.search));
  const price = priceCondition(query);
  const category = query.categoryId ? eq(products.categoryId, query.categoryId) : undefined;
  const view = query.view ? viewCondition({ view: query.view, now: query.now ?? new Date() }) : undefined;
  // A search's match holds only shown products (hidden ones have no document), and naming
  // is_active beside it lures the planner to the active products' index, testing every document
  // instead of finding the matches through the search index (decision 026).
  const scope = and(search ?? isShown, view, category, price);
  const byBrand = query.brands?.length ? inArray(products.brand, query.brands) : undefined;
  const byCountry = query.countries?.length ? inArray(products.originCountry, query.countries) : undefined;
  const dietMask = (query.diets ?? []).reduce((mask, diet) => mask | dietBit(diet), 0);
  const allergenMask = (query.freeFrom ?? []).reduce((mask, allergen) => mask | allergenBit(allergen), 0);
  const byDiets = dietMask ? suitsDiets(dietMask) : undefined;
  const byFreeFrom = allergenMask ? freeFromAllergens(allergenMask) : undefined;
  const inStock = query.inStock ? IN_STOCK : undefined;
  const rating = query.rating ? RATED_4 : undefined;
  const facts = and(byDiets, byFreeFrom, inStock, rating);
  const chosen = and(byBrand, byCountry, facts);
  return {
    where: and(scope, chosen),
    viewOnly:
      [search, price, category, byBrand, byCountry, facts].every((filter) => filter === undefined) &&
      query.view !== "new-arrivals",
    scope,
    chosen,
    searched: search !== undefined,
    choice: {
      brands: query.brands,
      countries: query.countries,
      diets: query.diets,
      freeFrom: query.freeFrom,
      inStock: query.inStock,
      rating: query.rating,
    },
  };
}

/** What a list's counts depend on, when neither a search nor the clock is among it. */
type CountedFilters = Pick<
  ProductListQuery,
  | "view"
  | "priceMin"
  | "priceMax"
  | "brands"
  | "countries"
  | "diets"
  | "freeFrom"
  | "inStock"
  | "rating"
  | "categoryId"
>;

function countedFilters({
  view,
  priceMin,
  priceMax,
  brands,
  countries,
  diets,
  freeFrom,
  inStock,
  rating,
  categoryId,
}: ProductListQuery): CountedFilters {
  return { view, priceMin, priceMax, brands, countries, diets, freeFrom, inStock, rating, categoryId };
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
}: Pick<ProductListQuery, "priceMin" | "priceMax">): SQL | undefined {
  if (!priceFilterApplies(priceMin, priceMax)) return undefined;
  // Dollars as given (spec section 5); prices are stored in cents.
  return and(
    gte(products.priceCents, Math.round(priceMin * 100)),
    lte(products.priceCents, Math.round(priceMax * 100)),
  );
}

/** The chosen order, then name and id so that equal values never swap between pages. */
export function sortOrder(sort: SortOption, language: Language): SQL[] {
  return orderBy(sortKeys(sort, language));
}

/** `sortOrder`'s keys, for a query that orders by them elsewhere than in its ORDER BY. */
export function sortKeys(sort: SortOption, language: Language): SortKey[] {
  const { field, direction } = SORT_ORDERS[sort];
  const name = productName(language);
  const column = { name, price: products.priceCents, created_at: products.createdAt }[field];
  const tiebreak: SortKey[] =
    field === "name"
      ? [{ key: products.id, direction: "asc" }]
      : [
          { key: name, direction: "asc" },
          { key: products.id, direction: "asc" },
        ];
  return [{ key: column, direction }, ...tiebreak];
}
