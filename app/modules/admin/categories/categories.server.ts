import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { changedFields, recordAudit } from "~/modules/admin/audit.server";
import {
  categoryLacksSpanishDescription,
  categoryLacksSpanishName,
} from "~/modules/admin/missing-translations.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import type { CategoryFields } from "./category-form";
import { isUuid } from "~/lib/uuid";

/**
 * The admin's categories (issue 11): a list with their products and whether their Spanish is
 * there, and the texts of one, edited in both languages. Categories are neither created nor
 * deleted here (their slugs are addresses the shop and others link to). A save writes the texts
 * and their audit entry in one transaction, then drops the storefront's cached pages.
 */

type Actor = Pick<SessionUser, "id" | "email">;

/** One row of /admin/categories. */
export interface AdminCategoryRow {
  id: string;
  slug: string;
  name: string;
  nameEs: string | null;
  productCount: number;
  activeProductCount: number;
  /** Which Spanish texts a Spanish page shows in English (missing-translations.server.ts). */
  nameMissing: boolean;
  descriptionMissing: boolean;
}

/** A category as its edit page shows it; null Spanish means the English stands in. */
export interface AdminCategory {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  nameEs: string | null;
  descriptionEs: string | null;
  productCount: number;
}

const textColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  nameEs: categories.nameEs,
  descriptionEs: categories.descriptionEs,
};

/** Every category by name, with its products (all, and on sale): one query. */
export function listAdminCategories(db: Database): Promise<AdminCategoryRow[]> {
  return db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      nameEs: categories.nameEs,
      productCount: count(products.id),
      activeProductCount: sql<number>`count(${products.id}) filter (where ${products.isActive})`.mapWith(
        Number,
      ),
      nameMissing: sql<boolean>`${categoryLacksSpanishName}`.mapWith(Boolean),
      descriptionMissing: sql<boolean>`${categoryLacksSpanishDescription}`.mapWith(Boolean),
    })
    .from(categories)
    .leftJoin(products, eq(products.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
}

export async function categoryForEdit(db: Database, id: string): Promise<AdminCategory | null> {
  if (!isUuid(id)) return null;
  const [[row], productCount] = await Promise.all([
    db.select(textColumns).from(categories).where(eq(categories.id, id)),
    db.$count(products, eq(products.categoryId, id)),
  ]);
  return row ? { ...row, productCount } : null;
}

/** The texts as stored: an empty description or Spanish text is null (English stands in). */
const stored = (fields: CategoryFields) => ({
  name: fields.name,
  description: fields.description || null,
  nameEs: fields.nameEs || null,
  descriptionEs: fields.descriptionEs || null,
});

/** What an audit entry of a category keeps: the texts an admin edits. */
const audited = (category: ReturnType<typeof stored>) => ({
  name: category.name,
  description: category.description,
  nameEs: category.nameEs,
  descriptionEs: category.descriptionEs,
});

export type CategorySaveResult = { outcome: "saved"; changed: boolean } | { outcome: "not-found" };

/**
 * Saves the form's texts over category `id`: its row is locked, compared, written only when a
 * text changed, with the changed fields before and after in the audit log.
 */
export async function updateCategory(
  db: Database,
  actor: Actor,
  id: string,
  fields: CategoryFields,
): Promise<CategorySaveResult> {
  if (!isUuid(id)) return { outcome: "not-found" };
  const result = await db.transaction(async (tx): Promise<CategorySaveResult> => {
    const [before] = await tx.select(textColumns).from(categories).where(eq(categories.id, id)).for("update");
    if (!before) return { outcome: "not-found" };
    const texts = stored(fields);
    const change = changedFields(audited(before), audited(texts));
    if (!change) return { outcome: "saved", changed: false };
    await tx.update(categories).set(texts).where(eq(categories.id, id));
    await recordAudit(tx, actor, {
      action: "category.update",
      entityType: "category",
      entityId: id,
      ...change,
    });
    return { outcome: "saved", changed: true };
  });
  if (result.outcome === "saved" && result.changed) await catalogueChanged();
  return result;
}
