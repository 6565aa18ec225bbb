CREATE TABLE "shipment_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_files_kind_check" CHECK ("shipment_files"."kind" in ('transport_document', 'loading_photo')),
	CONSTRAINT "shipment_files_size_check" CHECK ("shipment_files"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"marks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"mode" text DEFAULT 'fcl_20' NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"port_of_loading" text DEFAULT 'Hong Kong' NOT NULL,
	"port_of_discharge" text DEFAULT 'Papeete' NOT NULL,
	"carrier" text,
	"vessel" text,
	"voyage" text,
	"container_number" text,
	"seal_number" text,
	"transport_document_number" text,
	"etd" date,
	"eta" date,
	"freight_minor" bigint DEFAULT 0 NOT NULL,
	"insurance_minor" bigint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'XPF' NOT NULL,
	"xpf_rate" numeric(12, 4),
	"capacity_volume_cm3" bigint,
	"capacity_weight_grams" bigint,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_mode_check" CHECK ("shipments"."mode" in ('fcl_20', 'fcl_40', 'lcl', 'air')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" in ('planned', 'loading', 'departed', 'arrived', 'delivered')),
	CONSTRAINT "shipments_currency_check" CHECK ("shipments"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "shipments_amounts_check" CHECK ("shipments"."freight_minor" >= 0 and "shipments"."insurance_minor" >= 0),
	CONSTRAINT "shipments_rate_check" CHECK ("shipments"."xpf_rate" is null or "shipments"."xpf_rate" > 0),
	CONSTRAINT "shipments_capacity_check" CHECK (coalesce("shipments"."capacity_volume_cm3", 1) > 0 and coalesce("shipments"."capacity_weight_grams", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "net_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gross_weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_unit_length_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_unit_width_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_unit_height_mm" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_unit_volume_cm3" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "packages_per_unit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_files" ADD CONSTRAINT "shipment_files_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_orders" ADD CONSTRAINT "shipment_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_files_shipment_idx" ON "shipment_files" USING btree ("shipment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_orders_order_unique" ON "shipment_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shipment_orders_shipment_idx" ON "shipment_orders" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_reference_unique" ON "shipments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "shipments_created_idx" ON "shipments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_status_idx" ON "shipments" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hs_code_check" CHECK ("products"."hs_code" is null or "products"."hs_code" ~ '^[0-9]{8}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_origin_country_check" CHECK ("products"."origin_country" is null or "products"."origin_country" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_logistics_check" CHECK (coalesce("products"."net_weight_grams", 0) >= 0 and coalesce("products"."gross_weight_grams", 0) >= 0
        and coalesce("products"."shipping_unit_length_mm", 0) >= 0 and coalesce("products"."shipping_unit_width_mm", 0) >= 0
        and coalesce("products"."shipping_unit_height_mm", 0) >= 0 and coalesce("products"."shipping_unit_volume_cm3", 0) >= 0
        and "products"."packages_per_unit" between 1 and 10000);