ALTER TABLE "orders" ADD COLUMN "admin_notes" text;--> statement-breakpoint
CREATE INDEX "orders_amount_idx" ON "orders" USING btree ("amount");--> statement-breakpoint
CREATE INDEX "orders_id_prefix_idx" ON "orders" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "payment_webhook_events_order_idx" ON "payment_webhook_events" USING btree ("order_id","received_at");