/**
 * The demo catalogue as database rows: pure, deterministic (ids derived from slugs and codes),
 * with every date relative to the seeding time. `seed.server.ts` writes them.
 */
import type { categories, coupons, products, reviews } from "../schema";
import {
  allProducts,
  catalogue,
  categoryImageUrl,
  coupons as couponSeeds,
  productImageUrls,
  reviewsFor,
} from "./catalogue";
import { factsFor, type FactsSeed } from "./catalogue/facts";
import { spanishCatalogue } from "./catalogue/spanish";
import { deterministicUuid } from "./random";

const DAY_MS = 86_400_000;

export type CategoryRow = typeof categories.$inferInsert & { id: string; slug: string };
export type ProductRow = typeof products.$inferInsert & { id: string; slug: string; categorySlug: string };
export type ReviewRow = Omit<typeof reviews.$inferInsert, "productId"> & { id: string; productSlug: string };
export type CouponRow = typeof coupons.$inferInsert & { id: string };

export interface CatalogueRows {
  categories: CategoryRow[];
  products: ProductRow[];
  reviews: ReviewRow[];
  coupons: CouponRow[];
}

const before = (now: Date, days: number) => new Date(now.getTime() - Math.round(days * DAY_MS));

export const categoryId = (slug: string) => deterministicUuid(`category:${slug}`);
export const productId = (slug: string) => deterministicUuid(`product:${slug}`);
export const reviewId = (productSlug: string, index: number) =>
  deterministicUuid(`review:${productSlug}:${index}`);
export const couponId = (code: string) => deterministicUuid(`coupon:${code}`);

export function catalogueRows(now: Date): CatalogueRows {
  // Categories are dated a little before their oldest product, in catalogue order.
  const categoryRows = catalogue.map(({ category }, index) => ({
    id: categoryId(category.slug),
    slug: category.slug,
    name: category.name,
    description: category.description,
    nameEs: spanishCatalogue[category.slug].category.name,
    descriptionEs: spanishCatalogue[category.slug].category.description,
    imageUrl: categoryImageUrl(category.slug),
    createdAt: before(now, 420 - index),
  }));

  const productRows = allProducts.map((product) => {
    const createdAt = before(now, product.daysAgo);
    const spanish = spanishCatalogue[product.categorySlug].products[product.slug];
    return {
      id: productId(product.slug),
      slug: product.slug,
      categorySlug: product.categorySlug,
      categoryId: categoryId(product.categorySlug),
      name: product.name,
      description: product.description,
      // Proper names stay as they are in Spanish (decision 023): no Spanish name, the English.
      nameEs: spanish?.name ?? null,
      descriptionEs: spanish?.description ?? null,
      brand: product.brand,
      originCountry: product.originCountry,
      priceCents: product.priceCents,
      weightGrams: product.weightGrams,
      stockQuantity: product.stock,
      imageUrls: productImageUrls(product),
      isActive: product.active ?? true,
      featured: product.featured ?? false,
      ...factsRow(factsFor(product)),
      createdAt,
      updatedAt: createdAt,
    };
  });

  const reviewRows = allProducts.flatMap((product) =>
    reviewsFor(product).map((review, index) => ({
      id: reviewId(product.slug, index),
      productSlug: product.slug,
      authorName: review.authorName,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      verifiedPurchase: review.verifiedPurchase,
      language: review.language,
      createdAt: before(now, review.daysAgo),
    })),
  );

  const couponRows = couponSeeds.map((coupon) => ({
    id: couponId(coupon.code),
    code: coupon.code,
    isActive: true,
    discountType: coupon.discountType,
    discountValue: coupon.discountValue,
    minimumOrderCents: coupon.minimumOrderCents ?? 0,
    expiresAt: coupon.expiresInDays === undefined ? null : before(now, -coupon.expiresInDays),
    usageLimit: coupon.usageLimit ?? null,
    timesUsed: coupon.timesUsed ?? 0,
    createdAt: before(now, 90),
  }));

  return { categories: categoryRows, products: productRows, reviews: reviewRows, coupons: couponRows };
}

/** A demo product's facts (issue 28) as its columns: the bench's grown catalogue borrows them. */
export function demoFactsRow(product: Parameters<typeof factsFor>[0]) {
  return factsRow(factsFor(product));
}

/** A product's facts (issue 28) as its columns. */
function factsRow(facts: FactsSeed) {
  const [energyKcal, fatGrams, saturatesGrams, carbohydrateGrams, sugarsGrams, proteinGrams, saltGrams] =
    facts.nutrition;
  return {
    ingredients: facts.ingredients,
    ingredientsEs: facts.ingredientsEs,
    allergens: facts.allergens,
    mayContain: facts.mayContain,
    diets: facts.diets,
    energyKcal,
    fatGrams,
    saturatesGrams,
    carbohydrateGrams,
    sugarsGrams,
    proteinGrams,
    saltGrams,
    heatSensitive: facts.heatSensitive,
  };
}
