import type { MetaDescriptor } from "react-router";
import type { ProductDetail } from "~/modules/catalog/types";
import { galleryImages } from "~/lib/product-images";
import { hasNutrition, SCHEMA_ORG_DIETS, type ProductFacts } from "~/lib/product-facts";
import type { Language } from "~/lib/language";
import { absoluteUrl, pageMeta, pageUrl } from "~/lib/seo";

/**
 * What the product page tells search engines and link previews (`pageMeta`): canonical address,
 * Open Graph tags and a schema.org Product.
 */

export type SeoProduct = Pick<
  ProductDetail,
  | "slug"
  | "name"
  | "description"
  | "brand"
  | "imageUrls"
  | "priceCents"
  | "stockQuantity"
  | "ratingAverage"
  | "reviewCount"
> &
  Partial<Pick<ProductDetail, "facts">>;

/** The product page's public address in `language` (decision 024). */
export function productUrl(publicUrl: string, slug: string, language: Language = "en"): string {
  return pageUrl(publicUrl, `/product/${encodeURIComponent(slug)}`, language);
}

/** Integer cents as schema.org wants a price: dollars with two decimals, `1299` → `"12.99"`. */
export function priceInDollars(cents: number): string {
  const dollars = Math.floor(cents / 100);
  return `${dollars}.${String(cents % 100).padStart(2, "0")}`;
}

/** Absolute addresses of the product's images, the placeholder when it has none. */
function absoluteImages(product: SeoProduct, publicUrl: string): string[] {
  return galleryImages(product.imageUrls).map((image) => absoluteUrl(publicUrl, image));
}

/** The schema.org Product (with its Offer, and an AggregateRating only when there are reviews). */
export function productJsonLd(
  product: SeoProduct,
  publicUrl: string,
  language: Language = "en",
): Record<string, unknown> {
  const url = productUrl(publicUrl, product.slug, language);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: absoluteImages(product, publicUrl),
    brand: { "@type": "Brand", name: product.brand },
    sku: product.slug,
    url,
    offers: {
      "@type": "Offer",
      price: priceInDollars(product.priceCents),
      priceCurrency: "USD",
      availability:
        product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
    ...(product.facts && factsJsonLd(product.facts)),
    // A rating of 0 from nobody is not a rating: search engines reject it.
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        "@type": "AggregateRating",
        ratingValue: product.ratingAverage,
        reviewCount: product.reviewCount,
      },
    }),
  };
}

/**
 * The product facts as schema.org says them (issue 28): `nutrition` (a NutritionInformation per
 * 100 g, each figure with its unit) and `suitableForDiet` (RestrictedDiet addresses; kosher has
 * one too). Nothing for what the product does not say.
 */
export function factsJsonLd(facts: ProductFacts): Record<string, unknown> {
  const { nutrition } = facts;
  const grams = (value: number | null) => (value === null ? undefined : `${value} g`);
  const figures = {
    calories: nutrition.energyKcal === null ? undefined : `${nutrition.energyKcal} kcal`,
    fatContent: grams(nutrition.fatGrams),
    saturatedFatContent: grams(nutrition.saturatesGrams),
    carbohydrateContent: grams(nutrition.carbohydrateGrams),
    sugarContent: grams(nutrition.sugarsGrams),
    proteinContent: grams(nutrition.proteinGrams),
    // schema.org names sodium, not salt: salt is 2.5 times its sodium.
    sodiumContent:
      nutrition.saltGrams === null ? undefined : `${Math.round((nutrition.saltGrams / 2.5) * 1000)} mg`,
  };
  const given = Object.fromEntries(Object.entries(figures).filter(([, value]) => value !== undefined));
  const diets = facts.diets.map((diet) => SCHEMA_ORG_DIETS[diet]);
  return {
    ...(hasNutrition(nutrition) && {
      nutrition: { "@type": "NutritionInformation", servingSize: "100 g", ...given },
    }),
    ...(diets.length > 0 && { suitableForDiet: diets }),
  };
}

/** The product page's meta descriptors, in the page's language. */
export function productMeta({
  product,
  publicUrl,
  title,
  language = "en",
}: {
  product: SeoProduct;
  publicUrl: string;
  title: string;
  /** The page's language: the canonical address is the page's own in it (decision 024). */
  language?: Language;
}): MetaDescriptor[] {
  return pageMeta({
    title,
    description: product.description,
    url: productUrl(publicUrl, product.slug, language),
    type: "product",
    image: absoluteImages(product, publicUrl)[0],
    language,
    jsonLd: productJsonLd(product, publicUrl, language),
  });
}
