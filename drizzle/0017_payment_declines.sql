CREATE TABLE "payment_declines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"client_ip" text,
	"provider" text NOT NULL,
	"declined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_stopped" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_declines" ADD CONSTRAINT "payment_declines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_declines_client_idx" ON "payment_declines" USING btree ("client_ip","declined_at");--> statement-breakpoint
CREATE INDEX "payment_declines_order_idx" ON "payment_declines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_declines_declined_at_idx" ON "payment_declines" USING btree ("declined_at");