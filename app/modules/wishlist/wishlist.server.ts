import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { products, wishlistItems } from "~/db/schema";
import type { Language } from "~/lib/language";
import { isShown, productName, selectSummaries } from "~/modules/catalog/product-summaries.server";
import type { ProductSummary } from "~/modules/catalog/types";

/**
 * A signed-in shopper's wishlist, kept in the database (wishlist_items: one row per user and
 * product). Only active products can be saved and only active products are listed: a saved
 * product taken off sale later stays saved, hidden, and shows again if it comes back.
 */

/**
 * Saves `productId` for `userId`; saving it again changes nothing. False, and nothing stored,
 * when no active product has that id.
 */
export async function addToWishlist(db: Database, userId: string, productId: string): Promise<boolean> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isShown));
  if (!product) return false;
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  return true;
}

/** Takes `productId` off the wishlist of `userId` (not there: nothing to do). */
export async function removeFromWishlist(db: Database, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** The saved products as cards show them, last saved first. */
export async function listWishlist(
  db: Database,
  userId: string,
  language: Language = "en",
): Promise<ProductSummary[]> {
  return selectSummaries(db, language)
    .innerJoin(wishlistItems, and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)))
    .where(isShown)
    .orderBy(desc(wishlistItems.createdAt), productName(language));
}

/** The ids of the active products `userId` saved: every page's hearts show them filled. */
export async function savedProductIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), isShown));
  return rows.map((row) => row.productId);
}
