import { asc, desc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { Language } from "~/lib/language";
import { hasFilters, PAGE_SIZE, type ListFacets, type ListParams } from "./list-params";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import { productName, selectSummaries } from "./product-summaries.server";
import { countList, listConditions, sortOrder, withFactWords } from "./products.server";
import { prepareSearch, searchMatch, searchProducts, searchRank } from "./search.server";
import type { SearchSort } from "./search-sorts";

export type FilterChoice = Pick<
  ListParams,
  "priceMin" | "priceMax" | "brands" | "countries" | "diets" | "freeFrom" | "inStock" | "rating"
>;

export interface FilteredSearch extends ProductPage {
  facets: ListFacets;
}

/**
 * /search with the list's filters (issue 28): the search's fact words ("vegan", "sin gluten")
 * and the filters chosen narrow it, and every filter group gets its counts. A plain search, with
 * neither, is still `searchProducts`, found through the search index alone (decision 026); the
 * counts are then the only extra queries. Null when there is nothing to search for.
 */
export async function filteredSearch(
  db: Database,
  input: string,
  {
    page = 1,
    language = "en",
    sort = "relevance",
    filters,
  }: { page?: number; language?: Language; sort?: SearchSort; filters: FilterChoice },
): Promise<FilteredSearch | null> {
  const query = withFactWords({ ...filters, search: input });
  const narrowed = hasFilters({ ...query, ...emptyRest });
  const prepared = query.search ? await prepareSearch(db, query.search) : null;
  // Only fact words ("vegan"): every product that suits them. Words with no letters: nothing.
  if (!prepared && !narrowed) return null;
  const match = prepared ? searchMatch(prepared) : query.search ? sql`false` : undefined;
  const conditions = await listConditions(db, { ...query, search: undefined }, match);
  const counts = await countList(db, conditions);
  if (!narrowed && prepared) {
    const results = await searchProducts(db, input, { page, language, sort });
    return { ...results, facets: counts.facets };
  }
  const current = clampPage(page, counts.total);
  // Best match first (with only fact words, by name), or the order the shopper chose.
  const order =
    sort !== "relevance"
      ? sortOrder(sort, language)
      : [...(prepared ? [desc(searchRank(prepared))] : []), asc(productName(language)), asc(products.id)];
  const rows = await selectSummaries(db, language)
    .where(conditions.where)
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return { ...pageOf(rows, counts.total, current), facets: counts.facets };
}

/** The parts of a ListParams that are not filters, for `hasFilters` on a filter choice. */
const emptyRest = { search: "", sort: "name-asc", page: 1, layout: "grid" } as const;
