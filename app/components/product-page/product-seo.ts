import type { MetaDescriptor } from "react-router";
import type { ProductDetail } from "~/modules/catalog/types";
import { galleryImages } from "~/lib/product-images";
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
>;

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
