import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALLERGENS, allergenBit, DIETS, dietBit } from "../../lib/product-facts";
import { users } from "./accounts";

/**
 * The catalogue: categories, products, reviews and coupons. Money is integer cents; every table
 * that shoppers read has the indexes its lists need.
 */

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** GIN indexes without a pending list (see products' indexes). */
const IMMEDIATE_GIN = { fastupdate: false };

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  /** Spanish content (decision 023); null where there is none and English stands in. */
  nameEs: text("name_es"),
  descriptionEs: text("description_es"),
  imageUrl: text("image_url"),
  createdAt: createdAt(),
});

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Spanish content (decision 023); null where there is none and English stands in. */
    nameEs: text("name_es"),
    descriptionEs: text("description_es"),
    brand: text("brand").notNull(),
    originCountry: text("origin_country").notNull(),
    priceCents: integer("price_cents").notNull(),
    weightGrams: integer("weight_grams"),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    /**
     * The most of this product one order may hold (decision 036): nobody holds unpaid what a
     * fair share would not. 12 by default (DEFAULT_MAX_PER_ORDER), at most a cart line's 99.
     */
    maxPerOrder: integer("max_per_order").notNull().default(12),
    imageUrls: text("image_urls")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    featured: boolean("featured").notNull().default(false),
    /** Melts in the heat (chocolate, gummies): offered insulated packaging in summer (issue 28). */
    heatSensitive: boolean("heat_sensitive").notNull().default(false),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /**
     * Its reviews' average (one decimal, 0 with none) and count, kept by a trigger on reviews
     * (migration 0013, decision 025): a list of cards reads them instead of aggregating every
     * review of the shop for each page.
     */
    ratingAverage: doublePrecision("rating_average").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    /**
     * Product facts (issue 28, decision 070): the ingredients as on the pack (Spanish null where
     * there is none and English stands in), the allergens it contains and may contain (traces),
     * from the nine major US allergens (ALLERGENS, product-facts.ts), the diets it suits (DIETS),
     * and nutrition per 100 g (null: not given). Whether it melts is `heatSensitive` above.
     */
    ingredients: text("ingredients").notNull().default(""),
    ingredientsEs: text("ingredients_es"),
    allergens: text("allergens")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mayContain: text("may_contain")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    diets: text("diets")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    energyKcal: doublePrecision("energy_kcal"),
    fatGrams: doublePrecision("fat_grams"),
    saturatesGrams: doublePrecision("saturates_grams"),
    carbohydrateGrams: doublePrecision("carbohydrate_grams"),
    sugarsGrams: doublePrecision("sugars_grams"),
    proteinGrams: doublePrecision("protein_grams"),
    saltGrams: doublePrecision("salt_grams"),
    /** The diets and allergens again as bits (dietBit, allergenBit): what a list counts by. */
    factBits: integer("fact_bits")
      .notNull()
      .generatedAlwaysAs((): SQL => factBitsOf(products.diets, products.allergens, products.mayContain)),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Weighted full-text document in both languages (decision 008): names (A), brand (B),
     * descriptions (C), origin country (D, its Spanish name from `country_name_es`, migration
     * 0015); English text with the English stemmer, Spanish with the Spanish one, both
     * unaccented (the shop_* configurations of migration 0011). A hidden product has none:
     * search finds what shoppers may see through this column's index alone (decision 026).
     */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`CASE WHEN ${products.isActive} THEN setweight(to_tsvector('shop_english', coalesce(${products.name}, '')), 'A') || setweight(to_tsvector('shop_spanish', coalesce(${products.nameEs}, '')), 'A') || setweight(to_tsvector('shop_english', coalesce(${products.brand}, '')), 'B') || setweight(to_tsvector('shop_english', coalesce(${products.description}, '')), 'C') || setweight(to_tsvector('shop_spanish', coalesce(${products.descriptionEs}, '')), 'C') || setweight(to_tsvector('shop_english', coalesce(${products.originCountry}, '')), 'D') || setweight(to_tsvector('shop_spanish', coalesce(country_name_es(${products.originCountry}), '')), 'D') END`,
    ),
  },
  (table) => [
    check("products_price_not_negative", sql`${table.priceCents} >= 0`),
    check("products_stock_not_negative", sql`${table.stockQuantity} >= 0`),
    check("products_max_per_order_range", sql`${table.maxPerOrder} BETWEEN 1 AND 99`),
    check("products_weight_positive", sql`${table.weightGrams} IS NULL OR ${table.weightGrams} > 0`),
    check(
      "products_nutrition_not_negative",
      sql`coalesce(least(${table.energyKcal}, ${table.fatGrams}, ${table.saturatesGrams}, ${table.carbohydrateGrams}, ${table.sugarsGrams}, ${table.proteinGrams}, ${table.saltGrams}), 0) >= 0`,
    ),
    check(
      "products_nutrition_parts",
      sql`(${table.saturatesGrams} IS NULL OR ${table.saturatesGrams} <= ${table.fatGrams}) AND (${table.sugarsGrams} IS NULL OR ${table.sugarsGrams} <= ${table.carbohydrateGrams})`,
    ),
    // Lists: active products by name, price or date; the featured and category views.
    index("products_active_name_idx").on(table.isActive, table.name),
    index("products_active_price_idx").on(table.isActive, table.priceCents),
    index("products_active_created_idx").on(table.isActive, table.createdAt),
    index("products_featured_idx")
      .on(table.name)
      .where(sql`${table.featured} AND ${table.isActive}`),
    index("products_category_idx").on(table.categoryId, table.name),
    // "Pairs well with": the most reviewed of a category, and of a country (decision 113).
    index("products_category_reviews_idx").on(table.categoryId, table.reviewCount.desc().nullsFirst()),
    index("products_country_reviews_idx").on(table.originCountry, table.reviewCount.desc().nullsFirst()),
    // Search: ranked full text, plus trigram similarity for typos.
    // GIN indexes update at once (fastupdate off, migration 0012): the embedded database has no
    // autovacuum to merge a pending list, which grows with every insert and turns the planner
    // from the index to a scan of every row (search on 10,000 products: 1 ms → 16 ms).
    index("products_search_idx").using("gin", table.searchVector).with(IMMEDIATE_GIN),
    index("products_name_trgm_idx")
      .using("gin", sql`${table.name} gin_trgm_ops`)
      .with(IMMEDIATE_GIN),
    index("products_name_es_trgm_idx")
      .using("gin", sql`${table.nameEs} gin_trgm_ops`)
      .with(IMMEDIATE_GIN),
    index("products_brand_trgm_idx")
      .using("gin", sql`${table.brand} gin_trgm_ops`)
      .with(IMMEDIATE_GIN),
  ],
);

