CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid,
	"status" text DEFAULT 'issued' NOT NULL,
	"currency" text NOT NULL,
	"amount_total" integer NOT NULL,
	"reason" text,
	"buyer" jsonb,
	"issued_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_status_check" CHECK ("credit_notes"."status" in ('issued', 'sent')),
	CONSTRAINT "credit_notes_currency_check" CHECK ("credit_notes"."currency" in ('XPF', 'USD', 'EUR', 'HKD')),
	CONSTRAINT "credit_notes_amount_check" CHECK ("credit_notes"."amount_total" > 0),
	CONSTRAINT "credit_notes_number_check" CHECK ("credit_notes"."number" ~ '^BPE-AV-[0-9]{4}-[0-9]{5,}$')
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount" > 0),
	CONSTRAINT "invoice_payments_method_check" CHECK ("invoice_payments"."method" in ('bank_transfer', 'card', 'cash', 'cheque', 'other'))
);
--> statement-breakpoint
ALTER TABLE "document_counters" DROP CONSTRAINT "document_counters_doc_type_check";--> statement-breakpoint
ALTER TABLE "document_lines" DROP CONSTRAINT "document_lines_parent_type_check";--> statement-breakpoint
ALTER TABLE "stored_documents" DROP CONSTRAINT "stored_documents_doc_type_check";--> statement-breakpoint
ALTER TABLE "purchase_orders" DROP CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk";
--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "credit_note_id" uuid GENERATED ALWAYS AS (case when parent_type = 'credit_note' then parent_id end) STORED;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_credited" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "deposit_ratio" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "lead_time" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "incoterm" text DEFAULT 'CNF Papeete' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_created_idx" ON "credit_notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","paid_on");--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_credit_note_id_credit_notes_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."credit_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_lines_credit_note_idx" ON "document_lines" USING btree ("credit_note_id");--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_doc_type_check" CHECK ("document_counters"."doc_type" in ('quote', 'invoice', 'purchase_order', 'credit_note'));--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_parent_type_check" CHECK ("document_lines"."parent_type" in ('quote', 'invoice', 'credit_note'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_check" CHECK ("invoices"."amount_credited" >= 0 and "invoices"."amount_credited" <= "invoices"."amount_total");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_deposit_ratio_check" CHECK ("invoices"."deposit_ratio" is null or ("invoices"."deposit_ratio" > 0 and "invoices"."deposit_ratio" <= 1));--> statement-breakpoint
ALTER TABLE "stored_documents" ADD CONSTRAINT "stored_documents_doc_type_check" CHECK ("stored_documents"."doc_type" in ('quote', 'invoice', 'purchase_order', 'credit_note'));--> statement-breakpoint
-- Hand-written: invoices and credit notes are legal records, never deleted (DESIGN.md "Documents"); an invoice is
-- cancelled or corrected by a credit note instead. This backstop refuses a delete whoever issues it.
CREATE FUNCTION "refuse_document_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% % cannot be deleted: cancel it or issue a credit note', TG_TABLE_NAME, OLD."number"
    USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_no_delete" BEFORE DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_document_delete"();--> statement-breakpoint
CREATE TRIGGER "credit_notes_no_delete" BEFORE DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "refuse_document_delete"();
