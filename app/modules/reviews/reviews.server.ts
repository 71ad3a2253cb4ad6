import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderLines, orders, products, reviews, type OrderStatus } from "~/db/schema";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { productReviewed } from "~/modules/catalog/page-tags";
import type { ReviewInput } from "./review-schema";
import { NAMELESS_REVIEWER, reviewerName } from "./reviewer-name";
import { isUuid } from "~/lib/uuid";
import type { Language } from "~/lib/language";

/**
 * Shoppers' own reviews: one per product and shopper (the database's unique index on
 * product and user says so too), written, edited and deleted only by their author. Every
 * statement is scoped by the session's user id, so another shopper's review id finds nothing.
 * A saved change drops the storefront's copies of pages (the product's reviews, the ratings on
 * cards, the home page's average).
 */

/** The author as the session knows them. */
export interface Reviewer {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

/** An order in one of these states was paid for (a refunded or cancelled one no longer counts). */
export const PURCHASED_STATUSES: readonly OrderStatus[] = ["paid", "processing", "shipped", "delivered"];

export type ReviewWriteOutcome =
  | { outcome: "saved"; id: string }
  /** Create: this shopper already reviewed the product. */
  | { outcome: "alreadyReviewed" }
  /** Update or delete: no review with that id by this shopper on this product. */
  | { outcome: "notFound" };

/** The id of an active product, or null. */
export async function activeProductId(db: Database, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  return row?.id ?? null;
}

/** The ids of the shopper's own reviews (one a product at most). */
export async function ownReviewIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * "Verified purchase", decided by the database in the statement that writes the review: the
 * shopper has an order that was paid for with this product on one of its lines.
 */
function purchasedBy(userId: string, productId: string) {
  return sql<boolean>`exists (
    select 1 from ${orders} inner join ${orderLines} on ${orderLines.orderId} = ${orders.id}
    where ${orders.userId} = ${userId} and ${orderLines.productId} = ${productId}
      and ${inArray(orders.status, [...PURCHASED_STATUSES])})`;
}

/** Writes the shopper's review, in the language of the page it was written on; a second one for the same product is refused, never stored twice. */
export async function createReview(
  db: Database,
  {
    productId,
    author,
    review,
    language = "en",
  }: { productId: string; author: Reviewer; review: ReviewInput; language?: Language },
): Promise<ReviewWriteOutcome> {
  const [row] = await db
    .insert(reviews)
    .values({
      productId,
      userId: author.id,
      authorName: reviewerName(author) ?? NAMELESS_REVIEWER,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      verifiedPurchase: purchasedBy(author.id, productId),
      language,
    })
    // The unique index on (product, user) is the guard: two submissions at once store one.
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) return { outcome: "alreadyReviewed" };
  await catalogueChanged(productReviewed(productId));
  return { outcome: "saved", id: row.id };
}

/** Replaces the shopper's own review's words and rating; "verified purchase" is decided again. */
export async function updateReview(
  db: Database,
  {
    productId,
    author,
    reviewId,
    review,
    language,
  }: { productId: string; author: Reviewer; reviewId: string; review: ReviewInput; language?: Language },
): Promise<ReviewWriteOutcome> {
  if (!isUuid(reviewId)) return { outcome: "notFound" };
  const [row] = await db
    .update(reviews)
    .set({
      authorName: reviewerName(author) ?? NAMELESS_REVIEWER,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      verifiedPurchase: purchasedBy(author.id, productId),
      // Written again on a page: in its language now (unsaid: as it was).
      ...(language ? { language } : {}),
      updatedAt: sql`now()`,
    })
    .where(ownedBy(reviewId, productId, author.id))
    .returning({ id: reviews.id });
  return saved(row, productId);
}

/** Deletes the shopper's own review. */
export async function deleteReview(
  db: Database,
  { productId, author, reviewId }: { productId: string; author: Reviewer; reviewId: string },
): Promise<ReviewWriteOutcome> {
  if (!isUuid(reviewId)) return { outcome: "notFound" };
  const [row] = await db
    .delete(reviews)
    .where(ownedBy(reviewId, productId, author.id))
    .returning({ id: reviews.id });
  return saved(row, productId);
}

/** A review written, changed or deleted: its product's pages and the shop's average change. */
async function saved(row: { id: string } | undefined, productId: string): Promise<ReviewWriteOutcome> {
  if (!row) return { outcome: "notFound" };
  await catalogueChanged(productReviewed(productId));
  return { outcome: "saved", id: row.id };
}

const ownedBy = (reviewId: string, productId: string, userId: string) =>
  and(eq(reviews.id, reviewId), eq(reviews.productId, productId), eq(reviews.userId, userId));
