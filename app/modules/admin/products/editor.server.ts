import { and, asc, eq, like, ne, or } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products } from "~/db/schema";
import type { SessionUser } from "~/modules/accounts/session.server";
import { changedFields, recordAudit } from "~/modules/admin/audit.server";
import type { Language } from "~/lib/language";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { FIGURES_TAG, LISTS_TAG, productEdited } from "~/modules/catalog/page-tags";
import { categoryName } from "~/modules/catalog/categories.server";
import { FOREIGN_KEY_VIOLATION, sqlState, UNIQUE_VIOLATION } from "./database-errors.server";
import { slugify, type ProductFieldErrors, type ProductFields } from "./product-form";
import { adjustStock } from "./stock-ledger.server";

type Actor = Pick<SessionUser, "id" | "email">;
type Writer = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A product as the edit page shows it: every field the admin may change, and what it is. */
export interface AdminProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** Spanish name and description; null where the English stands in (decision 023). */
  nameEs: string | null;
  descriptionEs: string | null;
  brand: string;
  originCountry: string;
  categoryId: string;
  priceCents: number;
  weightGrams: number | null;
  stockQuantity: number;
  /** The most one order may hold (decision 036). */
  maxPerOrder: number;
  imageUrls: string[];
  featured: boolean;
  isActive: boolean;
  /** Product facts (issue 28). */
  ingredients: string;
  ingredientsEs: string | null;
  allergens: string[];
  mayContain: string[];
  diets: string[];
  energyKcal: number | null;
  fatGrams: number | null;
  saturatesGrams: number | null;
  carbohydrateGrams: number | null;
  sugarsGrams: number | null;
  proteinGrams: number | null;
  saltGrams: number | null;
  heatSensitive: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  nameEs: products.nameEs,
  descriptionEs: products.descriptionEs,
  brand: products.brand,
  originCountry: products.originCountry,
  categoryId: products.categoryId,
  priceCents: products.priceCents,
  weightGrams: products.weightGrams,
  stockQuantity: products.stockQuantity,
  maxPerOrder: products.maxPerOrder,
  imageUrls: products.imageUrls,
  featured: products.featured,
  isActive: products.isActive,
  ingredients: products.ingredients,
  ingredientsEs: products.ingredientsEs,
  allergens: products.allergens,
  mayContain: products.mayContain,
  diets: products.diets,
  energyKcal: products.energyKcal,
  fatGrams: products.fatGrams,
  saturatesGrams: products.saturatesGrams,
  carbohydrateGrams: products.carbohydrateGrams,
  sugarsGrams: products.sugarsGrams,
  proteinGrams: products.proteinGrams,
  saltGrams: products.saltGrams,
  heatSensitive: products.heatSensitive,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

/** What an audit entry of a product keeps: the fields an admin edits, stock aside (the ledger has it). */
export const auditedFields = (
  product: Omit<AdminProduct, "id" | "createdAt" | "updatedAt" | "stockQuantity">,
) => ({
  name: product.name,
  slug: product.slug,
  description: product.description,
  nameEs: product.nameEs,
  descriptionEs: product.descriptionEs,
  brand: product.brand,
  originCountry: product.originCountry,
  categoryId: product.categoryId,
  priceCents: product.priceCents,
  weightGrams: product.weightGrams,
  maxPerOrder: product.maxPerOrder,
  featured: product.featured,
  isActive: product.isActive,
  imageUrls: product.imageUrls,
  ingredients: product.ingredients,
  ingredientsEs: product.ingredientsEs,
  allergens: product.allergens,
  mayContain: product.mayContain,
  diets: product.diets,
  energyKcal: product.energyKcal,
  fatGrams: product.fatGrams,
  saturatesGrams: product.saturatesGrams,
  carbohydrateGrams: product.carbohydrateGrams,
  sugarsGrams: product.sugarsGrams,
  proteinGrams: product.proteinGrams,
  saltGrams: product.saltGrams,
  heatSensitive: product.heatSensitive,
});

export async function productForEdit(db: Database, id: string): Promise<AdminProduct | null> {
  const [product] = await db.select(columns).from(products).where(eq(products.id, id)).limit(1);
  return product ?? null;
}

/** The categories a product may go in, named and ordered in the admin's language. */
export function categoryOptions(
  db: Database,
  language: Language,
): Promise<{ id: string; name: string; slug: string }[]> {
  const name = categoryName(language);
  return db.select({ id: categories.id, name, slug: categories.slug }).from(categories).orderBy(asc(name));
}

/** The countries products already come from: the form suggests them, so one country keeps one name. */
export async function countryOptions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ country: products.originCountry })
    .from(products)
    .orderBy(asc(products.originCountry));
  return rows.map((row) => row.country);
}

/**
 * The slug a product gets when the admin leaves it empty: its name's, with -2, -3… when another
 * product has it. The unique index still decides if two admins race for the same one.
 */
