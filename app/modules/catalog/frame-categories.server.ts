import { categories } from "~/db/schema";
import type { Database } from "~/db/client.server";
import { LANGUAGES, type Language } from "~/lib/language";
import { keptUntilCatalogueChanges } from "./catalogue-memo.server";
import { inLanguage } from "./localized";
import type { CategoryNames } from "./types";

/**
 * The categories' names for the header and footer links of every page, kept until the catalogue
 * changes (an admin renames a category, here or on another instance: decision 020). Both
 * languages, so a page keeps the right names when the visitor switches language without the root
 * loader running again.
 */
// Categories change only by a change that names everything (every page's menu shows them).
export const frameCategoryNames = keptUntilCatalogueChanges(readNames, { dependsOn: [] });

async function readNames(db: Database): Promise<CategoryNames> {
  const rows = await db
    .select({ slug: categories.slug, name: categories.name, nameEs: categories.nameEs })
    .from(categories);
  const names: CategoryNames = {};
  for (const row of rows) {
    names[row.slug] = Object.fromEntries(
      LANGUAGES.map((language) => [language, inLanguage(language, row.name, row.nameEs)]),
    ) as Record<Language, string>;
  }
  return names;
}
