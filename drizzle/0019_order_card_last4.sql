ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "card_last4" text;