async function freeSlug(tx: Writer, name: string, exceptId: string | null): Promise<string> {
  const base = slugify(name) || "product";
  const taken = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        or(eq(products.slug, base), like(products.slug, `${base}-%`)),
        exceptId ? ne(products.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((row) => row.slug));
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!used.has(slug)) return slug;
  }
}

/** A problem found inside the transaction: it rolls back, and the form shows it. */
class FormProblem extends Error {
  constructor(readonly errors: ProductFieldErrors) {
    super("product form problem");
  }
}

export type SaveOutcome =
  | { outcome: "saved"; id: string; slug: string }
  | { outcome: "invalid"; errors: ProductFieldErrors }
  | { outcome: "not-found" };

/** The database's refusals that the form can explain; anything else stays an error. */
function explain(error: unknown): SaveOutcome {
  if (error instanceof FormProblem) return { outcome: "invalid", errors: error.errors };
  const state = sqlState(error);
  if (state === UNIQUE_VIOLATION) return { outcome: "invalid", errors: { slug: "slugTaken" } };
  if (state === FOREIGN_KEY_VIOLATION)
    return { outcome: "invalid", errors: { categoryId: "categoryInvalid" } };
  throw error;
}

const editable = (fields: ProductFields) => ({
  name: fields.name,
  description: fields.description,
  nameEs: fields.nameEs || null,
  descriptionEs: fields.descriptionEs || null,
  brand: fields.brand,
  originCountry: fields.originCountry,
  categoryId: fields.categoryId,
  priceCents: fields.price,
  weightGrams: fields.weightGrams,
  maxPerOrder: fields.maxPerOrder,
  featured: fields.featured,
  isActive: fields.isActive,
  ingredients: fields.ingredients,
  ingredientsEs: fields.ingredientsEs || null,
  allergens: fields.allergens,
  mayContain: fields.mayContain,
  diets: fields.diets,
  energyKcal: fields.energyKcal,
  fatGrams: fields.fatGrams,
  saturatesGrams: fields.saturatesGrams,
  carbohydrateGrams: fields.carbohydrateGrams,
  sugarsGrams: fields.sugarsGrams,
  proteinGrams: fields.proteinGrams,
  saltGrams: fields.saltGrams,
  heatSensitive: fields.heatSensitive,
});

/** A new product, its first stock on the ledger ("initial") and the audit entry, in one transaction. */
export async function createProduct(db: Database, actor: Actor, fields: ProductFields): Promise<SaveOutcome> {
  let saved: SaveOutcome;
  try {
    saved = await db.transaction(async (tx) => {
      const slug = fields.slug || (await freeSlug(tx, fields.name, null));
      const [created] = await tx
        .insert(products)
        .values({ ...editable(fields), slug, stockQuantity: 0 })
        .returning(columns);
      const product = created!;
      if (fields.stockQuantity > 0) {
        await adjustStock(tx, actor, {
          productId: product.id,
          change: fields.stockQuantity,
          reason: "initial",
          note: fields.stockNote,
        });
      }
      await recordAudit(tx, actor, {
        action: "product.create",
        entityType: "product",
        entityId: product.id,
        after: { ...auditedFields(product), stockQuantity: fields.stockQuantity },
      });
      return { outcome: "saved", id: product.id, slug } as const;
    });
  } catch (error) {
    return explain(error);
  }
  // A new product: in lists and the shop's figures, on no page yet.
  await catalogueChanged([LISTS_TAG, FIGURES_TAG]);
  return saved;
}

/**
 * Saves the edit form. The stock moves by the difference between the count typed and the count
 * the form showed, applied to the stock as it is now (see adjustStock); the other fields are
 * written as typed. One transaction: the product, the ledger line, the audit entries.
 */
export async function updateProduct(
  db: Database,
  actor: Actor,
  id: string,
  fields: ProductFields,
): Promise<SaveOutcome> {
  let saved: SaveOutcome;
  let changed = false;
  try {
    saved = await db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(products).where(eq(products.id, id)).for("update");
      if (!before) return { outcome: "not-found" } as const;
      const slug = fields.slug || (await freeSlug(tx, fields.name, id));
      const after = { ...before, ...editable(fields), slug };
      const diff = changedFields(auditedFields(before), auditedFields(after));
      if (diff) {
        await tx
          .update(products)
          .set({ ...editable(fields), slug, updatedAt: new Date() })
          .where(eq(products.id, id));
        await recordAudit(tx, actor, {
          action: "product.update",
          entityType: "product",
          entityId: id,
          ...diff,
        });
        changed = true;
      }
      const change = fields.stockBefore === null ? 0 : fields.stockQuantity - fields.stockBefore;
      if (change !== 0) {
        const adjusted = await adjustStock(tx, actor, {
          productId: id,
          change,
          // The schema asks for a reason whenever the count changes.
          reason: fields.stockReason ?? "correction",
          note: fields.stockNote,
        });
        if (!adjusted) throw new FormProblem({ stockQuantity: "stockBelowZero" });
        changed = true;
      }
      return { outcome: "saved", id, slug } as const;
    });
  } catch (error) {
    return explain(error);
  }
  if (changed) await catalogueChanged(productEdited(id));
  return saved;
}
