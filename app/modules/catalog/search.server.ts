import { asc, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { containsPattern } from "~/db/like";
import { readThroughIndexes, type Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { SUBQUERY_FENCE } from "~/db/subquery-fence";
import { categories, products, searchWords } from "~/db/schema";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { categoryName } from "./categories.server";
import { PAGE_SIZE, SORT_ORDERS } from "./list-params";
import type { SearchSort } from "./search-sorts";
import { clampPage, pageOf, type ProductPage } from "./pagination";
import type { Language } from "~/lib/language";
import { countProducts, productName, selectSummariesWith } from "./product-summaries.server";
import { searchTerms, tsqueryWithAlternatives } from "./search-terms";
import type { ProductSummary } from "./types";

/**
 * Catalogue search (decision 008): PostgreSQL full text over the weighted search_vector (names A,
 * brand B, descriptions C, in both languages), every word as a prefix so "choc" already finds
 * chocolate; a word the catalogue does not know may also be one of the catalogue's words it is
 * close to ("poky" is also "pocky"). All of it is one full-text query that the GIN index serves.
 * The header's /search and the product list's ?search= both use these pieces, so they always
 * agree.
 */

/** A search ready to run: the full-text query of the words typed and their typos' alternatives. */
export interface PreparedSearch {
  tsquery: string;
}

/**
 * Typo tolerance: a typed word is close to a catalogue word when their trigram similarity is at
 * least this ("poky"–"pocky" 0.375, "haribbo"–"haribo" 0.5; "poky"–"potato" 0.2, "mango"–"manner"
 * 0.3). Words shorter than four letters are left as typed: too many words are close to them.
 */
const TYPO_SIMILARITY = 0.35;
const MIN_TYPO_LENGTH = 4;
const MAX_ALTERNATIVES = 3;

/**
 * How many typed words' look-ups are kept (both kinds: a search's typo alternatives, a
 * correction's closest word). The catalogue's words change only with its products, whose every
 * change names the lists (LISTS_TAG), which drops them all; until then a word asked again costs
 * no query (a look-up is a round trip and a planning: on the embedded database about 1 ms a
 * word of every search).
 */
const KEPT_WORDS = 2_000;

/** The words of `input` with their alternatives, or null when it holds no words. */
export async function prepareSearch(db: Database, input: string): Promise<PreparedSearch | null> {
  const terms = searchTerms(input);
  if (!terms) return null;
  const alternatives = new Map<string, string[]>();
  const candidates = [...new Set(terms.words)].filter((word) => word.length >= MIN_TYPO_LENGTH);
  // One small indexed query per word: at most eight, usually one or two.
  await Promise.all(
    candidates.map(async (word) => {
      const close = await closeWords(db, word);
      if (close.length > 0) alternatives.set(word, close);
    }),
  );
  return { tsquery: tsqueryWithAlternatives(terms, alternatives) };
}

/**
 * The catalogue's words that `typed` is likely a typo of, closest first; none when the catalogue
 * has the word itself (it is no typo). `%` lets the trigram index find the candidates (at
 * pg_trgm's default threshold, 0.3); the similarity then keeps the close ones.
 */
const closeWords = keptUntilCatalogueChanges(
  async (db: Database, typed: string): Promise<string[]> => {
    const rows = await closeWordsQuery(db).execute({ typed });
    return rows.map((row) => row.word);
  },
  { maxEntries: KEPT_WORDS },
);

/**
 * Asked for most words of every search: built once. A word the catalogue knows is looked up in
 * the primary key first, and the database then skips the trigram search altogether (an
 * uncorrelated NOT EXISTS is a one-time filter): most searches are of known words, and the
 * trigram search cost them 6 of a filtered search's 34 ms on 10,000 products (issue 28).
 */
const closeWordsQuery = preparedQuery("close-words", (db: Database) => {
  const word = sql`unaccent(${sql.placeholder("typed")})`;
  const similarity = sql`similarity(${searchWords.word}, ${word})`;
  const known = sql`exists (select 1 from ${searchWords} as known where known.word = ${word})`;
  return db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(sql`not ${known} and ${searchWords.word} % ${word} and ${similarity} >= ${TYPO_SIMILARITY}`)
    .orderBy(desc(similarity), asc(searchWords.word))
    .limit(MAX_ALTERNATIVES);
});

/**
 * The query in both languages: the page's language does not matter, a Spanish word finds Spanish
 * content and an English word English content. Each configuration unaccents before stemming
 * (migration 0011), so "galletás" finds "galletas", and drops its own stop words ("con" in
 * "chocolate con leche"). The expression is built from letters and digits only (search-terms.ts)
 * and passed as a parameter: no input can change the SQL or break the tsquery syntax.
 */
function textQuery(search: PreparedSearch): SQL {
  return sql`(to_tsquery('shop_english', ${search.tsquery}) || to_tsquery('shop_spanish', ${search.tsquery}))`;
}

/** Products whose words match, each typed word as itself or one of its alternatives. */
export function searchMatch(search: PreparedSearch): SQL {
  return sql`${products.searchVector} @@ ${textQuery(search)}`;
}

/**
 * Relevance: the full-text rank, where a name match outweighs a brand match, which outweighs a
 * description match; a typo's alternatives count as the word ("poky" ranks the Pocky names
 * first). No per-row similarity: on 10,000 products it cost "chocolate" 50 ms of its 60.
 */
export function searchRank(search: PreparedSearch): SQL<number> {
  return sql<number>`ts_rank(${products.searchVector}, ${textQuery(search)})`;
}

export type SearchResults = ProductPage;

export { parseSearchSort, SEARCH_SORTS, type SearchSort } from "./search-sorts";

/**
 * Active products matching `input`, most relevant first; no words in the input, no results.
 *
 * The matches are found through the search document's index, always (decision 026). A broad word
 * ("chocolate") matches 40% of a large catalogue, and the planner, which takes testing a document
 * for nearly free, would rather read every row: on 10,000 products that costs 10 ms where the
 * index takes 3. Hidden products have no document, so the match is the query's only condition and
 * nothing else can lure the planner to another index.
 */
export async function searchProducts(
  db: Database,
  input: string,
  {
    page = 1,
    language = "en",
    sort = "relevance",
  }: { page?: number; language?: Language; sort?: SearchSort } = {},
): Promise<SearchResults> {
  const search = await prepareSearch(db, input);
  if (!search) return pageOf([], 0, 1);

  const where = searchMatch(search);
  // One pass finds, counts and ranks the matches (a count of its own scanned them all again);
  // the page's 24 are then read whole. Only a page past the last (an old link) needs a count first.
  const pageAt = (reader: Database, number: number) => {
    // Ranked where they are found: merged into the count, each row would carry its whole document
    // through the count and be ranked after it (on "chocolate", 3 ms of 9).
    const matches = reader
      .select({
        id: products.id,
        rank: searchRank(search).as("rank"),
        name: productName(language).as("shown_name"),
        price: sql<number>`${products.priceCents}`.as("price"),
        created: sql<Date>`${products.createdAt}`.as("created"),
      })
      .from(products)
      .where(where)
      .offset(SUBQUERY_FENCE)
      .as("matches");
    // Best match first, or the order the shopper chose (the lists' sorts); ties by name, then id.
    const chosen = sort === "relevance" ? null : SORT_ORDERS[sort];
    const column =
      chosen && { name: matches.name, price: matches.price, created_at: matches.created }[chosen.field];
    const first = chosen ? (chosen.direction === "asc" ? asc(column!) : desc(column!)) : desc(matches.rank);
    const ranked = reader
      .select({
        id: matches.id,
        rank: matches.rank,
        name: matches.name,
        total: sql<number>`(count(*) over ())::int`.as("total"),
        position: sql<number>`row_number() over (order by ${first}, ${matches.name}, ${matches.id})`.as(
          "position",
        ),
      })
      .from(matches)
      .orderBy(first, asc(matches.name), asc(matches.id))
      .limit(PAGE_SIZE)
      .offset((number - 1) * PAGE_SIZE)
      .as("ranked");
    return selectSummariesWith(reader, language, {
      total: sql<number>`${ranked.total}`,
      position: sql<number>`${ranked.position}`,
    })
      .innerJoin(ranked, eq(ranked.id, products.id))
      .orderBy(asc(ranked.position));
  };
  let rows = await readThroughIndexes(db, (reader) => pageAt(reader, Math.max(1, page)));
  if (rows.length === 0 && page > 1) {
    const matches = await countProducts(db, where);
    if (matches > 0)
      rows = await readThroughIndexes(db, (reader) => pageAt(reader, clampPage(page, matches)));
  }
  const total = rows[0]?.total ?? 0;
  const current = clampPage(page, total);
  return pageOf(
    rows.map(({ total: _total, position: _position, ...summary }): ProductSummary => summary),
    total,
    current,
  );
}

/**
 * "Did you mean …?" (issue 27 item 5): the input with each word the catalogue does not know (four
 * letters or more) replaced by the catalogue's closest word, looser than the typo alternatives a
 * search adds by itself (similarity ≥ 0.25 instead of 0.35: asked only when a search found
 * little, and shown to the shopper, who decides); null when nothing changes or the correction
 * finds nothing either.
 */
export async function correctedQuery(db: Database, input: string): Promise<string | null> {
  const terms = searchTerms(input);
  if (!terms) return null;
  const words = await Promise.all(
    terms.words.map(async (word) => (word.length < MIN_TYPO_LENGTH ? word : await correctedWord(db, word))),
  );
  if (words.every((word, index) => word === terms.words[index])) return null;
  const corrected = words.join(" ");
  const search = await prepareSearch(db, corrected);
  if (!search || (await countProducts(db, searchMatch(search))) === 0) return null;
  return corrected;
}

const CORRECTION_SIMILARITY = 0.25;

/** The catalogue's closest word to `word`, or `word` itself when it knows it or has none close. */
const correctedWord = keptUntilCatalogueChanges(
  (db: Database, word: string): Promise<string> =>
    db.transaction(async (tx) => {
      // `%` finds the candidates through the trigram index at this threshold.
      await tx.execute(
        sql`set local pg_trgm.similarity_threshold = ${sql.raw(String(CORRECTION_SIMILARITY))}`,
      );
      const typed = sql`unaccent(${word})`;
      const similarity = sql`similarity(${searchWords.word}, ${typed})`;
      const [closest] = await tx
        .select({ word: searchWords.word, exact: sql<boolean>`${searchWords.word} = ${typed}` })
        .from(searchWords)
        .where(sql`${searchWords.word} % ${typed}`)
        .orderBy(desc(sql`${searchWords.word} = ${typed}`), desc(similarity), asc(searchWords.word))
        .limit(1);
      return !closest || closest.exact ? word : closest.word;
    }),
  { maxEntries: KEPT_WORDS },
);

/** A search finding at most this many products offers a correction, if there is one. */
export const FEW_RESULTS = 3;

export interface SearchSuggestions {
  products: { slug: string; name: string; priceCents: number; imageUrl: string | null }[];
  categories: { slug: string; name: string }[];
}

/**
 * What the header's search box suggests as the shopper types (issue 27 item 5): the six best
 * matching products with their picture and price, and the categories whose name holds the text,
 * in `language`.
 */
export async function searchSuggestions(
  db: Database,
  input: string,
  language: Language,
): Promise<SearchSuggestions> {
  const text = input.trim();
  if (!searchTerms(text)) return { products: [], categories: [] };
  const [found, matchingCategories] = await Promise.all([
    searchProducts(db, text, { language }),
    db
      .select({ slug: categories.slug, name: categoryName(language) })
      .from(categories)
      .where(
        or(ilike(categories.name, containsPattern(text)), ilike(categories.nameEs, containsPattern(text))),
      )
      .orderBy(asc(categories.name))
      .limit(3),
  ]);
  return {
    products: found.products.slice(0, SUGGESTED_PRODUCTS).map((product) => ({
      slug: product.slug,
      name: product.name,
      priceCents: product.priceCents,
      imageUrl: product.imageUrl,
    })),
    categories: matchingCategories,
  };
}

export const SUGGESTED_PRODUCTS = 6;
