import { asc, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import { LANGUAGES, type Language } from "~/lib/language";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { localized } from "./localized";
import type { CategoryView } from "./types";

/** A category's name in `language`, English where it has no Spanish one (decision 023). */
export function categoryName(language: Language) {
  return localized(categories.name, categories.nameEs, language);
}

function columns(language: Language) {
  return {
    id: categories.id,
    slug: categories.slug,
    name: categoryName(language),
    // A category may have no description in either language.
    description: sql<string | null>`${localized(categories.description, categories.descriptionEs, language)}`,
    imageUrl: categories.imageUrl,
  };
}

/** Every category in name order (spec section 3), in `language`; kept until the catalogue changes. */
export const listCategories = keptUntilCatalogueChanges(
  (db: Database, language: Language = "en"): Promise<CategoryView[]> =>
    db
      .select(columns(language))
      .from(categories)
      .orderBy(asc(categoryName(language))),
  // Categories change only by a change that names everything (every page's menu shows them).
  { maxEntries: LANGUAGES.length, dependsOn: [] },
);

/** A category by its slug, in `language`; null for none. Read from the kept list: no query. */
export async function categoryBySlug(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<CategoryView | null> {
  const all = await listCategories(db, language);
  return all.find((category) => category.slug === slug) ?? null;
}
