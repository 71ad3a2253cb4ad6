-- Search finds products by their origin country, in both languages (the search box says it
-- searches countries): "Japan" and "Japón" find what comes from Japan, ranked below products
-- whose names or descriptions say it (weight D). Products keep the country's English name; its
-- Spanish name comes from this function, which must name every country app/lib/countries.ts
-- knows as Intl does (a test compares them). An unknown country is searched by its stored name.
CREATE FUNCTION country_name_es(country text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE country
    WHEN 'Argentina' THEN 'Argentina'
    WHEN 'Australia' THEN 'Australia'
    WHEN 'Austria' THEN 'Austria'
    WHEN 'Belgium' THEN 'Bélgica'
    WHEN 'Brazil' THEN 'Brasil'
    WHEN 'Canada' THEN 'Canadá'
    WHEN 'China' THEN 'China'
    WHEN 'Denmark' THEN 'Dinamarca'
    WHEN 'Finland' THEN 'Finlandia'
    WHEN 'France' THEN 'Francia'
    WHEN 'Germany' THEN 'Alemania'
    WHEN 'India' THEN 'India'
    WHEN 'Indonesia' THEN 'Indonesia'
    WHEN 'Israel' THEN 'Israel'
    WHEN 'Italy' THEN 'Italia'
    WHEN 'Japan' THEN 'Japón'
    WHEN 'Malaysia' THEN 'Malasia'
    WHEN 'Mexico' THEN 'México'
    WHEN 'Netherlands' THEN 'Países Bajos'
    WHEN 'New Zealand' THEN 'Nueva Zelanda'
    WHEN 'Norway' THEN 'Noruega'
    WHEN 'Peru' THEN 'Perú'
    WHEN 'Philippines' THEN 'Filipinas'
    WHEN 'Poland' THEN 'Polonia'
    WHEN 'Portugal' THEN 'Portugal'
    WHEN 'South Korea' THEN 'Corea del Sur'
    WHEN 'Spain' THEN 'España'
    WHEN 'Sweden' THEN 'Suecia'
    WHEN 'Switzerland' THEN 'Suiza'
    WHEN 'Taiwan' THEN 'Taiwán'
    WHEN 'Thailand' THEN 'Tailandia'
    WHEN 'Turkey' THEN 'Turquía'
    WHEN 'United Kingdom' THEN 'Reino Unido'
    WHEN 'United States' THEN 'Estados Unidos'
    WHEN 'Vietnam' THEN 'Vietnam'
  END
$$;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN "products"."is_active" THEN setweight(to_tsvector('shop_english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('shop_spanish', coalesce("products"."name_es", '')), 'A') || setweight(to_tsvector('shop_english', coalesce("products"."brand", '')), 'B') || setweight(to_tsvector('shop_english', coalesce("products"."description", '')), 'C') || setweight(to_tsvector('shop_spanish', coalesce("products"."description_es", '')), 'C') || setweight(to_tsvector('shop_english', coalesce("products"."origin_country", '')), 'D') || setweight(to_tsvector('shop_spanish', coalesce(country_name_es("products"."origin_country"), '')), 'D') END) STORED;--> statement-breakpoint
-- The column's index went with it (decision 026: search goes through this index alone).
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WITH (fastupdate=false);--> statement-breakpoint
-- Typo tolerance knows the countries' words too ("Japn", "Alemnia").
CREATE OR REPLACE FUNCTION products_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT search_words_of(concat_ws(' ', NEW.name, NEW.name_es, NEW.brand, NEW.origin_country, country_name_es(NEW.origin_country)))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER products_search_words ON products;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, name_es, brand, origin_country ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT search_words_of(concat_ws(' ', origin_country, country_name_es(origin_country))) FROM products
ON CONFLICT DO NOTHING;
