import { and, asc, desc, eq, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { productPairs, products } from "~/db/schema";
import type { Language } from "~/lib/language";
import { isShown, productName, selectSummariesWith, summaryColumns } from "./product-summaries.server";
import type { ProductSummary } from "./types";

/** A product page's "Pairs well with": up to 8 (issue 28). */
export const PAIRS_LIMIT = 8;

/**
 * "Pairs well with" (decision 072): the shown products most often bought in the same paid orders
 * as this one (`product_pairs`, counted by the database as orders are paid), then, to fill up to
 * `limit`, products of its category and its country: both first, then the category, then the
 * country, the most reviewed of each first. One indexed query.
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
  const pairs = pairsOf(language, { id: sql.placeholder("id"), country: sql.placeholder("country") });
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
  const pairs = pairsOf(language, {
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

/** The join, condition and order of the pairs of the product `id` from `country`. */
function pairsOf(language: Language, of: { id: SQLWrapper; country: SQLWrapper }) {
  const category = sql`(select ${products.categoryId} from ${products} where ${products.id} = ${of.id})`;
  const sameCategory = sql`${products.categoryId} = ${category}`;
  const sameCountry = sql`${products.originCountry} = ${of.country}`;
  return {
    join: and(eq(productPairs.productId, sql`${of.id}`), eq(productPairs.otherId, products.id)),
    where: and(
      isShown,
      ne(products.id, sql`${of.id}`),
      or(sql`${productPairs.orders} > 0`, sameCategory, sameCountry),
    ),
    order: [
      desc(sql`coalesce(${productPairs.orders}, 0)`),
      desc(sql`(${sameCategory} and ${sameCountry})`),
      desc(sameCategory),
      desc(products.reviewCount),
      asc(productName(language)),
      asc(products.id),
    ],
  };
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
