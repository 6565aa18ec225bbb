ALTER TABLE "document_lines" ADD COLUMN "credited_line_id" uuid;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_credited_line_id_document_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."document_lines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_lines_credited_line_idx" ON "document_lines" USING btree ("credited_line_id");--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_credited_line_check" CHECK ("document_lines"."credited_line_id" is null or "document_lines"."parent_type" = 'credit_note');
