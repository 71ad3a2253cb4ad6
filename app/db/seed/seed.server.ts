import { inArray, sql } from "drizzle-orm";
import type { Database } from "../client.server";
import { auditLog, categories, coupons, products, reviews } from "../schema";
import type { Logger } from "~/lib/logger.server";
import { catalogueRows } from "./rows";

export interface SeedOptions {
  /** Wipe the catalogue tables first. */
  reset?: boolean;
  /** Progress lines for the terminal or the log. */
  log?: (line: string) => void;
  /** The seeding time; "new arrivals" are dated relative to it. */
  now?: Date;
}

/**
 * Writes the demo catalogue (DESIGN section 4) in one transaction. Idempotent: rows are keyed by
 * slug, code or a deterministic id and inserted only when missing, so a second run adds nothing
 * and never overwrites what the shop changed since (stock, prices, edits). `reset` first deletes
 * every review, product, category and coupon, within the same transaction.
 */
export async function seedDemoCatalogue(db: Database, options: SeedOptions = {}): Promise<void> {
  const { reset = false, log = () => {}, now = new Date() } = options;
  const rows = catalogueRows(now);

  await db.transaction(async (tx) => {
    if (reset) {
      await tx.delete(reviews);
      await tx.delete(products);
      await tx.delete(categories);
      await tx.delete(coupons);
      log("reset: removed all reviews, products, categories and coupons");
    }

    const addedCategories = await tx
      .insert(categories)
      .values(rows.categories)
      .onConflictDoNothing()
      .returning({ id: categories.id });
    // A category kept from an earlier run keeps its id: look them all up by slug.
    const categoryIds = await idsBySlug(
      tx,
      categories,
      rows.categories.map((row) => row.slug),
    );
    log(`categories: ${rows.categories.length} (${addedCategories.length} new)`);

    const addedProducts = await tx
      .insert(products)
      .values(
        rows.products.map(({ categorySlug, ...row }) => ({
          ...row,
          categoryId: categoryIds.get(categorySlug)!,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });
    const productIds = await idsBySlug(
      tx,
      products,
      rows.products.map((row) => row.slug),
    );
    const active = rows.products.filter((row) => row.isActive).length;
    log(`products: ${rows.products.length} (${active} active, ${addedProducts.length} new)`);

    const reviewValues = rows.reviews.flatMap(({ productSlug, ...row }) => {
      const productId = productIds.get(productSlug);
      return productId ? [{ ...row, productId }] : [];
    });
    const addedReviews = reviewValues.length
      ? await tx.insert(reviews).values(reviewValues).onConflictDoNothing().returning({ id: reviews.id })
      : [];
    log(`reviews: ${rows.reviews.length} (${addedReviews.length} new)`);

    const addedCoupons = await tx
      .insert(coupons)
      .values(rows.coupons)
      .onConflictDoNothing()
      .returning({ id: coupons.id });
    log(`coupons: ${rows.coupons.length} (${addedCoupons.length} new)`);
  });
  log("demo catalogue ready");
}

/**
 * Seeds the demo catalogue when the database has no category yet; a demo catalogue seeded before
 * the shop spoke Spanish gets its Spanish content.
 */
export async function seedIfEmpty(db: Database, logger: Logger): Promise<void> {
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) {
    const added = await addDemoSpanish(db);
    if (added) logger.info({ rows: added }, "seed: Spanish content added to the demo catalogue");
    return;
  }
  logger.info("empty database: seeding the demo catalogue");
  await seedDemoCatalogue(db, { log: (line) => logger.info(`seed ${line}`) });
}

/**
 * Writes the demo catalogue's Spanish content into rows seeded without it, in one statement per
 * table. Only rows the shop has not touched: no Spanish yet, the English still the demo's (an
 * edited description is the shop's own, and its Spanish is for the shop to write), and no admin
 * change on record (an admin may have cleared the Spanish). Returns how many rows it changed.
 */
export async function addDemoSpanish(db: Database): Promise<number> {
  const rows = catalogueRows(new Date());
  const withSpanish = <Row extends { nameEs?: string | null; descriptionEs?: string | null }>(all: Row[]) =>
    all.filter((row) => row.nameEs || row.descriptionEs);
  const values = (
    all: {
      slug: string;
      description?: string | null;
      nameEs?: string | null;
      descriptionEs?: string | null;
    }[],
  ) =>
    sql.join(
      all.map(
        (row) =>
          sql`(${row.slug}, ${row.description ?? ""}, ${row.nameEs ?? null}::text, ${row.descriptionEs ?? null}::text)`,
      ),
      sql`, `,
    );
  let changed = 0;
  for (const [table, entityType, all] of [
    [products, "product", withSpanish(rows.products)],
    [categories, "category", withSpanish(rows.categories)],
  ] as const) {
    if (all.length === 0) continue;
    // An admin who cleared a row's Spanish meant it: a row the admin has changed is left alone.
    const result = (await db.execute(sql`
      update ${table} set name_es = demo.name_es, description_es = demo.description_es
      from (values ${values(all)}) as demo(slug, description, name_es, description_es)
      where ${table}.slug = demo.slug and coalesce(${table}.description, '') = demo.description
        and ${table}.name_es is null and ${table}.description_es is null
        and not exists (
          select 1 from ${auditLog}
          where ${auditLog.entityType} = ${entityType} and ${auditLog.entityId} = ${table}.id::text
        )`)) as unknown as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    changed += result.rowCount ?? result.affectedRows ?? 0;
  }
  return changed;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function idsBySlug(
  tx: Transaction,
  table: typeof categories | typeof products,
  slugs: string[],
): Promise<Map<string, string>> {
  const found = await tx
    .select({ id: table.id, slug: table.slug })
    .from(table)
    .where(inArray(table.slug, slugs));
  return new Map(found.map((row) => [row.slug, row.id]));
}
