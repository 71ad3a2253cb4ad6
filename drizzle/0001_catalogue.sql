CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"minimum_order_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"usage_limit" integer,
	"times_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code"),
	CONSTRAINT "coupons_type_valid" CHECK ("coupons"."discount_type" IN ('percentage', 'fixed_amount')),
	CONSTRAINT "coupons_value_valid" CHECK ("coupons"."discount_value" > 0 AND ("coupons"."discount_type" <> 'percentage' OR "coupons"."discount_value" <= 100)),
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_minimum_not_negative" CHECK ("coupons"."minimum_order_cents" >= 0),
	CONSTRAINT "coupons_times_used_valid" CHECK ("coupons"."times_used" >= 0),
	CONSTRAINT "coupons_usage_limit_valid" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text NOT NULL,
	"origin_country" text NOT NULL,
	"price_cents" integer NOT NULL,
	"weight_grams" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"category_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("products"."brand", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."description", '')), 'C')) STORED,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price_cents" >= 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock_quantity" >= 0),
	CONSTRAINT "products_weight_positive" CHECK ("products"."weight_grams" IS NULL OR "products"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text,
	"comment" text,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_active_name_idx" ON "products" USING btree ("is_active","name");--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_active","price_cents");--> statement-breakpoint
CREATE INDEX "products_active_created_idx" ON "products" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("name") WHERE "products"."featured" AND "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_brand_trgm_idx" ON "products" USING gin ("brand" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id","created_at");