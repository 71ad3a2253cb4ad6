import { sql } from "drizzle-orm";
import { queryRows, type Database } from "~/db/client.server";
import type { SitemapEntry } from "./sitemap";

interface Row {
  kind: "product" | "category";
  slug: string;
  /** A Date or the driver's text for a timestamptz, depending on the driver. */
  last_modified: Date | string;
}

/**
 * The catalogue's pages for the sitemap: every active product and every category, each with
 * the time its page last changed. A product page shows the product and its reviews; a
 * category page lists its active products, so it changes when one of them does. Inactive
 * products never appear, and do not date their category either.
 */
export async function listCatalogueSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      WITH product_pages AS (
        SELECT p.slug, p.category_id,
               GREATEST(p.updated_at, (SELECT max(r.created_at) FROM reviews r WHERE r.product_id = p.id))
                 AS last_modified
        FROM products p
        WHERE p.is_active
      )
      SELECT 'product' AS kind, slug, last_modified FROM product_pages
      UNION ALL
      SELECT 'category' AS kind, c.slug, GREATEST(c.created_at, max(pp.last_modified)) AS last_modified
      FROM categories c
      LEFT JOIN product_pages pp ON pp.category_id = c.id
      GROUP BY c.id, c.slug, c.created_at
      ORDER BY kind, slug
    `,
  );
  return rows.map(({ kind, slug, last_modified }) => ({
    path: `/${kind}/${slug}`,
    lastModified: new Date(last_modified),
  }));
}
