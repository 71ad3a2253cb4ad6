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
    const withFacts = await addDemoFacts(db);
    if (withFacts) logger.info({ rows: withFacts }, "seed: product facts added to the demo catalogue");
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

/**
 * Writes the demo catalogue's product facts (issue 28) into demo products seeded before there
 * were any, in one statement: only products with no facts at all and no admin change on record.
 * Returns how many products it changed.
 */
export async function addDemoFacts(db: Database): Promise<number> {
  const demo = catalogueRows(new Date()).products.map((row) => ({
    slug: row.slug,
    ingredients: row.ingredients,
    ingredients_es: row.ingredientsEs,
    allergens: row.allergens,
    may_contain: row.mayContain,
    diets: row.diets,
    energy_kcal: row.energyKcal,
    fat_grams: row.fatGrams,
    saturates_grams: row.saturatesGrams,
    carbohydrate_grams: row.carbohydrateGrams,
    sugars_grams: row.sugarsGrams,
    protein_grams: row.proteinGrams,
    salt_grams: row.saltGrams,
    heat_sensitive: row.heatSensitive,
  }));
  const result = (await db.execute(sql`
    update ${products} set
      ingredients = demo.ingredients, ingredients_es = demo.ingredients_es,
      allergens = array(select jsonb_array_elements_text(demo.allergens)),
      may_contain = array(select jsonb_array_elements_text(demo.may_contain)),
      diets = array(select jsonb_array_elements_text(demo.diets)),
      energy_kcal = demo.energy_kcal, fat_grams = demo.fat_grams, saturates_grams = demo.saturates_grams,
      carbohydrate_grams = demo.carbohydrate_grams, sugars_grams = demo.sugars_grams,
      protein_grams = demo.protein_grams, salt_grams = demo.salt_grams, heat_sensitive = demo.heat_sensitive
    from jsonb_to_recordset(${JSON.stringify(demo)}::jsonb) as demo(
      slug text, ingredients text, ingredients_es text, allergens jsonb, may_contain jsonb, diets jsonb,
      energy_kcal float8, fat_grams float8, saturates_grams float8, carbohydrate_grams float8,
      sugars_grams float8, protein_grams float8, salt_grams float8, heat_sensitive boolean)
    where ${products.slug} = demo.slug and ${products.ingredients} = ''
      and cardinality(${products.allergens}) = 0 and cardinality(${products.diets}) = 0
      and ${products.energyKcal} is null
      and not exists (
        select 1 from ${auditLog}
        where ${auditLog.entityType} = 'product' and ${auditLog.entityId} = ${products.id}::text
      )`)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
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
