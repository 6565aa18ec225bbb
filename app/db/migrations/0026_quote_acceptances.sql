CREATE TABLE "quote_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"signer_name" text NOT NULL,
	"signature_png" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"terms_version" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_acceptances_name_check" CHECK (char_length("quote_acceptances"."signer_name") between 1 and 120),
	CONSTRAINT "quote_acceptances_pdf_sha256_check" CHECK ("quote_acceptances"."pdf_sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "quote_acceptances_signature_check" CHECK ("quote_acceptances"."signature_png" is null or "quote_acceptances"."signature_png" like 'data:image/png%')
);
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_quote_unique" ON "quote_acceptances" USING btree ("quote_id");