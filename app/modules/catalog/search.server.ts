import { and, asc, desc, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import { PAGE_SIZE } from "./list-params";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import type { Language } from "~/lib/language";
import { countProducts, isShown, productName, selectSummaries } from "./product-summaries.server";
import { searchTerms, type SearchTerms } from "./search-terms";
import type { ProductSummary } from "./types";

/**
 * Catalogue search: PostgreSQL full text over the weighted search_vector (name A, brand B,
 * description C), every word as a prefix so "choc" already finds chocolate, plus pg_trgm
 * similarity on name and brand for typos ("poky" finds Pocky). The header's /search and the
 * product list's ?search= both use these pieces, so they always agree.
 */

/**
 * Below this similarity a name or brand is not a typo of the query. strict_word_similarity
 * compares whole words, so "poky" is close to "Pocky" (0.375) but not to "Potato" (0.2), and
 * "mango" not to "Manner" (0.3); plain word_similarity scores Pocky and Potato both 0.4.
 */
const TYPO_SIMILARITY = 0.35;

function textQuery(terms: SearchTerms): SQL {
  // The expression is built from letters and digits only (search-terms.ts) and is passed as a
  // parameter: no input can change the SQL or break the tsquery syntax.
  return sql`to_tsquery('english', ${terms.tsquery})`;
}

function nameSimilarity(terms: SearchTerms): SQL<number> {
  return sql<number>`greatest(strict_word_similarity(${terms.text}, ${products.name}), strict_word_similarity(${terms.text}, ${products.brand}))`;
}

function wordsMatch(terms: SearchTerms): SQL {
  return sql`${products.searchVector} @@ ${textQuery(terms)}`;
}

/** Products whose words match, or whose name or brand is close to the query. */
export function searchMatch(terms: SearchTerms): SQL {
  return sql`(${wordsMatch(terms)} or ${nameSimilarity(terms)} >= ${TYPO_SIMILARITY})`;
}

/**
 * Relevance: the full-text rank (a name match outweighs a brand match, which outweighs a
 * description match) plus how close the name or brand is to what was typed.
 */
export function searchRank(terms: SearchTerms): SQL<number> {
  return sql<number>`(ts_rank(${products.searchVector}, ${textQuery(terms)}) + ${nameSimilarity(terms)})`;
}

export type SearchResults = ProductPage;

/** Active products matching `input`, most relevant first; no words in the input, no results. */
export async function searchProducts(
  db: Database,
  input: string,
  { page = 1, language = "en" }: { page?: number; language?: Language } = {},
): Promise<SearchResults> {
  const terms = searchTerms(input);
  if (!terms) return pageOf([], 0, 1);

  const where = and(isShown, searchMatch(terms));
  const total = await countProducts(db, where);
  const current = clampPage(page, total);
  const rows: ProductSummary[] = await selectSummaries(db, language)
    .where(where)
    .orderBy(desc(searchRank(terms)), asc(productName(language)), asc(products.id))
    .limit(PAGE_SIZE)
    .offset((current - 1) * PAGE_SIZE);
  return pageOf(rows, total, current);
}
