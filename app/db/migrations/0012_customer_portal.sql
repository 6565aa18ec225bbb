CREATE TABLE "customer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"quote_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "customer_links_kind_check" CHECK ("customer_links"."kind" in ('quote', 'order')),
	CONSTRAINT "customer_links_target_check" CHECK (("customer_links"."kind" = 'quote' and "customer_links"."quote_id" is not null and "customer_links"."order_id" is null)
        or ("customer_links"."kind" = 'order' and "customer_links"."order_id" is not null and "customer_links"."quote_id" is null)),
	CONSTRAINT "customer_links_token_hash_check" CHECK ("customer_links"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "order_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"milestone" text NOT NULL,
	"reached_on" date NOT NULL,
	"reference" text,
	"vessel" text,
	"estimated_arrival" date,
	"note" text,
	"photo_url" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_milestones_milestone_check" CHECK ("order_milestones"."milestone" in ('deposit_received', 'production', 'quality_check', 'loaded', 'at_sea', 'arrived', 'customs_cleared', 'delivered')),
	CONSTRAINT "order_milestones_photo_check" CHECK ("order_milestones"."photo_url" is null or "order_milestones"."photo_url" like '/uploads/%')
);
--> statement-breakpoint
ALTER TABLE "customer_links" ADD CONSTRAINT "customer_links_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_links" ADD CONSTRAINT "customer_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_milestones" ADD CONSTRAINT "order_milestones_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_links_token_hash_unique" ON "customer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_links_quote_idx" ON "customer_links" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "customer_links_order_idx" ON "customer_links" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_milestones_order_milestone_unique" ON "order_milestones" USING btree ("order_id","milestone");