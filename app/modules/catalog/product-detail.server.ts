import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared-query.server";
import { categories, products, reviews, users } from "~/db/schema";
import type { Language } from "~/lib/language";
import { knownAllergens, knownDiets } from "~/lib/product-facts";
import { reviewerName } from "~/modules/reviews/reviewer-name";
import { categoryName } from "./categories.server";
import { localized } from "./localized";
import { productColumns } from "./product-summaries.server";
import { averageRating } from "./rating";
import { pairFromJson, pairsOfSlugAsJson } from "./pairs.server";
import type { ProductDetail, ProductSummary, ReviewView } from "./types";

/**
 * A product's reviews, those written in the page's language first (issue 27 item 6), newest first
 * within each (the id breaks ties between reviews written in the same instant, so the order is
 * stable), with each author's profile name, as one JSON array: read in the product's own query,
 * one round trip for the whole page (issue 10).
 */
function reviewsOf(productId: typeof products.id, language: Language) {
  // A literal, not a parameter: the query is prepared once per language.
  const pageLanguage = sql.raw(language === "es" ? "'es'" : "'en'");
  return sql<StoredReview[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${reviews.id}, 'authorName', ${reviews.authorName},
      'firstName', ${users.firstName}, 'lastName', ${users.lastName},
      'rating', ${reviews.rating}, 'title', ${reviews.title}, 'comment', ${reviews.comment},
      'verifiedPurchase', ${reviews.verifiedPurchase}, 'createdAt', ${reviews.createdAt},
      'language', ${reviews.language}
    ) order by (${reviews.language} = ${pageLanguage}) desc, ${reviews.createdAt} desc, ${reviews.id} desc)
    from ${reviews} left join ${users} on ${users.id} = ${reviews.userId}
    where ${reviews.productId} = ${productId}
  ), '[]'::json)`;
}

/** A review as `reviewsOf` reads it: JSON, so its date is text. */
interface StoredReview extends Omit<ReviewView, "createdAt"> {
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
}

/**
 * The product page's data: an active product (spec section 7) with its category, every image
 * and its reviews (the page's language first, then newest first); null for an unknown or inactive slug.
 */
export async function productBySlug(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<ProductDetail | null> {
  return (await productPage(db, slug, language))?.product ?? null;
}

/**
 * What the product page shows of the catalogue: the product (`productBySlug`) and its "Pairs well
 * with" (`pairsWellWith`), read in one statement (decision 103); null for an unknown or inactive
 * slug.
 */
export async function productPage(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<{ product: ProductDetail; pairs: ProductSummary[] } | null> {
  const [row] = await productQuery(db, language).execute({ slug });
  if (!row) return null;

  const { reviews: stored, pairs, facts, ...product } = row;
  return { product: productDetail(product, facts, stored), pairs: pairs.map(pairFromJson) };
}

function productDetail(
  product: Omit<ProductRow, "reviews" | "pairs" | "facts">,
  facts: ProductRow["facts"],
  stored: StoredReview[],
): ProductDetail {
  return {
    ...product,
    facts: {
      ingredients: facts.ingredients,
      allergens: knownAllergens(facts.allergens),
      mayContain: knownAllergens(facts.mayContain),
      diets: knownDiets(facts.diets),
      nutrition: {
        energyKcal: facts.energyKcal,
        fatGrams: facts.fatGrams,
        saturatesGrams: facts.saturatesGrams,
        carbohydrateGrams: facts.carbohydrateGrams,
        sugarsGrams: facts.sugarsGrams,
        proteinGrams: facts.proteinGrams,
        saltGrams: facts.saltGrams,
      },
    },
    // Computed from the very reviews the page lists, with the shared rule (spec section 9), so
    // the average and the count can never disagree with the list below them.
    ratingAverage: averageRating(stored.map((review) => review.rating)),
    reviewCount: stored.length,
    // A shopper's review is signed with their profile's name as it is now ("Ada L."); the
    // demo catalogue's reviews have no author account and keep the name stored with them.
    reviews: stored.map(({ firstName, lastName, createdAt, ...review }) => ({
      ...review,
      authorName: reviewerName({ firstName, lastName }) ?? review.authorName,
      createdAt: new Date(createdAt),
    })),
  };
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productQuery>["execute"]>>[number];

/** Asked for every uncached product page: built once per language. */
const productQuery = preparedQuery("product-page", (db: Database, language: Language) =>
  db
    .select({
      ...productColumns(language),
      description: localized(products.description, products.descriptionEs, language),
      weightGrams: products.weightGrams,
      heatSensitive: products.heatSensitive,
      imageUrls: products.imageUrls,
      category: { slug: categories.slug, name: categoryName(language) },
      facts: {
        ingredients: localized(products.ingredients, products.ingredientsEs, language),
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
      },
      reviews: reviewsOf(products.id, language),
      pairs: pairsOfSlugAsJson(db, language),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.slug, sql.placeholder("slug")), eq(products.isActive, true)))
    .limit(1),
);
