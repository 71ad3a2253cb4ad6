import type { CategorySlug } from "../types";

/**
 * The demo catalogue's Spanish content, beside the English in the category files. Brand names
 * and product names that are proper names stay as they are: a product without `name` keeps its
 * English name in Spanish too.
 */
export interface ContentTranslation {
  name?: string;
  description: string;
}

export interface CategoryTranslation {
  category: { name: string; description: string };
  /** By product slug. */
  products: Readonly<Record<string, ContentTranslation>>;
}

export type CatalogueTranslation = Readonly<Record<CategorySlug, CategoryTranslation>>;
