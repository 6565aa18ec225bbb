CREATE TABLE "page_cache_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "page_cache_version_single_row" CHECK ("page_cache_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_cache_version" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every write to what the public pages show moves the version on, whoever writes (the app, a script, psql).
CREATE FUNCTION "bump_page_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "page_cache_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "products_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_media_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_media" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_specs_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_specs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_faq_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_faq" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_prices_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_prices" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_options_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_options" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "product_option_values_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_option_values" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
--> statement-breakpoint
CREATE TRIGGER "settings_page_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_page_cache_version"();
