import { and, asc, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import { isShown } from "~/modules/catalog/product-summaries.server";

/**
 * What "missing translation" means (decision 023): a text a Spanish-speaking shopper reads in
 * English because its Spanish column is empty.
 * - Categories: a Spanish name is always wanted (category names are ordinary words), and a
 *   Spanish description whenever there is an English one to translate.
 * - Products: a Spanish description whenever there is an English one. A product's Spanish
 *   *name* is not asked for: null is the normal case for brand and proper names ("Pocky",
 *   "Tim Tam"), which stay as they are in Spanish. Only products on sale count: an inactive
 *   one (often discontinued, kept because orders name it) is seen by no shopper.
 * Blank text counts as empty, so a stray space is no translation.
 */

/** No text: null, empty or only spaces. */
const blank = (column: AnyColumn): SQL<boolean> => sql<boolean>`coalesce(btrim(${column}), '') = ''`;

export const categoryLacksSpanishName = blank(categories.nameEs);
export const categoryLacksSpanishDescription = sql<boolean>`(${blank(categories.descriptionEs)} and not ${blank(categories.description)})`;
const productLacksSpanishDescription = sql<boolean>`(${blank(products.descriptionEs)} and not ${blank(products.description)})`;

/** How many the dashboard lists of each kind; the total is counted all the same. */
export const MISSING_TRANSLATIONS_SHOWN = 10;

export interface MissingTranslations {
  categories: {
    /** Which of the two Spanish texts each lacks. */
    items: { id: string; name: string; nameMissing: boolean; descriptionMissing: boolean }[];
    total: number;
  };
  products: { items: { id: string; name: string }[]; total: number };
}

/**
 * The first few categories and products missing Spanish, by name, with how many there are in
 * all: one query each, the total counted by a window over the same rows before the LIMIT.
 */
export async function missingTranslations(
  db: Database,
  shown = MISSING_TRANSLATIONS_SHOWN,
): Promise<MissingTranslations> {
  const total = sql<number>`count(*) over ()`.mapWith(Number);
  const [categoryRows, productRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        name: categories.name,
        nameMissing: sql<boolean>`${categoryLacksSpanishName}`.mapWith(Boolean),
        descriptionMissing: sql<boolean>`${categoryLacksSpanishDescription}`.mapWith(Boolean),
        total,
      })
      .from(categories)
      .where(sql`${categoryLacksSpanishName} or ${categoryLacksSpanishDescription}`)
      .orderBy(asc(categories.name), asc(categories.id))
      .limit(shown),
    db
      .select({ id: products.id, name: products.name, total })
      .from(products)
      .where(and(isShown, productLacksSpanishDescription))
      .orderBy(asc(products.name), asc(products.id))
      .limit(shown),
  ]);
  return {
    categories: {
      items: categoryRows.map(({ total: _total, ...category }) => category),
      total: categoryRows[0]?.total ?? 0,
    },
    products: {
      items: productRows.map(({ id, name }) => ({ id, name })),
      total: productRows[0]?.total ?? 0,
    },
  };
}
