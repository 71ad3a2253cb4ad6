import { americanFavorites } from "./american-favorites";
import { chocolateCollection } from "./chocolate-collection";
import { europeanDelights } from "./european-delights";
import { exoticInternational } from "./exotic-international";
import { japaneseSnacks } from "./japanese-snacks";
import { koreanTreats } from "./korean-treats";
import type { CategoryCatalogue, ProductSeed } from "./types";

export { coupons } from "./coupons";
export { reviewsFor, type ReviewSeed } from "./reviews";
export * from "./types";

/** The whole demo catalogue, one entry per category, in display order. */
export const catalogue: readonly CategoryCatalogue[] = [
  japaneseSnacks,
  koreanTreats,
  americanFavorites,
  europeanDelights,
  exoticInternational,
  chocolateCollection,
];

/** Every product with its category slug, in catalogue order. */
export const allProducts: readonly (ProductSeed & { categorySlug: CategoryCatalogue["category"]["slug"] })[] =
  catalogue.flatMap(({ category, products }) =>
    products.map((product) => ({ ...product, categorySlug: category.slug })),
  );
