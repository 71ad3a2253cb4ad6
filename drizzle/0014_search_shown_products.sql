-- A hidden product has no search document (decision 026): search needs no other condition, so it
-- can always go through the document's index.
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN "products"."is_active" THEN setweight(to_tsvector('shop_english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('shop_spanish', coalesce("products"."name_es", '')), 'A') || setweight(to_tsvector('shop_english', coalesce("products"."brand", '')), 'B') || setweight(to_tsvector('shop_english', coalesce("products"."description", '')), 'C') || setweight(to_tsvector('shop_spanish', coalesce("products"."description_es", '')), 'C') END) STORED;--> statement-breakpoint
-- The column's index went with it (decision 026: search goes through this index alone).
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);
