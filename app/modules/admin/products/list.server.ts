import { and, asc, count, desc, eq, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { categories, products, stockAlerts } from "~/db/schema";
import type { Language } from "~/lib/language";
import { categoryName } from "~/modules/catalog/categories.server";
import {
  ADMIN_PAGE_SIZE,
  LOW_STOCK_THRESHOLD,
  type AdminProductQuery,
  type AdminProductSort,
} from "./list-params";
import { clampPage, pageCount } from "~/modules/catalog/pagination";

/** One row of the admin's product table: active or not, every product is listed. */
export interface AdminProductRow {
  id: string;
  slug: string;
  name: string;
  brand: string;
  categoryName: string;
  priceCents: number;
  stockQuantity: number;
  /** Shoppers waiting for its back-in-stock e-mail (confirmed alerts, decision 065). */
  waiting: number;
  isActive: boolean;
  featured: boolean;
  imageUrl: string | null;
  createdAt: Date;
}

export interface AdminProductPage {
  rows: AdminProductRow[];
  total: number;
  page: number;
  pageCount: number;
}

const ORDER: Record<AdminProductSort, SQL[]> = {
  "name-asc": [asc(products.name)],
  "name-desc": [desc(products.name)],
  "price-asc": [asc(products.priceCents), asc(products.name)],
  "price-desc": [desc(products.priceCents), asc(products.name)],
  "stock-asc": [asc(products.stockQuantity), asc(products.name)],
  "stock-desc": [desc(products.stockQuantity), asc(products.name)],
  newest: [desc(products.createdAt), asc(products.name)],
  oldest: [asc(products.createdAt), asc(products.name)],
};

function conditions(query: AdminProductQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    where.push(
      or(ilike(products.name, pattern), ilike(products.brand, pattern), ilike(products.slug, pattern)),
    );
  }
  if (query.category) where.push(eq(categories.slug, query.category));
  if (query.active !== "all") where.push(eq(products.isActive, query.active === "yes"));
  if (query.featured !== "all") where.push(eq(products.featured, query.featured === "yes"));
  if (query.lowStock) where.push(lte(products.stockQuantity, LOW_STOCK_THRESHOLD));
  return and(...where);
}

/**
 * One page of the product table, its categories named in the admin's language; a page past the
 * last shows the last one.
 */
export async function listAdminProducts(
  db: Database,
  query: AdminProductQuery,
  language: Language,
): Promise<AdminProductPage> {
  const where = conditions(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  const page = clampPage(query.page, total, ADMIN_PAGE_SIZE);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      brand: products.brand,
      categoryName: categoryName(language),
      priceCents: products.priceCents,
      stockQuantity: products.stockQuantity,
      waiting: sql<number>`(select count(*)::int from ${stockAlerts} where ${stockAlerts.productId} = ${products.id} and ${stockAlerts.confirmedAt} is not null and ${stockAlerts.notifiedAt} is null)`,
      isActive: products.isActive,
      featured: products.featured,
      imageUrl: sql<string | null>`${products.imageUrls}[1]`,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    // The id last: rows that tie keep one order from page to page.
    .orderBy(...ORDER[query.sort], asc(products.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total, page, pageCount: pageCount(total, ADMIN_PAGE_SIZE) };
}
