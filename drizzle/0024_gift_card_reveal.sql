ALTER TABLE "gift_cards" ADD COLUMN "code_sealed" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "code_revealed_at" timestamp with time zone;