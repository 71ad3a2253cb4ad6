CREATE TABLE "product_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fact_bits" integer NOT NULL,
	"stock_quantity" integer NOT NULL,
	"rating_average" double precision NOT NULL,
	"price_cents" integer NOT NULL,
	"featured" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"origin_country" text NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_id_products_id_fk" FOREIGN KEY ("id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "product_search" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- hand-written
-- What a search reads (decision 100), kept by triggers on products, once per statement for the
-- rows it wrote: an active product's row is written (or rewritten where anything it holds
-- changed), a hidden product's row removed; a deleted product's goes with it (the foreign key).
CREATE FUNCTION products_keep_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS kept (id, fact_bits, stock_quantity, rating_average, price_cents,
    featured, created_at, category_id, brand, origin_country, name, name_es, search_vector)
  SELECT id, fact_bits, stock_quantity, rating_average, price_cents, featured, created_at,
    category_id, brand, origin_country, name, name_es, search_vector
  FROM new_rows WHERE search_vector IS NOT NULL
  ON CONFLICT (id) DO UPDATE SET fact_bits = excluded.fact_bits,
    stock_quantity = excluded.stock_quantity, rating_average = excluded.rating_average,
    price_cents = excluded.price_cents, featured = excluded.featured,
    created_at = excluded.created_at, category_id = excluded.category_id, brand = excluded.brand,
    origin_country = excluded.origin_country, name = excluded.name, name_es = excluded.name_es,
    search_vector = excluded.search_vector
  WHERE (kept.fact_bits, kept.stock_quantity, kept.rating_average, kept.price_cents, kept.featured,
      kept.created_at, kept.category_id, kept.brand, kept.origin_country, kept.name, kept.name_es,
      kept.search_vector)
    IS DISTINCT FROM (excluded.fact_bits, excluded.stock_quantity, excluded.rating_average,
      excluded.price_cents, excluded.featured, excluded.created_at, excluded.category_id,
      excluded.brand, excluded.origin_country, excluded.name, excluded.name_es,
      excluded.search_vector);
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search
    WHERE id IN (SELECT id FROM new_rows WHERE search_vector IS NULL);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only: one trigger per event.
CREATE TRIGGER products_search_rows_after_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_search_rows();--> statement-breakpoint
CREATE TRIGGER products_search_rows_after_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_keep_search_rows();--> statement-breakpoint
INSERT INTO product_search (id, fact_bits, stock_quantity, rating_average, price_cents, featured,
  created_at, category_id, brand, origin_country, name, name_es, search_vector)
SELECT id, fact_bits, stock_quantity, rating_average, price_cents, featured, created_at,
  category_id, brand, origin_country, name, name_es, search_vector
FROM products WHERE search_vector IS NOT NULL;--> statement-breakpoint
ANALYZE product_search;