/**
 * What a search reads of each product shoppers see (decision 100), kept by triggers on products
 * (migration 0025), so every writer (shoppers' orders, the admin, the seed, tests) keeps it
 * without knowing: one row per active product, with the columns of `products` that a list's
 * conditions, its counts and its orders name, under the same names and types. A searched list
 * reads this table under the name `products` (`countedPage`): the same conditions, a narrow row.
 * The fixed-width columns come first and the document last, so reading a row's cells and order
 * keys walks no long text. `stock_quantity` and `rating_average` are the product's own: a sale
 * or a review updates them here in the same statement.
 */
export const productSearch = pgTable(
  "product_search",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    factBits: integer("fact_bits").notNull(),
    stockQuantity: integer("stock_quantity").notNull(),
    ratingAverage: doublePrecision("rating_average").notNull(),
    priceCents: integer("price_cents").notNull(),
    featured: boolean("featured").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    categoryId: uuid("category_id").notNull(),
    brand: text("brand").notNull(),
    originCountry: text("origin_country").notNull(),
    name: text("name").notNull(),
    nameEs: text("name_es"),
    searchVector: tsvector("search_vector").notNull(),
    /**
     * The brand's and the origin country's numbers in `facetNames` (migration 0026, decision 108):
     * a search's counts group its matches by these instead of by the text.
     */
    brandNumber: integer("brand_number").notNull(),
    countryNumber: integer("country_number").notNull(),
  },
  (table) => [index("product_search_idx").using("gin", table.searchVector).with(IMMEDIATE_GIN)],
);

/**
 * A number for each brand and origin country that an active product has had (decision 108),
 * added by the trigger that keeps `product_search` and never changed or removed: a search groups
 * its matches by two small integers instead of two texts, and the shop turns the numbers back
 * into names from its own copy of this table (`facetNamesOf`). One table for both: it only
 * numbers texts, so a brand and a country of the same name share a number.
 */
