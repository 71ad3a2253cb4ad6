import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { containsPattern } from "~/db/like";
import { products, reviews } from "~/db/schema";
import { isUuid } from "~/lib/uuid";
import type { SessionUser } from "~/modules/accounts/session.server";
import { recordAudit } from "~/modules/admin/audit.server";
import { catalogueChanged } from "~/modules/catalog/catalogue-changes.server";
import { productReviewed } from "~/modules/catalog/page-tags";
import { REVIEWS_PAGE_SIZE, type ReviewListQuery } from "./review-list-query";
import type { ReviewDeleteOutcome } from "./review-results";
import { clampPage, pageCount } from "~/modules/catalog/pagination";

/**
 * Review moderation: every shopper's and the demo catalogue's reviews, newest first, and an
 * admin's delete (decision 034). A product's rating average and count follow by themselves: a
 * trigger on reviews keeps them (migration 0013).
 */

export interface AdminReviewRow {
  id: string;
  productId: string;
  productSlug: string;
  /** The product's English name, as the admin's product list names it. */
  productName: string;
  /** Whether the shop shows the product (a hidden one has no shop page). */
  productActive: boolean;
  /** The shopper who wrote it; null for the demo catalogue's reviews. */
  userId: string | null;
  authorName: string;
  rating: number;
  title: string | null;
  comment: string | null;
  verifiedPurchase: boolean;
  createdAt: string;
}

export interface AdminReviewList {
  reviews: AdminReviewRow[];
  total: number;
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pageCount: number;
}

function conditions(query: ReviewListQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.push(
      or(ilike(reviews.title, pattern), ilike(reviews.comment, pattern), ilike(reviews.authorName, pattern)),
    );
  }
  if (query.product) {
    const pattern = containsPattern(query.product);
    where.push(
      or(ilike(products.name, pattern), ilike(products.nameEs, pattern), ilike(products.slug, pattern)),
    );
  }
  if (query.rating !== "all") where.push(eq(reviews.rating, Number(query.rating)));
  if (query.verified !== "all") where.push(eq(reviews.verifiedPurchase, query.verified === "yes"));
  return and(...where);
}

/** One page of reviews, newest first, found by their words, product, rating and verified purchase. */
export async function listAdminReviews(db: Database, query: ReviewListQuery): Promise<AdminReviewList> {
  const where = conditions(query);
  const [counted] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
  const total = counted?.total ?? 0;
  const page = clampPage(query.page, total, REVIEWS_PAGE_SIZE);
  const rows = await db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      productSlug: products.slug,
      productName: products.name,
      productActive: products.isActive,
      userId: reviews.userId,
      authorName: reviews.authorName,
      rating: reviews.rating,
      title: reviews.title,
      comment: reviews.comment,
      verifiedPurchase: reviews.verifiedPurchase,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where)
    // The id last: reviews written in the same instant keep one order from page to page.
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageCount: pageCount(total, REVIEWS_PAGE_SIZE),
  };
}

/**
 * Deletes review `id` for good, audited in the same transaction with everything it said (the
 * audit entry is the only copy left). The product's rating and count are updated by the
 * statement itself (the reviews trigger); once committed, the cached pages of its product and of
 * the shop's figures are dropped (decision 038).
 * Two admins deleting the same review: the second finds nothing ("not-found") and writes nothing.
 */
export async function deleteReviewAsAdmin(
  db: Database,
  actor: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<ReviewDeleteOutcome> {
  if (!isUuid(id)) return "not-found";
  let removedFrom = null as string | null;
  const outcome = await db.transaction(async (tx): Promise<ReviewDeleteOutcome> => {
    const [removed] = await tx.delete(reviews).where(eq(reviews.id, id)).returning();
    if (!removed) return "not-found";
    removedFrom = removed.productId;
    const [product] = await tx
      .select({ slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.id, removed.productId));
    await recordAudit(tx, actor, {
      action: "review.delete",
      entityType: "review",
      entityId: id,
      before: {
        productId: removed.productId,
        productSlug: product?.slug ?? null,
        productName: product?.name ?? null,
        userId: removed.userId,
        authorName: removed.authorName,
        rating: removed.rating,
        title: removed.title,
        comment: removed.comment,
        verifiedPurchase: removed.verifiedPurchase,
        createdAt: removed.createdAt.toISOString(),
      },
    });
    return "deleted";
  });
  if (removedFrom) await catalogueChanged(productReviewed(removedFrom));
  return outcome;
}
