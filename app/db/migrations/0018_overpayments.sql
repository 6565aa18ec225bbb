CREATE TABLE "overpayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"order_id" uuid,
	"card_payment_order_id" uuid,
	"invoice_id" uuid,
	"provider" text,
	"provider_reference" text,
	"event_id" text,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_reference" text,
	"refunded_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overpayments_amount_check" CHECK ("overpayments"."amount_minor" > 0),
	CONSTRAINT "overpayments_currency_check" CHECK ("overpayments"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "overpayments_source_check" CHECK ("overpayments"."source" in ('provider', 'manual')),
	CONSTRAINT "overpayments_status_check" CHECK ("overpayments"."status" in ('open', 'refunded', 'kept')),
	CONSTRAINT "overpayments_subject_check" CHECK ("overpayments"."order_id" is not null or "overpayments"."card_payment_order_id" is not null or "overpayments"."invoice_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_card_payment_order_id_card_payment_orders_id_fk" FOREIGN KEY ("card_payment_order_id") REFERENCES "public"."card_payment_orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overpayments_event_unique" ON "overpayments" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "overpayments_order_idx" ON "overpayments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "overpayments_card_order_idx" ON "overpayments" USING btree ("card_payment_order_id");--> statement-breakpoint
CREATE INDEX "overpayments_invoice_idx" ON "overpayments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "overpayments_received_idx" ON "overpayments" USING btree ("received_at");