export const facetNames = pgTable("facet_names", {
  number: integer("number").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
});

/**
 * Every word of the catalogue's product names (both languages), brands and origin countries (both
 * languages, migration 0015), lowercased and unaccented: what a mistyped search word is matched
 * against (decision 008). Kept by a trigger on products (migration 0012), so every writer keeps it
 * without knowing; words of renamed or deleted products stay, and merely find nothing.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (table) => [
  index("search_words_trgm_idx")
    .using("gin", sql`${table.word} gin_trgm_ops`)
    .with(IMMEDIATE_GIN),
]);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The shopper who wrote it; null for the demo catalogue's reviews. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title"),
    comment: text("comment"),
    verifiedPurchase: boolean("verified_purchase").notNull().default(false),
    /** The language it was written in (the page's, issue 27 item 6): pages list their own first. */
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("reviews_rating_range", sql`${table.rating} BETWEEN 1 AND 5`),
    check("reviews_language_known", sql`${table.language} IN ('en', 'es')`),
    index("reviews_product_created_idx").on(table.productId, table.createdAt),
    // One review per shopper and product.
    uniqueIndex("reviews_product_user_idx")
      .on(table.productId, table.userId)
      .where(sql`${table.userId} IS NOT NULL`),
    index("reviews_user_idx").on(table.userId),
  ],
);

export const couponTypes = ["percentage", "fixed_amount"] as const;
export type CouponType = (typeof couponTypes)[number];

export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Always stored upper-case; shoppers' input is upper-cased before the lookup. */
    code: text("code").notNull().unique(),
    isActive: boolean("is_active").notNull().default(true),
    discountType: text("discount_type", { enum: couponTypes }).notNull(),
    /** Percent points (1–100) for `percentage`; cents for `fixed_amount`. */
    discountValue: integer("discount_value").notNull(),
    minimumOrderCents: integer("minimum_order_cents").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    timesUsed: integer("times_used").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    check("coupons_type_valid", sql`${table.discountType} IN ('percentage', 'fixed_amount')`),
    check(
      "coupons_value_valid",
      sql`${table.discountValue} > 0 AND (${table.discountType} <> 'percentage' OR ${table.discountValue} <= 100)`,
    ),
    check("coupons_code_upper", sql`${table.code} = upper(${table.code})`),
    check("coupons_minimum_not_negative", sql`${table.minimumOrderCents} >= 0`),
    check("coupons_times_used_valid", sql`${table.timesUsed} >= 0`),
    check("coupons_usage_limit_valid", sql`${table.usageLimit} IS NULL OR ${table.usageLimit} >= 0`),
  ],
);

/**
 * How often two products were bought in the same paid order (issue 28, decision 072): each
 * pair both ways, counted by a trigger on orders when an order is paid (migration 0021), so
 * every way an order gets paid keeps it current. "Pairs well with" reads a product's rows.
 */
export const productPairs = pgTable(
  "product_pairs",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    otherId: uuid("other_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orders: integer("orders").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.otherId] }),
    check("product_pairs_not_itself", sql`${table.productId} <> ${table.otherId}`),
  ],
);

export type Category = typeof categories.$inferSelect;
export type Product = typeof products.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type Coupon = typeof coupons.$inferSelect;

/** `products.fact_bits`: a sum of constant bits, one per diet suited and per allergen it may hold. */
function factBitsOf(diets: AnyPgColumn, allergens: AnyPgColumn, mayContain: AnyPgColumn): SQL {
  const literal = (value: string) => sql.raw(`'{${value}}'::text[]`);
  return sql.join(
    [
      ...DIETS.map(
        (diet) =>
          sql`(CASE WHEN ${diets} @> ${literal(diet)} THEN ${sql.raw(String(dietBit(diet)))} ELSE 0 END)`,
      ),
      ...ALLERGENS.map(
        (allergen) =>
          sql`(CASE WHEN ${allergens} && ${literal(allergen)} OR ${mayContain} && ${literal(allergen)} THEN ${sql.raw(String(allergenBit(allergen)))} ELSE 0 END)`,
      ),
    ],
    sql` + `,
  );
}
