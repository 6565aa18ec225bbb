CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_product_id" text NOT NULL,
	"source_url" text NOT NULL,
	"price_min_minor" integer,
	"price_max_minor" integer,
	"price_currency" text,
	"moq_quantity" numeric(14, 3),
	"moq_unit" text,
	"lead_time_tiers" jsonb,
	"imported_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_imports_product_id_unique" UNIQUE("product_id"),
	CONSTRAINT "product_imports_source_product_unique" UNIQUE("source","source_product_id"),
	CONSTRAINT "product_imports_source_check" CHECK ("product_imports"."source" in ('alibaba')),
	CONSTRAINT "product_imports_price_check" CHECK (("product_imports"."price_min_minor" is null and "product_imports"."price_max_minor" is null and "product_imports"."price_currency" is null)
        or ("product_imports"."price_min_minor" >= 0 and "product_imports"."price_max_minor" >= "product_imports"."price_min_minor" and "product_imports"."price_currency" ~ '^[A-Z]{3}$')),
	CONSTRAINT "product_imports_moq_check" CHECK (("product_imports"."moq_quantity" is null and "product_imports"."moq_unit" is null) or ("product_imports"."moq_quantity" > 0 and "product_imports"."moq_unit" <> ''))
);
--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;