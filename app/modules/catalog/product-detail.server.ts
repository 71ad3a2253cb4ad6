import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { categories, products, reviews, users } from "~/db/schema";
import type { Language } from "~/lib/language";
import { reviewerName } from "~/modules/reviews/reviewer-name";
import { categoryName } from "./categories.server";
import { localized } from "./localized";
import { productName } from "./product-summaries.server";
import { averageRating } from "./rating";
import type { ProductDetail } from "./types";

/** Spec section 7: one active product by slug, or none. */
const shownWithSlug = (slug: string) => and(eq(products.slug, slug), eq(products.isActive, true));

/**
 * The product page's data: an active product with its category, every image and its reviews,
 * newest first; null for an unknown or inactive slug. Both queries select by slug, so they run
 * side by side rather than one after the other.
 */
export async function productBySlug(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<ProductDetail | null> {
  const [[product], reviewRows] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: productName(language),
        brand: products.brand,
        originCountry: products.originCountry,
        description: localized(products.description, products.descriptionEs, language),
        priceCents: products.priceCents,
        weightGrams: products.weightGrams,
        stockQuantity: products.stockQuantity,
        featured: products.featured,
        imageUrls: products.imageUrls,
        createdAt: products.createdAt,
        category: { slug: categories.slug, name: categoryName(language) },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(shownWithSlug(slug))
      .limit(1),
    db
      .select({
        id: reviews.id,
        authorName: reviews.authorName,
        author: { firstName: users.firstName, lastName: users.lastName },
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        verifiedPurchase: reviews.verifiedPurchase,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(shownWithSlug(slug))
      // The id breaks ties between reviews written in the same instant, so the order is stable.
      .orderBy(desc(reviews.createdAt), desc(reviews.id)),
  ]);
  if (!product) return null;

  return {
    ...product,
    // Computed from the very reviews the page lists, with the shared rule (spec section 9), so
    // the average and the count can never disagree with the list below them.
    ratingAverage: averageRating(reviewRows.map((review) => review.rating)),
    reviewCount: reviewRows.length,
    // A shopper's review is signed with their profile's name as it is now ("Ada L."); the
    // demo catalogue's reviews have no author account and keep the name stored with them.
    reviews: reviewRows.map(({ author, ...review }) => ({
      ...review,
      authorName: (author && reviewerName(author)) ?? review.authorName,
    })),
  };
}
