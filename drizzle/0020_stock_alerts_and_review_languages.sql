CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"due_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_email_lower" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email")),
	CONSTRAINT "stock_alerts_language_known" CHECK ("stock_alerts"."language" IN ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_email_idx" ON "stock_alerts" USING btree ("product_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_idx" ON "stock_alerts" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("due_at") WHERE "stock_alerts"."due_at" IS NOT NULL AND "stock_alerts"."notified_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_language_known" CHECK ("reviews"."language" IN ('en', 'es'));--> statement-breakpoint
-- hand-written: a restock (stock from 0 to more) marks the product's confirmed, waiting alerts due,
-- in the restocking transaction itself: due once it commits, never if it rolls back (decision 065).
CREATE FUNCTION stock_alerts_restocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock_alerts SET due_at = now()
  WHERE product_id = NEW.id AND confirmed_at IS NOT NULL AND notified_at IS NULL AND due_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_restocked AFTER UPDATE OF stock_quantity ON products
FOR EACH ROW WHEN (OLD.stock_quantity = 0 AND NEW.stock_quantity > 0)
EXECUTE FUNCTION stock_alerts_restocked();
