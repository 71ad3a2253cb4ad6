CREATE TABLE "return_request_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "return_request_lines_quantity_positive" CHECK ("return_request_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "return_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"photo_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"resolution" text,
	"amount_cents" integer,
	"provider_refund_id" text,
	"credit_last4" text,
	"replacement_order_id" uuid,
	"refusal_reason" text,
	"resellable" boolean,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "return_requests_status_valid" CHECK ("return_requests"."status" IN ('requested', 'awaiting_item', 'completed', 'refused')),
	CONSTRAINT "return_requests_reason_valid" CHECK ("return_requests"."reason" IN ('damaged', 'melted', 'wrong_item', 'not_as_described', 'changed_mind')),
	CONSTRAINT "return_requests_resolution_valid" CHECK ("return_requests"."resolution" IS NULL OR "return_requests"."resolution" IN ('refund', 'store_credit', 'replacement')),
	CONSTRAINT "return_requests_amount_valid" CHECK ("return_requests"."amount_cents" IS NULL OR "return_requests"."amount_cents" >= 0),
	CONSTRAINT "return_requests_photos_valid" CHECK (cardinality("return_requests"."photo_keys") <= 3)
);
--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_return_id_return_requests_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."return_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request_lines" ADD CONSTRAINT "return_request_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "return_request_lines_line_idx" ON "return_request_lines" USING btree ("return_id","order_line_id");--> statement-breakpoint
CREATE INDEX "return_request_lines_order_line_idx" ON "return_request_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "return_requests_status_idx" ON "return_requests" USING btree ("status","created_at");