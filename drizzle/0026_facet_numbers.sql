CREATE TABLE "facet_names" (
	"number" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facet_names_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "facet_names_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- hand-written: the search rows are emptied first (they are filled again below), so that the
-- two columns can be added NOT NULL to a database that has products.
TRUNCATE product_search;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "brand_number" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "country_number" integer NOT NULL;--> statement-breakpoint
-- hand-written
-- The search rows' trigger (migration 0025) also numbers brands and countries (decision 108): a
-- name no product had before is added to facet_names first, then each row carries its brand's
-- and country's numbers. A name keeps its number for ever, so the numbers change exactly when
-- the names do, and the comparison that spares unchanged rows needs only the names.
CREATE OR REPLACE FUNCTION products_keep_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO facet_names (name)
  SELECT named.name
  FROM (SELECT brand FROM new_rows WHERE search_vector IS NOT NULL
        UNION SELECT origin_country FROM new_rows WHERE search_vector IS NOT NULL) AS named (name)
  WHERE NOT EXISTS (SELECT 1 FROM facet_names AS known WHERE known.name = named.name)
  ON CONFLICT (name) DO NOTHING;
  INSERT INTO product_search AS kept (id, fact_bits, stock_quantity, rating_average, price_cents,
    featured, created_at, category_id, brand, origin_country, name, name_es, search_vector,
    brand_number, country_number)
  SELECT new_rows.id, fact_bits, stock_quantity, rating_average, price_cents, featured,
    created_at, category_id, brand, origin_country, new_rows.name, name_es, search_vector,
    brand_name.number, country_name.number
  FROM new_rows
    JOIN facet_names AS brand_name ON brand_name.name = new_rows.brand
    JOIN facet_names AS country_name ON country_name.name = new_rows.origin_country
  WHERE search_vector IS NOT NULL
  ON CONFLICT (id) DO UPDATE SET fact_bits = excluded.fact_bits,
    stock_quantity = excluded.stock_quantity, rating_average = excluded.rating_average,
    price_cents = excluded.price_cents, featured = excluded.featured,
    created_at = excluded.created_at, category_id = excluded.category_id, brand = excluded.brand,
    origin_country = excluded.origin_country, name = excluded.name, name_es = excluded.name_es,
    search_vector = excluded.search_vector, brand_number = excluded.brand_number,
    country_number = excluded.country_number
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
INSERT INTO facet_names (name)
SELECT brand FROM products WHERE search_vector IS NOT NULL
UNION SELECT origin_country FROM products WHERE search_vector IS NOT NULL
ORDER BY 1;--> statement-breakpoint
INSERT INTO product_search (id, fact_bits, stock_quantity, rating_average, price_cents, featured,
  created_at, category_id, brand, origin_country, name, name_es, search_vector, brand_number,
  country_number)
SELECT products.id, fact_bits, stock_quantity, rating_average, price_cents, featured, created_at,
  category_id, brand, origin_country, products.name, name_es, search_vector, brand_name.number,
  country_name.number
FROM products
  JOIN facet_names AS brand_name ON brand_name.name = products.brand
  JOIN facet_names AS country_name ON country_name.name = products.origin_country
WHERE search_vector IS NOT NULL;--> statement-breakpoint
ANALYZE product_search;--> statement-breakpoint
ANALYZE facet_names;
