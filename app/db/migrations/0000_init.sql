CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_users_email_check" CHECK ("admin_users"."email" = lower("admin_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "auth_tokens_purpose_check" CHECK ("auth_tokens"."purpose" in ('confirm', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"cover" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "product_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_faq_position_check" CHECK ("product_faq"."position" >= 0),
	CONSTRAINT "product_faq_not_empty_check" CHECK ("product_faq"."question" <> '' and "product_faq"."answer" <> '')
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_media_kind_check" CHECK ("product_media"."kind" in ('image', 'video')),
	CONSTRAINT "product_media_position_check" CHECK ("product_media"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_option_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"option_id" uuid NOT NULL,
	"value_code" text NOT NULL,
	"label" text NOT NULL,
	"price_delta" integer DEFAULT 0 NOT NULL,
	"description" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_option_values_code_unique" UNIQUE("option_id","value_code"),
	CONSTRAINT "product_option_values_code_check" CHECK ("product_option_values"."value_code" <> ''),
	CONSTRAINT "product_option_values_position_check" CHECK ("product_option_values"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"input_type" text DEFAULT 'select' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_options_code_unique" UNIQUE("product_id","code"),
	CONSTRAINT "product_options_input_type_check" CHECK ("product_options"."input_type" in ('select', 'radio', 'checkbox')),
	CONSTRAINT "product_options_position_check" CHECK ("product_options"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text DEFAULT 'XPF' NOT NULL,
	"amount" integer NOT NULL,
	"label" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_prices_currency_check" CHECK ("product_prices"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "product_prices_amount_check" CHECK ("product_prices"."amount" >= 0),
	CONSTRAINT "product_prices_position_check" CHECK ("product_prices"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_specs_position_check" CHECK ("product_specs"."position" >= 0),
	CONSTRAINT "product_specs_not_empty_check" CHECK ("product_specs"."label" <> '' and "product_specs"."value" <> '')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid,
	"title" text NOT NULL,
	"subtitle" text,
	"description_html" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"incoterm" text DEFAULT 'CNF Papeete' NOT NULL,
	"leadtime" text,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"final_price_xpf" integer,
	"base_price_xpf" integer,
	"freight_price_xpf" integer,
	"purchase_price_cents" integer,
	"margin_coefficient" numeric(6, 3) DEFAULT 1.5 NOT NULL,
	"sea_freight_cents" integer,
	"air_freight_cents" integer,
	"sea_shipping_available" boolean DEFAULT true NOT NULL,
	"air_shipping_available" boolean DEFAULT false NOT NULL,
	"supplier_name" text,
	"supplier_url" text,
	"payment_terms" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "products_prices_check" CHECK (coalesce("products"."final_price_xpf", 0) >= 0 and coalesce("products"."base_price_xpf", 0) >= 0
        and coalesce("products"."freight_price_xpf", 0) >= 0 and coalesce("products"."purchase_price_cents", 0) >= 0
        and coalesce("products"."sea_freight_cents", 0) >= 0 and coalesce("products"."air_freight_cents", 0) >= 0),
	CONSTRAINT "products_margin_check" CHECK ("products"."margin_coefficient" > 0),
	CONSTRAINT "products_slug_check" CHECK ("products"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"year" integer NOT NULL,
	"doc_type" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY("year","doc_type"),
	CONSTRAINT "document_counters_doc_type_check" CHECK ("document_counters"."doc_type" in ('quote', 'invoice', 'purchase_order')),
	CONSTRAINT "document_counters_seq_check" CHECK ("document_counters"."seq" >= 0),
	CONSTRAINT "document_counters_year_check" CHECK ("document_counters"."year" between 2000 and 9999)
);
--> statement-breakpoint
CREATE TABLE "document_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_type" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"quote_id" uuid GENERATED ALWAYS AS (case when parent_type = 'quote' then parent_id end) STORED,
	"invoice_id" uuid GENERATED ALWAYS AS (case when parent_type = 'invoice' then parent_id end) STORED,
	"product_slug" text,
	"description" text DEFAULT '' NOT NULL,
	"qty" numeric(12, 2) DEFAULT 1 NOT NULL,
	"unit_price" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_lines_parent_type_check" CHECK ("document_lines"."parent_type" in ('quote', 'invoice')),
	CONSTRAINT "document_lines_qty_check" CHECK ("document_lines"."qty" >= 0),
	CONSTRAINT "document_lines_unit_price_check" CHECK ("document_lines"."unit_price" >= 0),
	CONSTRAINT "document_lines_currency_check" CHECK ("document_lines"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "document_lines_position_check" CHECK ("document_lines"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" text DEFAULT 'standard' NOT NULL,
	"quote_id" uuid,
	"customer_id" uuid,
	"order_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount_total" integer DEFAULT 0 NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"deducted_invoice_id" uuid,
	"deducted_amount" integer DEFAULT 0 NOT NULL,
	"customer_reference" text,
	"notes" text,
	"due_date" date,
	"paid_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('standard', 'deposit', 'balance')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('draft', 'issued', 'sent', 'paid', 'cancelled')),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "invoices_amounts_check" CHECK ("invoices"."amount_total" >= 0 and "invoices"."amount_paid" >= 0 and "invoices"."deducted_amount" >= 0),
	CONSTRAINT "invoices_deduction_check" CHECK (("invoices"."kind" = 'balance' or ("invoices"."deducted_invoice_id" is null and "invoices"."deducted_amount" = 0))
        and "invoices"."deducted_invoice_id" is distinct from "invoices"."id"),
	CONSTRAINT "invoices_number_check" CHECK ("invoices"."number" ~ '^BPE-F-[0-9]{4}-[0-9]{5,}$')
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"po_id" uuid NOT NULL,
	"product_slug" text,
	"description" text DEFAULT '' NOT NULL,
	"qty" numeric(12, 2) DEFAULT 1 NOT NULL,
	"unit_cost" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_qty_check" CHECK ("purchase_order_lines"."qty" >= 0),
	CONSTRAINT "purchase_order_lines_unit_cost_check" CHECK ("purchase_order_lines"."unit_cost" >= 0),
	CONSTRAINT "purchase_order_lines_currency_check" CHECK ("purchase_order_lines"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "purchase_order_lines_position_check" CHECK ("purchase_order_lines"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"supplier_id" uuid,
	"order_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"incoterm" text DEFAULT 'CNF Papeete' NOT NULL,
	"ship_to" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('draft', 'sent', 'confirmed', 'fulfilled', 'cancelled')),
	CONSTRAINT "purchase_orders_currency_check" CHECK ("purchase_orders"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "purchase_orders_total_check" CHECK ("purchase_orders"."total" >= 0),
	CONSTRAINT "purchase_orders_number_check" CHECK ("purchase_orders"."number" ~ '^BPE-PO-[0-9]{4}-[0-9]{5,}$')
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"title" text,
	"customer_id" uuid,
	"order_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"valid_until" date,
	"customer_reference" text,
	"notes" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_number_unique" UNIQUE("number"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'accepted', 'rejected', 'converted')),
	CONSTRAINT "quotes_currency_check" CHECK ("quotes"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "quotes_total_check" CHECK ("quotes"."total" >= 0),
	CONSTRAINT "quotes_number_check" CHECK ("quotes"."number" ~ '^BPE-Q-[0-9]{4}-[0-9]{5,}$')
);
--> statement-breakpoint
CREATE TABLE "stored_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doc_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"number" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL,
	"bytes" "bytea",
	"storage_key" text,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_documents_doc_type_check" CHECK ("stored_documents"."doc_type" in ('quote', 'invoice', 'purchase_order')),
	CONSTRAINT "stored_documents_content_check" CHECK ("stored_documents"."bytes" is not null or "stored_documents"."storage_key" is not null),
	CONSTRAINT "stored_documents_size_check" CHECK ("stored_documents"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"website" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_name_check" CHECK ("suppliers"."name" <> '')
);
--> statement-breakpoint
CREATE TABLE "card_payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"amount_xpf" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"buyer_email" text NOT NULL,
	"product_id" uuid,
	"product_slug" text,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"payment_link_id" text,
	"payment_intent_id" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_orders_status_check" CHECK ("card_payment_orders"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "card_payment_orders_amount_check" CHECK ("card_payment_orders"."amount_cents" >= 0 and coalesce("card_payment_orders"."amount_xpf", 0) >= 0),
	CONSTRAINT "card_payment_orders_quantity_check" CHECK ("card_payment_orders"."quantity" >= 1),
	CONSTRAINT "card_payment_orders_currency_check" CHECK ("card_payment_orders"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "card_payment_orders_lang_check" CHECK ("card_payment_orders"."lang" in ('fr', 'en', 'zh')),
	CONSTRAINT "card_payment_orders_email_check" CHECK ("card_payment_orders"."buyer_email" = lower("card_payment_orders"."buyer_email"))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"full_name" text,
	"phone" text,
	"company" text,
	"location" text,
	"address" text,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_email_unique" UNIQUE("email"),
	CONSTRAINT "customers_email_check" CHECK ("customers"."email" = lower("customers"."email") and position('@' in "customers"."email") > 1)
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_slug" text,
	"status" text DEFAULT 'new' NOT NULL,
	"source" text NOT NULL,
	"project_type" text,
	"message" text,
	"location" text,
	"options" jsonb,
	"notes" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"dedupe_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_dedupe_hash_unique" UNIQUE("dedupe_hash"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'qualified', 'contacted', 'converted', 'lost')),
	CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('home', 'product', 'devis')),
	CONSTRAINT "leads_lang_check" CHECK ("leads"."lang" in ('fr', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"product_id" uuid,
	"product_slug" text NOT NULL,
	"qty" integer DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'XPF' NOT NULL,
	"deposit_ratio" numeric(4, 3) DEFAULT 0.6 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"project_type" text,
	"lang" text DEFAULT 'fr' NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_qty_check" CHECK ("orders"."qty" >= 1),
	CONSTRAINT "orders_amount_check" CHECK ("orders"."amount" >= 0),
	CONSTRAINT "orders_currency_check" CHECK ("orders"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "orders_deposit_ratio_check" CHECK ("orders"."deposit_ratio" > 0 and "orders"."deposit_ratio" <= 1),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'processing', 'paid', 'cancelled')),
	CONSTRAINT "orders_lang_check" CHECK ("orders"."lang" in ('fr', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('queued', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "payment_webhook_events_event_unique" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_admin_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faq" ADD CONSTRAINT "product_faq_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deducted_invoice_id_invoices_id_fk" FOREIGN KEY ("deducted_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_po_id_purchase_orders_id_fk" FOREIGN KEY ("po_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_orders" ADD CONSTRAINT "card_payment_orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_user_idx" ON "admin_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_idx" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "login_attempts_key_created_idx" ON "login_attempts" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "product_faq_product_idx" ON "product_faq" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_option_values_option_idx" ON "product_option_values" USING btree ("option_id","position");--> statement-breakpoint
CREATE INDEX "product_options_product_idx" ON "product_options" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_prices_product_idx" ON "product_prices" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_specs_product_idx" ON "product_specs" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_category_list_idx" ON "products" USING btree ("category_id","status","active","updated_at");--> statement-breakpoint
CREATE INDEX "products_status_updated_idx" ON "products" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("status","updated_at") WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_lines_parent_idx" ON "document_lines" USING btree ("parent_type","parent_id","position");--> statement-breakpoint
CREATE INDEX "document_lines_quote_idx" ON "document_lines" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "document_lines_invoice_idx" ON "document_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_quote_idx" ON "invoices" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_po_idx" ON "purchase_order_lines" USING btree ("po_id","position");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "purchase_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_order_idx" ON "purchase_orders" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quotes_order_idx" ON "quotes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stored_documents_document_idx" ON "stored_documents" USING btree ("doc_type","document_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "card_payment_orders_created_idx" ON "card_payment_orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "card_payment_orders_status_created_idx" ON "card_payment_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "card_payment_orders_buyer_email_idx" ON "card_payment_orders" USING btree ("buyer_email");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_orders_link_unique" ON "card_payment_orders" USING btree ("provider","payment_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payment_orders_intent_unique" ON "card_payment_orders" USING btree ("provider","payment_intent_id");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "leads_status_created_idx" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_customer_idx" ON "leads" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "orders_product_slug_idx" ON "orders" USING btree ("product_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_reference_unique" ON "orders" USING btree ("payment_provider","payment_reference");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_webhook_events_received_idx" ON "payment_webhook_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_key_created_idx" ON "rate_limit_hits" USING btree ("key","created_at");