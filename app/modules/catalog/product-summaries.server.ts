import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products } from "~/db/schema";
import type { Language } from "~/lib/language";
import { localized } from "./localized";
import { IN_STOCK_INDICATOR_MIN } from "./stock";

/**
 * The one query shape behind every product card: product columns with its rating, which a
 * trigger on reviews keeps on the product (decision 025), so a page of cards reads its rows and
 * nothing else. Callers add their own conditions, order and limit.
 */
export function selectSummaries(db: Database, language: Language) {
  return selectSummariesWith(db, language, {});
}

/**
 * The same query with more columns (`count(*) over ()`: how many match, counted in the same
 * pass as the page).
 */
export function selectSummariesWith<Extra extends Record<string, SQL>>(
  db: Database,
  language: Language,
  extra: Extra,
) {
  return db
    .select({ ...summaryColumns(language), ...extra })
    .from(products)
    .$dynamic();
}

/** A card's columns (`ProductSummary`), its name in `language`. */
export function summaryColumns(language: Language) {
  return {
    ...productColumns(language),
    // PostgreSQL arrays count from 1; an empty array gives null (the UI's placeholder).
    imageUrl: sql<string | null>`${products.imageUrls}[1]`,
    ratingAverage: products.ratingAverage,
    reviewCount: products.reviewCount,
  };
}

/** What a card and a product page both show of a product, its name in `language`, its stock as shown. */
export function productColumns(language: Language) {
  return {
    id: products.id,
    slug: products.slug,
    name: productName(language),
    brand: products.brand,
    originCountry: products.originCountry,
    priceCents: products.priceCents,
    // As pages print it (decision 038): a sale moving stock above what any page shows changes none.
    stockQuantity:
      sql<number>`least(${products.stockQuantity}, greatest(${sql.raw(String(IN_STOCK_INDICATOR_MIN))}, ${products.maxPerOrder}))`.mapWith(
        Number,
      ),
    maxPerOrder: products.maxPerOrder,
    featured: products.featured,
    createdAt: products.createdAt,
  };
}

/** A product's name in `language` (English where it has no Spanish one): shown and sorted by. */
export function productName(language: Language): SQL<string> {
  return localized(products.name, products.nameEs, language);
}

/** Shoppers only ever see active products. */
export const isShown = eq(products.isActive, true);

/** How many products match. */
export async function countProducts(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return row?.total ?? 0;
}
