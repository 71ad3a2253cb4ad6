CREATE TABLE "product_pairs" (
	"product_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_pairs_product_id_other_id_pk" PRIMARY KEY("product_id","other_id"),
	CONSTRAINT "product_pairs_not_itself" CHECK ("product_pairs"."product_id" <> "product_pairs"."other_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients_es" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "diets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "energy_kcal" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fat_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "saturates_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "carbohydrate_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sugars_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "protein_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "salt_grams" double precision;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fact_bits" integer GENERATED ALWAYS AS ((CASE WHEN "products"."diets" @> '{vegan}'::text[] THEN 1 ELSE 0 END) + (CASE WHEN "products"."diets" @> '{vegetarian}'::text[] THEN 2 ELSE 0 END) + (CASE WHEN "products"."diets" @> '{gluten-free}'::text[] THEN 4 ELSE 0 END) + (CASE WHEN "products"."diets" @> '{halal}'::text[] THEN 8 ELSE 0 END) + (CASE WHEN "products"."diets" @> '{kosher}'::text[] THEN 16 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{milk}'::text[] OR "products"."may_contain" && '{milk}'::text[] THEN 32 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{eggs}'::text[] OR "products"."may_contain" && '{eggs}'::text[] THEN 64 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{fish}'::text[] OR "products"."may_contain" && '{fish}'::text[] THEN 128 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{shellfish}'::text[] OR "products"."may_contain" && '{shellfish}'::text[] THEN 256 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{tree-nuts}'::text[] OR "products"."may_contain" && '{tree-nuts}'::text[] THEN 512 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{peanuts}'::text[] OR "products"."may_contain" && '{peanuts}'::text[] THEN 1024 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{wheat}'::text[] OR "products"."may_contain" && '{wheat}'::text[] THEN 2048 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{soy}'::text[] OR "products"."may_contain" && '{soy}'::text[] THEN 4096 ELSE 0 END) + (CASE WHEN "products"."allergens" && '{sesame}'::text[] OR "products"."may_contain" && '{sesame}'::text[] THEN 8192 ELSE 0 END)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_pairs" ADD CONSTRAINT "product_pairs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pairs" ADD CONSTRAINT "product_pairs_other_id_products_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nutrition_not_negative" CHECK (coalesce(least("products"."energy_kcal", "products"."fat_grams", "products"."saturates_grams", "products"."carbohydrate_grams", "products"."sugars_grams", "products"."protein_grams", "products"."salt_grams"), 0) >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_nutrition_parts" CHECK (("products"."saturates_grams" IS NULL OR "products"."saturates_grams" <= "products"."fat_grams") AND ("products"."sugars_grams" IS NULL OR "products"."sugars_grams" <= "products"."carbohydrate_grams"));--> statement-breakpoint
-- hand-written
-- "Pairs well with" (decision 072): two products bought in the same paid order count once more,
-- each way. Counted when an order is paid (paid_at set), and for lines added to an order already
-- paid; whatever path pays it (webhook, sandbox, admin, tests' kits) keeps the counts current.
CREATE FUNCTION product_pairs_count_orders(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO product_pairs (product_id, other_id, orders)
  SELECT a.product_id, b.product_id, count(DISTINCT a.order_id)::int
  FROM order_lines a JOIN order_lines b ON b.order_id = a.order_id
  WHERE a.order_id = ANY(ids) AND a.product_id IS NOT NULL AND b.product_id IS NOT NULL
    AND a.product_id <> b.product_id
  GROUP BY a.product_id, b.product_id
  ON CONFLICT (product_id, other_id) DO UPDATE SET orders = product_pairs.orders + EXCLUDED.orders
$$;--> statement-breakpoint
CREATE FUNCTION orders_count_product_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_pairs_count_orders(ARRAY[NEW.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_product_pairs_when_paid AFTER UPDATE OF paid_at ON orders
  FOR EACH ROW WHEN (OLD.paid_at IS NULL AND NEW.paid_at IS NOT NULL)
  EXECUTE FUNCTION orders_count_product_pairs();--> statement-breakpoint
-- Lines written into an order that is paid already: each new line with every other line of its
-- order (the new one's way), and with every older line the other way too; two new lines meet
-- twice, once from each, so every pair counts once each way.
CREATE FUNCTION order_lines_count_product_pairs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_pairs (product_id, other_id, orders)
  SELECT pair.product_id, pair.other_id, count(*)::int
  FROM (
    SELECT n.product_id, m.product_id AS other_id
    FROM new_lines n JOIN orders o ON o.id = n.order_id AND o.paid_at IS NOT NULL
    JOIN order_lines m ON m.order_id = n.order_id AND m.id <> n.id
    WHERE n.product_id IS NOT NULL AND m.product_id IS NOT NULL AND m.product_id <> n.product_id
    UNION ALL
    SELECT m.product_id, n.product_id
    FROM new_lines n JOIN orders o ON o.id = n.order_id AND o.paid_at IS NOT NULL
    JOIN order_lines m ON m.order_id = n.order_id AND m.id <> n.id
    WHERE n.product_id IS NOT NULL AND m.product_id IS NOT NULL AND m.product_id <> n.product_id
      AND NOT EXISTS (SELECT 1 FROM new_lines x WHERE x.id = m.id)
  ) pair
  GROUP BY pair.product_id, pair.other_id
  ON CONFLICT (product_id, other_id) DO UPDATE SET orders = product_pairs.orders + EXCLUDED.orders;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_lines_product_pairs_after_insert AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT
  EXECUTE FUNCTION order_lines_count_product_pairs();
