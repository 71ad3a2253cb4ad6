CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"event_id" text,
	"amount_cents" integer,
	"currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_valid" CHECK ("sandbox_payments"."status" IN ('succeeded', 'canceled'))
);
