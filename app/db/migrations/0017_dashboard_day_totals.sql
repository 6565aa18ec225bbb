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
-- Hand-written: the triggers that keep the day totals, and their first filling from the rows already there. Days
-- are Tahiti's, like the dashboard's periods. Each row's change is added when its transaction commits (a deferred
-- constraint trigger): the day's total row is then locked for an instant, not while an order's transaction renders
-- its emails, which would make every order of the day wait for the one before. A change that moves no total (an
-- order's notes, a lead's status) writes nothing.
CREATE FUNCTION "order_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_day_totals" AS t ("day", "currency", "orders", "paid", "paid_amount", "collected")
  SELECT d."day", d."currency", sum(d."orders"), sum(d."paid"), sum(d."paid_amount"), sum(d."collected")
  FROM (
    SELECT (NEW."created_at" AT TIME ZONE 'Pacific/Tahiti')::date AS "day", NEW."currency" AS "currency",
      1 AS "orders",
      CASE WHEN NEW."status" = 'paid' THEN 1 ELSE 0 END AS "paid",
      CASE WHEN NEW."status" = 'paid' THEN NEW."amount" ELSE 0 END AS "paid_amount",
      CASE WHEN NEW."status" = 'paid' THEN round(NEW."amount" * NEW."deposit_ratio") ELSE 0 END AS "collected"
    WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT (OLD."created_at" AT TIME ZONE 'Pacific/Tahiti')::date, OLD."currency",
      -1,
      CASE WHEN OLD."status" = 'paid' THEN -1 ELSE 0 END,
      CASE WHEN OLD."status" = 'paid' THEN -OLD."amount" ELSE 0 END,
      CASE WHEN OLD."status" = 'paid' THEN -round(OLD."amount" * OLD."deposit_ratio") ELSE 0 END
    WHERE TG_OP <> 'INSERT'
  ) d
  GROUP BY 1, 2
  HAVING (sum(d."orders"), sum(d."paid"), sum(d."paid_amount"), sum(d."collected")) <> (0, 0, 0, 0)
  ORDER BY 1, 2
  ON CONFLICT ("day", "currency") DO UPDATE SET
    "orders" = t."orders" + excluded."orders",
    "paid" = t."paid" + excluded."paid",
    "paid_amount" = t."paid_amount" + excluded."paid_amount",
    "collected" = t."collected" + excluded."collected";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "lead_day_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "lead_day_totals" AS t ("day", "leads")
  SELECT d."day", sum(d."leads")
  FROM (
    SELECT (NEW."created_at" AT TIME ZONE 'Pacific/Tahiti')::date AS "day", 1 AS "leads" WHERE TG_OP <> 'DELETE'
    UNION ALL
    SELECT (OLD."created_at" AT TIME ZONE 'Pacific/Tahiti')::date, -1 WHERE TG_OP <> 'INSERT'
  ) d
  GROUP BY 1
  HAVING sum(d."leads") <> 0
  ON CONFLICT ("day") DO UPDATE SET "leads" = t."leads" + excluded."leads";
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
CREATE CONSTRAINT TRIGGER "orders_day_totals" AFTER INSERT OR UPDATE OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_day_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "orders_day_totals_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "day_totals_clear"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leads_day_totals" AFTER INSERT OR UPDATE OR DELETE ON "leads" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "lead_day_totals_apply"();
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
