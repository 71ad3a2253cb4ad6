-- A product's rating on the product itself (decision 025): every list of cards read it by
-- aggregating all of the shop's reviews, for each page. A trigger on reviews keeps it, so every
-- writer (shoppers, the seed, the admin, tests) keeps it without knowing.
ALTER TABLE "products" ADD COLUMN "rating_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The spec's rule (section 9): the average to one decimal; 0 with no reviews.
CREATE FUNCTION products_refresh_ratings(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products
  SET rating_average = coalesce(ratings.average, 0), review_count = ratings.count
  FROM (SELECT DISTINCT id FROM unnest(ids) AS id) AS touched
  CROSS JOIN LATERAL (
    SELECT round(avg(rating), 1)::float8 AS average, count(*)::int AS count
    FROM reviews WHERE product_id = touched.id
  ) AS ratings
  WHERE products.id = touched.id
$$;--> statement-breakpoint
-- Once per statement, for the products it touched: the seed's hundreds of reviews update each
-- product once, not once per review.
CREATE FUNCTION reviews_keep_product_ratings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_ratings(ARRAY(SELECT product_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_ratings(ARRAY(SELECT product_id FROM old_rows));
  ELSE
    PERFORM products_refresh_ratings(ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- PostgreSQL allows transition tables on single-event triggers only: one trigger per event.
CREATE TRIGGER reviews_ratings_after_insert AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_after_delete AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_ratings();--> statement-breakpoint
CREATE TRIGGER reviews_ratings_after_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION reviews_keep_product_ratings();--> statement-breakpoint
SELECT products_refresh_ratings(ARRAY(SELECT product_id FROM reviews));
