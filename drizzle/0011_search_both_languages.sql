-- Search in both languages, accents ignored (decision 008): text search configurations that
-- unaccent words before stemming them, one per language. unaccent ships with PGlite and with
-- PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_english (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION shop_spanish (COPY = spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION shop_spanish ALTER MAPPING FOR hword, hword_part, word WITH unaccent, spanish_stem;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('shop_english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('shop_spanish', coalesce("products"."name_es", '')), 'A') || setweight(to_tsvector('shop_english', coalesce("products"."brand", '')), 'B') || setweight(to_tsvector('shop_english', coalesce("products"."description", '')), 'C') || setweight(to_tsvector('shop_spanish', coalesce("products"."description_es", '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_es_trgm_idx" ON "products" USING gin ("name_es" gin_trgm_ops);
