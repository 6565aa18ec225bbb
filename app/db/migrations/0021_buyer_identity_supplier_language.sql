ALTER TABLE "suppliers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "delivery_address" text;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_language_check" CHECK ("suppliers"."language" in ('en', 'fr'));