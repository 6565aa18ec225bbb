CREATE TABLE "lead_day_totals" (
	"day" date PRIMARY KEY NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_totals" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"collected" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_totals_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
-- Hand-written: the triggers that keep the day totals (one statement's rows at a time, through its transition
-- tables, so a batch of 1,000 orders is one upsert), and their first filling from the rows already there. Days are
-- Tahiti's, like the dashboard's periods. A change that moves no total (an order's notes) writes nothing.
CREATE FUNCTION "order_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "order_day_totals" AS t ("day", "currency", "orders", "paid", "paid_amount", "collected")
    SELECT d.*
    FROM (
      SELECT (r."created_at" AT TIME ZONE 'Pacific/Tahiti')::date AS "day", r."currency",
        sum(r.sign) AS "orders",
        sum(CASE WHEN r."status" = 'paid' THEN r.sign ELSE 0 END) AS "paid",
        sum(CASE WHEN r."status" = 'paid' THEN r.sign * r."amount" ELSE 0 END) AS "paid_amount",
        sum(CASE WHEN r."status" = 'paid' THEN r.sign * round(r."amount" * r."deposit_ratio") ELSE 0 END) AS "collected"
      FROM (%s) r
      GROUP BY 1, 2
    ) d
    WHERE (d."orders", d."paid", d."paid_amount", d."collected") <> (0, 0, 0, 0)
    ORDER BY d."day", d."currency"
    ON CONFLICT ("day", "currency") DO UPDATE SET
      "orders" = t."orders" + excluded."orders",
      "paid" = t."paid" + excluded."paid",
      "paid_amount" = t."paid_amount" + excluded."paid_amount",
      "collected" = t."collected" + excluded."collected"
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "lead_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n."created_at", 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o."created_at", -1 AS sign FROM old_rows o'
    ELSE 'SELECT n."created_at", 1 AS sign FROM new_rows n UNION ALL SELECT o."created_at", -1 AS sign FROM old_rows o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "lead_day_totals" AS t ("day", "leads")
    SELECT d.*
    FROM (
      SELECT (r."created_at" AT TIME ZONE 'Pacific/Tahiti')::date AS "day", sum(r.sign) AS "leads"
      FROM (%s) r
      GROUP BY 1
    ) d
    WHERE d."leads" <> 0
    ORDER BY d."day"
    ON CONFLICT ("day") DO UPDATE SET "leads" = t."leads" + excluded."leads"
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "day_totals_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'orders' THEN
    DELETE FROM "order_day_totals";
  ELSE
    DELETE FROM "lead_day_totals";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "order_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "day_totals_clear"();
--> statement-breakpoint
CREATE TRIGGER "leads_day_totals_insert" AFTER INSERT ON "leads" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "leads_day_totals_update" AFTER UPDATE ON "leads" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "leads_day_totals_delete" AFTER DELETE ON "leads" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "lead_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "leads_day_totals_truncate" AFTER TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION "day_totals_clear"();
--> statement-breakpoint
-- Hand-written (drizzle-kit writes no INCLUDE): the dashboard's top products read the period's paid orders from this
-- index alone (an index-only scan of a few hundred pages instead of every page of the orders table).
CREATE INDEX IF NOT EXISTS "orders_paid_created_idx" ON "orders" USING btree ("created_at") INCLUDE ("product_slug", "currency", "amount", "deposit_ratio") WHERE "status" = 'paid';
--> statement-breakpoint
INSERT INTO "order_day_totals" ("day", "currency", "orders", "paid", "paid_amount", "collected")
SELECT ("created_at" AT TIME ZONE 'Pacific/Tahiti')::date, "currency", count(*),
  count(*) FILTER (WHERE "status" = 'paid'),
  coalesce(sum("amount") FILTER (WHERE "status" = 'paid'), 0),
  coalesce(sum(round("amount" * "deposit_ratio")) FILTER (WHERE "status" = 'paid'), 0)
FROM "orders"
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "lead_day_totals" ("day", "leads")
SELECT ("created_at" AT TIME ZONE 'Pacific/Tahiti')::date, count(*) FROM "leads" GROUP BY 1;
