import { and, asc, desc, eq, ne, or, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { productPairs, products } from "~/db/schema";
import type { Language } from "~/lib/language";
import { localized } from "./localized";
import { isShown, selectSummariesWith, summaryColumns } from "./product-summaries.server";
import type { ProductSummary } from "./types";

/** A product page's "Pairs well with": up to 8 (issue 28). */
export const PAIRS_LIMIT = 8;

/**
 * "Pairs well with" (decision 072): the shown products most often bought in the same paid orders
 * as this one (`product_pairs`, counted by the database as orders are paid), then, to fill up to
 * `limit`, products of its category and its country: both first, then the category, then the
 * country, the most reviewed of each first. One indexed query (decision 113).
 */
export function pairsWellWith(
  db: Database,
  product: { id: string; categoryId?: string; originCountry: string },
  language: Language = "en",
  limit = PAIRS_LIMIT,
): Promise<ProductSummary[]> {
  return pairsQuery(db, language).execute({ id: product.id, country: product.originCountry, limit });
}

const pairsQuery = preparedQuery("pairs", (db: Database, language: Language) => {
  const pairs = pairsOf(db, language, { id: sql.placeholder("id"), country: sql.placeholder("country") });
  return selectSummariesWith(db, language, {})
    .leftJoin(productPairs, pairs.join)
    .where(pairs.where)
    .orderBy(...pairs.order)
    .limit(sql.placeholder("limit"));
});

/**
 * The pairs of the product whose slug is the query's `slug` placeholder, as a JSON array: read in
 * the product page's own query (`productPage`), one statement a page instead of two (decision 103).
 * `pairFromJson` makes each what `pairsWellWith` reads.
 */
export function pairsOfSlugAsJson(db: Database, language: Language): SQL<StoredPair[]> {
  const slug = sql.placeholder("slug");
  const pairs = pairsOf(db, language, {
    id: sql`(select ${products.id} from ${products} where ${products.slug} = ${slug})`,
    country: sql`(select ${products.originCountry} from ${products} where ${products.slug} = ${slug})`,
  });
  // Each column named after its field: the JSON object's keys.
  const columns = Object.fromEntries(
    Object.entries(summaryColumns(language)).map(([field, column]) => [field, sql`${column}`.as(field)]),
  );
  const rows = db
    .select(columns)
    .from(products)
    .leftJoin(productPairs, pairs.join)
    .where(pairs.where)
    .orderBy(...pairs.order)
    .limit(PAIRS_LIMIT);
  // The subquery's order is the array's: PostgreSQL aggregates a sorted subquery's rows in order.
  return sql<StoredPair[]>`(select coalesce(json_agg(pair), '[]'::json) from (${rows}) as pair)`;
}

/** A pair as `pairsOfSlugAsJson` reads it: JSON, so its date is text. */
export interface StoredPair extends Omit<ProductSummary, "createdAt"> {
  createdAt: string;
}

/** A pair read as JSON, as `pairsWellWith` reads it. */
export function pairFromJson(pair: StoredPair): ProductSummary {
  // Its fields in the same order (the page's data is written in it).
  return { ...pair, createdAt: new Date(pair.createdAt) };
}

/** The columns a pair's order reads: the products', or an alias's. */
type PairColumns = Record<
  "id" | "categoryId" | "originCountry" | "reviewCount" | "name" | "nameEs",
  AnyColumn
>;

/**
 * The join, condition and order of the pairs of the product `id` from `country`. The condition
 * also keeps only the candidates (`candidates`): the order alone sorts every product of the
 * category or the country, which on 10,000 products is a read of the whole table (about 7 ms of
 * PostgreSQL's time for every product page).
 */
function pairsOf(db: Database, language: Language, of: PairOf) {
  const { sameCategory, sameCountry, keys } = pairOrder(
    products,
    sql`coalesce(${productPairs.orders}, 0)`,
    language,
    of,
  );
  return {
    join: and(eq(productPairs.productId, sql`${of.id}`), eq(productPairs.otherId, products.id)),
    where: and(
      isShown,
      ne(products.id, sql`${of.id}`),
      or(sql`${productPairs.orders} > 0`, sameCategory, sameCountry),
      sql`${products.id} in (${candidates(db, language, of)})`,
    ),
    order: keys,
  };
}

type PairOf = { id: SQLWrapper; country: SQLWrapper };

/** The pairs' order: bought together most often, then category and country, category, country. */
function pairOrder(product: PairColumns, orders: SQL, language: Language, of: PairOf) {
  const category = sql`(select ${products.categoryId} from ${products} where ${products.id} = ${of.id})`;
  const sameCategory = sql`${product.categoryId} = ${category}`;
  const sameCountry = sql`${product.originCountry} = ${of.country}`;
  return {
    sameCategory,
    sameCountry,
    keys: [
      desc(orders),
      desc(sql`(${sameCategory} and ${sameCountry})`),
      desc(sameCategory),
      desc(product.reviewCount),
      asc(localized(product.name, product.nameEs, language)),
      asc(product.id),
    ],
  };
}

/**
 * The products that can be among a product's first pairs: the first `PAIRS_LIMIT` of each of its
 * four groups (bought together; same category and country; same category; same country) in the
 * pairs' own order, each read through an index (migration 0027 for the category and the country,
 * by reviews), at most 32 ids. The first pairs are always among them: a product is listed only
 * after every product of the groups before its own and every one before it in its group, so one
 * past its group's first `PAIRS_LIMIT` has at least that many before it. A test compares the
 * pairs with the order applied to every product.
 */
function candidates(db: Database, language: Language, of: PairOf): SQL {
  const candidate = alias(products, "candidate");
  const bought = alias(productPairs, "bought");
  const others = and(eq(candidate.isActive, true), ne(candidate.id, sql`${of.id}`));
  const { sameCategory, sameCountry, keys } = pairOrder(candidate, sql`${bought.orders}`, language, of);
  // Within one group the keys before the reviews are the same for all: the index's order is its.
  const byReviews = keys.slice(3);
  const firstOf = (where: SQL | undefined) =>
    db
      .select({ id: candidate.id })
      .from(candidate)
      .where(where)
      .orderBy(...byReviews)
      .limit(PAIRS_LIMIT);
  const boughtTogether = db
    .select({ id: candidate.id })
    .from(bought)
    .innerJoin(candidate, eq(candidate.id, bought.otherId))
    .where(and(others, eq(bought.productId, sql`${of.id}`), sql`${bought.orders} > 0`))
    .orderBy(...keys)
    .limit(PAIRS_LIMIT);
  const groups = [
    boughtTogether,
    firstOf(and(others, sameCategory, sameCountry)),
    firstOf(and(others, sameCategory)),
    firstOf(and(others, sameCountry)),
  ];
  return sql.join(
    groups.map((group) => sql`(${group})`),
    sql` union all `,
  );
}

/**
 * The cart's suggestions under the free-shipping hint: of the products that pair with those in
 * the cart (co-purchases first, then their categories), the ones not in it yet, in stock, whose
 * price gets the cart to free shipping (at least `missingCents`), cheapest first; else the
 * dearest that fit. At most `limit`.
 */
export async function cartSuggestions(
  db: Database,
  {
    productIds,
    missingCents,
    language = "en",
    limit = 2,
  }: { productIds: string[]; missingCents: number; language?: Language; limit?: number },
): Promise<ProductSummary[]> {
  if (productIds.length === 0) return [];
  const ids = sql`array[${sql.join(
    productIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const score = sql<number>`coalesce((select sum(${productPairs.orders}) from ${productPairs}
    where ${productPairs.otherId} = ${products.id} and ${productPairs.productId} = any(${ids})), 0)`;
  const related = sql`${products.categoryId} in (select ${products.categoryId} from ${products} p2 where p2.id = any(${ids}))`;
  const rows = await selectSummariesWith(db, language, { score })
    .where(
      and(
        isShown,
        sql`not (${products.id} = any(${ids}))`,
        sql`${products.stockQuantity} > 0`,
        or(sql`${score} > 0`, related),
      ),
    )
    .orderBy(
      desc(sql`${products.priceCents} >= ${missingCents}`),
      desc(score),
      // Those that get there: the cheapest; those that do not: the dearest, the nearest to it.
      sql`case when ${products.priceCents} >= ${missingCents} then ${products.priceCents} else -${products.priceCents} end`,
      asc(products.id),
    )
    .limit(limit);
  return rows.map(({ score: _score, ...summary }) => summary);
}
