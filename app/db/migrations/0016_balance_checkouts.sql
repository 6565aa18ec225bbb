CREATE TABLE "balance_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"payment_reference" text NOT NULL,
	"amount_due" bigint NOT NULL,
	"invoice_currency" text NOT NULL,
	"charge_minor" bigint NOT NULL,
	"charge_currency" text NOT NULL,
	"charge_rate" numeric(12, 4),
	"lang" text NOT NULL,
	"paid_at" timestamp with time zone,
	"invoice_payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_checkouts_amounts_check" CHECK ("balance_checkouts"."amount_due" > 0 and "balance_checkouts"."charge_minor" > 0),
	CONSTRAINT "balance_checkouts_lang_check" CHECK ("balance_checkouts"."lang" in ('fr', 'en', 'zh'))
);
--> statement-breakpoint
ALTER TABLE "balance_checkouts" ADD CONSTRAINT "balance_checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_checkouts" ADD CONSTRAINT "balance_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_checkouts" ADD CONSTRAINT "balance_checkouts_invoice_payment_id_invoice_payments_id_fk" FOREIGN KEY ("invoice_payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_checkouts_payment_unique" ON "balance_checkouts" USING btree ("provider","payment_reference");--> statement-breakpoint
CREATE INDEX "balance_checkouts_invoice_idx" ON "balance_checkouts" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "balance_checkouts_order_idx" ON "balance_checkouts" USING btree ("order_id");