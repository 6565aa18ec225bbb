ALTER TABLE "overpayments" DROP CONSTRAINT "overpayments_status_check";--> statement-breakpoint
ALTER TABLE "overpayments" ADD COLUMN "refund_request_id" text;--> statement-breakpoint
ALTER TABLE "overpayments" ADD COLUMN "refund_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "overpayments" ADD COLUMN "refund_failure_reason" text;--> statement-breakpoint
CREATE INDEX "overpayments_refund_request_idx" ON "overpayments" USING btree ("refund_request_id");--> statement-breakpoint
ALTER TABLE "overpayments" ADD CONSTRAINT "overpayments_status_check" CHECK ("overpayments"."status" in ('open', 'refund_requested', 'refunded', 'kept'));