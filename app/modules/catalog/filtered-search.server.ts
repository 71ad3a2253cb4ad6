import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { Language } from "~/lib/language";
import { hasFilters, type ListFacets, type ListParams } from "./list-params";
import { countedPage, type SortKey } from "./list-counts.server";
import type { ProductPage } from "./pagination";
import { productName } from "./product-summaries.server";
import { listConditions, sortKeys, withFactWords } from "./products.server";
import { prepareSearch, searchMatch, searchRank } from "./search.server";
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
 * and the filters chosen narrow it, and every filter group gets its counts, read with the page in
 * one pass through the search index (decision 026). Null when there is nothing to search for
 * (only spaces).
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
  // Only fact words ("vegan"): every product that suits them. Words with no letters ("!!!"): none
  // found (the spec's empty message, not the invitation to search). Nothing typed: null.
  if (!query.search?.trim() && !narrowed) return null;
  const match = prepared ? searchMatch(prepared) : query.search ? sql`false` : undefined;
  const conditions = await listConditions(db, { ...query, search: undefined }, match);
  // Best match first (with only fact words, by name), or the order the shopper chose.
  const order: SortKey[] =
    sort !== "relevance"
      ? sortKeys(sort, language)
      : [
          ...(prepared ? [{ key: searchRank(prepared), direction: "desc" as const }] : []),
          { key: productName(language), direction: "asc" },
          { key: products.id, direction: "asc" },
        ];
  return countedPage(db, conditions, { order, language, page });
}

/** The parts of a ListParams that are not filters, for `hasFilters` on a filter choice. */
const emptyRest = { search: "", sort: "name-asc", page: 1, layout: "grid" } as const;
