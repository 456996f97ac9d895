ALTER TABLE "swap_offers" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "swap_offers" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
UPDATE "swap_offers" SET "emailed_at" = "created_at";