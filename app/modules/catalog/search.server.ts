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
 * The query in both languages: the page's language does not matter, a Spanish word finds Spanish
 * content and an English word English content. Each configuration unaccents before stemming
 * (migration 0011), so "galletás" finds "galletas". The expression is built from letters and
 * digits only (search-terms.ts) and passed as a parameter: no input can change the SQL or break
 * the tsquery syntax.
 */
function textQuery(terms: SearchTerms): SQL {
  return sql`(to_tsquery('shop_english', ${terms.tsquery}) || to_tsquery('shop_spanish', ${terms.tsquery}))`;
}

/**
 * How close the input is to a name (either language) or the brand, as whole words:
 * strict_word_similarity keeps "poky" close to "Pocky" (0.375) but not to "Potato" (0.2), and
 * "mango" not to "Manner" (0.3); plain word_similarity scores Pocky and Potato both 0.4.
 */
function nameSimilarity(terms: SearchTerms): SQL<number> {
  return sql<number>`greatest(strict_word_similarity(${terms.text}, ${products.name}), strict_word_similarity(${terms.text}, coalesce(${products.nameEs}, '')), strict_word_similarity(${terms.text}, ${products.brand}))`;
}

function wordsMatch(terms: SearchTerms): SQL {
  return sql`${products.searchVector} @@ ${textQuery(terms)}`;
}

/**
 * A typo of a name or brand: `<<%` is strict_word_similarity ≥ the session's
 * pg_trgm.strict_word_similarity_threshold (0.35, set for every session in client.server.ts).
 * Unlike a comparison of the function's value it is an operator the trigram indexes support,
 * though the planner still scans every row on 10,000 products (decision 008 says what is next).
 */
function typoMatch(terms: SearchTerms): SQL {
  return sql`(${terms.text} <<% ${products.name} or ${terms.text} <<% ${products.nameEs} or ${terms.text} <<% ${products.brand})`;
}

/** Products whose words match, or whose name or brand is close to the query. */
export function searchMatch(terms: SearchTerms): SQL {
  return sql`(${wordsMatch(terms)} or ${typoMatch(terms)})`;
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
