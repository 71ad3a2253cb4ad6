import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories } from "~/db/schema";
import type { CategoryView } from "./types";

const columns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  description: categories.description,
  imageUrl: categories.imageUrl,
};

/** Every category in name order (spec section 3). */
export function listCategories(db: Database): Promise<CategoryView[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.name));
}

export async function categoryBySlug(db: Database, slug: string): Promise<CategoryView | null> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.slug, slug)).limit(1);
  return row ?? null;
}
