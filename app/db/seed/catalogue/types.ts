/**
 * The demo catalogue as plain, typed data (DESIGN section 4). The seed writes it to the
 * database; `scripts/generate-artwork.ts` draws every image from it.
 */

export const categorySlugs = [
  "japanese-snacks",
  "korean-treats",
  "american-favorites",
  "european-delights",
  "exotic-international",
  "chocolate-collection",
] as const;

export type CategorySlug = (typeof categorySlugs)[number];

export interface CategorySeed {
  slug: CategorySlug;
  name: string;
  description: string;
}

/** The shape of the package drawn for a product. */
export const packageKinds = [
  "stick-box",
  "bar",
  "prism",
  "chip-bag",
  "gummy-bag",
  "pouch",
  "box",
  "praline-box",
  "tin",
  "jar",
  "bottle",
  "can",
  "tube",
  "cup",
  "lollipop",
  "egg",
] as const;

export type PackageKind = (typeof packageKinds)[number];

/** What is inside, drawn out of the pack on the extra images. */
export const treatKinds = [
  "sticks",
  "chocolate",
  "pralines",
  "gummies",
  "ropes",
  "chips",
  "cookies",
  "sandwich-cookies",
  "cakes",
  "candies",
  "chews",
  "mints",
  "drink",
  "noodles",
  "wafers",
  "lollipops",
  "marshmallows",
  "crackers",
  "nuts",
  "dried-fruit",
  "cereal",
  "spread",
  "candy-bar",
  "cups",
  "beans",
  "cubes",
] as const;

export type TreatKind = (typeof treatKinds)[number];

/** Hex colours: the pack, its accent, and the colour of the treat itself. */
export type Palette = readonly [pack: string, accent: string, treat: string];

export interface ProductSeed {
  slug: string;
  name: string;
  brand: string;
  originCountry: string;
  priceCents: number;
  weightGrams: number;
  stock: number;
  /** How many images (1–4): front, treats out of the pack, back of pack, close-up. */
  images: 1 | 2 | 3 | 4;
  /** Age of the product at seeding time: `created_at = now - daysAgo`. */
  daysAgo: number;
  featured?: boolean;
  /** False for the retired products that shoppers must never see. */
  active?: boolean;
  kind: PackageKind;
  treat: TreatKind;
  palette: Palette;
  description: string;
}

export interface CategoryCatalogue {
  category: CategorySeed;
  products: readonly ProductSeed[];
}

export interface CouponSeed {
  code: string;
  discountType: "percentage" | "fixed_amount";
  /** Percent points for `percentage`, cents for `fixed_amount`. */
  discountValue: number;
  minimumOrderCents?: number;
  /** Expiry relative to the seeding time (negative: already expired). */
  expiresInDays?: number;
  usageLimit?: number;
  timesUsed?: number;
}

/** The image URLs of a product, in gallery order. */
export function productImageUrls(product: Pick<ProductSeed, "slug" | "images">): string[] {
  return Array.from(
    { length: product.images },
    (_, index) => `/images/products/${product.slug}-${index + 1}.svg`,
  );
}

export function categoryImageUrl(slug: CategorySlug): string {
  return `/images/categories/${slug}.svg`;
}
