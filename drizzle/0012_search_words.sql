-- Search's typo tolerance (decision 008): a mistyped word is matched against the catalogue's own
-- words (product names in both languages, brands), lowercased and unaccented, through this small
-- table's trigram index, instead of against every product's name.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- GIN indexes update at once, without a pending list: the embedded database has no autovacuum to
-- merge one, and a long list turns the planner from the index to a scan of every row. Their
-- lists so far are merged now.
ALTER INDEX "products_search_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "products_name_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "products_name_es_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
ALTER INDEX "products_brand_trgm_idx" SET (fastupdate=false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY['products_search_idx', 'products_name_trgm_idx', 'products_name_es_trgm_idx', 'products_brand_trgm_idx']) AS index_name;--> statement-breakpoint
-- The words of a text as search compares them: lowercased, unaccented, three letters or more,
-- sorted (inserted in one order everywhere, concurrent writers never wait on each other in a
-- cycle).
CREATE FUNCTION search_words_of(string text) RETURNS SETOF text LANGUAGE sql STABLE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(lower(unaccent(coalesce(string, ''))), '[^[:alnum:]]+') AS word
  WHERE length(word) >= 3
  ORDER BY word
$$;--> statement-breakpoint
-- Every writer of products (the seed, the admin, imports) keeps the table without knowing it.
CREATE FUNCTION products_keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT search_words_of(concat_ws(' ', NEW.name, NEW.name_es, NEW.brand))
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words AFTER INSERT OR UPDATE OF name, name_es, brand ON products
  FOR EACH ROW EXECUTE FUNCTION products_keep_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT search_words_of(concat_ws(' ', name, name_es, brand)) FROM products
ON CONFLICT DO NOTHING;
