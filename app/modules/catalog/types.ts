import type { Language } from "~/lib/language";
import type { ProductFacts } from "~/lib/product-facts";

/** What the catalogue module returns to routes and components (never raw rows). */

export interface ProductSummary {
  id: string;
  slug: string;
  name: string;
  brand: string;
  originCountry: string;
  priceCents: number;
  /** The stock as pages print it, capped (`shownStock`, stock.ts): the server checks the real one. */
  stockQuantity: number;
  /** The most one order may hold (decision 036): "Limit 12 per order". */
  maxPerOrder: number;
  featured: boolean;
  /** The first image, or null: the UI shows the placeholder image. */
  imageUrl: string | null;
  /** Mean of the product's review ratings to one decimal; 0 without reviews. */
  ratingAverage: number;
  reviewCount: number;
  createdAt: Date;
}

export interface ReviewView {
  id: string;
  authorName: string;
  rating: number;
  title: string | null;
  comment: string | null;
  verifiedPurchase: boolean;
  createdAt: Date;
  /** The language it was written in (issue 27 item 6). */
  language: Language;
}

export interface ProductDetail extends Omit<ProductSummary, "imageUrl"> {
  description: string;
  weightGrams: number | null;
  /** Melts in the heat: its page says it ships insulated in summer (decision 075). */
  heatSensitive: boolean;
  imageUrls: string[];
  category: { slug: string; name: string };
  /** What is inside, what it suits, nutrition per 100 g (issue 28). */
  facts: ProductFacts;
  /** Those in the page's language first, then the others; newest first within each. */
  reviews: ReviewView[];
}

export interface CategoryView {
  id: string;
  slug: string;
  name: string;
  description: string | null;
  imageUrl: string | null;
}

/** Each category's name by slug, in each language (English where it has no Spanish one). */
export type CategoryNames = Record<string, Record<Language, string>>;
