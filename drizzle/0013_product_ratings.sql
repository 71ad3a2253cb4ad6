-- A product's rating on the product itself (decision 025): every list of cards read it by
-- aggregating all of the shop's reviews, for each page. A trigger on reviews keeps it, so every
-- writer (shoppers, the seed, the admin, tests) keeps it without knowing.
ALTER TABLE "products" ADD COLUMN "rating_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The spec's rule (section 9): the average to one decimal; 0 with no reviews.
CREATE FUNCTION products_refresh_rating(product uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE products
  SET rating_average = coalesce(ratings.average, 0), review_count = ratings.count
  FROM (
    SELECT round(avg(rating), 1)::float8 AS average, count(*)::int AS count
    FROM reviews WHERE product_id = product
  ) AS ratings
  WHERE products.id = product
$$;--> statement-breakpoint
CREATE FUNCTION reviews_keep_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM products_refresh_rating(OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id IS DISTINCT FROM OLD.product_id) THEN
    PERFORM products_refresh_rating(NEW.product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER reviews_product_rating AFTER INSERT OR DELETE OR UPDATE OF rating, product_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_product_rating();--> statement-breakpoint
SELECT products_refresh_rating(id) FROM products WHERE id IN (SELECT DISTINCT product_id FROM reviews);
