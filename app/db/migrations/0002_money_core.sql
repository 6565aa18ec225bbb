ALTER TABLE "card_payment_orders" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ALTER COLUMN "amount_xpf" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_unit" text DEFAULT 'container_20' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "units_per_shipping_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "xpf_per_unit" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "shipping_unit" text;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "shipping_unit_count" integer;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "freight_xpf" bigint;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_unit" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_unit_count" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_xpf" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "submission_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_charge_minor" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_charge_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_charge_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "order_kind" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "order_id" text;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD COLUMN "detail" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_submission_key_unique" ON "orders" USING btree ("submission_key");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_outcome_idx" ON "payment_webhook_events" USING btree ("outcome","received_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shipping_unit_check" CHECK ("products"."shipping_unit" in ('pallet', 'container_20', 'container_40', 'parcel'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_units_per_shipping_unit_check" CHECK ("products"."units_per_shipping_unit" between 1 and 100000);--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_outcome_check" CHECK ("payment_webhook_events"."outcome" in ('applied', 'unchanged', 'mismatch', 'no_order', 'ignored'));--> statement-breakpoint
-- Hand-written (data): one rate per currency (DESIGN.md ruling 1). The separate display rates go; XPF per HKD and
-- per EUR take the ruling's defaults, XPF per USD keeps its value.
INSERT INTO "settings" ("key", "value") VALUES ('xpf_per_hkd', '15.3'::jsonb), ('xpf_per_eur', '119.33'::jsonb)
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DELETE FROM "settings" WHERE "key" = 'display_rates';--> statement-breakpoint
-- Hand-written (data): the spec's "2 mini-excavators per 20-foot container" was a rule on slugs; it becomes the data
-- of the demo product. Every other product ships one unit per container_20 (the column defaults), so its price for
-- quantity 1 is unchanged.
UPDATE "products" SET "shipping_unit" = 'container_20', "units_per_shipping_unit" = 2 WHERE "slug" = 'mini-pelle-import-groupe';--> statement-breakpoint
UPDATE "products" SET "shipping_unit" = 'container_40' WHERE "slug" IN ('kit-structure-tiny-house-70-m2', 'serre-photovoltaique-vanille');
