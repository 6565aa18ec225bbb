import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDatabase, migrateDatabase, MIGRATIONS_FOLDER } from "../../../app/db/migrate.server.ts";
import { createDatabase } from "../../../app/db/db.server.ts";
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from "../../setup/test-db.ts";

const EXPECTED_TABLES = [
  "admin_sessions",
  "admin_users",
  "audit_log",
  "auth_tokens",
  "balance_checkouts",
  "card_payment_orders",
  "categories",
  "credit_notes",
  "customer_links",
  "customers",
  "document_counters",
  "document_lines",
  "invoice_payments",
  "invoices",
  "lead_day_totals",
  "leads",
  "login_attempts",
  "mail_outbox",
  "order_day_totals",
  "order_milestones",
  "orders",
  "overpayments",
  "page_cache_version",
  "payment_webhook_events",
  "product_faq",
  "product_imports",
  "product_media",
  "product_option_values",
  "product_options",
  "product_specs",
  "products",
  "purchase_order_lines",
  "purchase_orders",
  "quote_acceptances",
  "quotes",
  "rate_limit_hits",
  "scheduled_job_states",
  "sent_reminders",
  "settings",
  "shipment_files",
  "shipment_orders",
  "shipments",
  "stored_documents",
  "suppliers",
];

function readJournal(): { entries: unknown[] } {
  return JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8")) as { entries: unknown[] };
}

/** The applied migrations and every column, constraint and index of the public schema. */
async function schemaOf({ db }: TestDatabase) {
  const migrations = await db.execute(sql`select hash, created_at from drizzle.__drizzle_migrations order by id`);
  const columns = await db.execute(sql`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = 'public' order by table_name, column_name`);
  const constraints = await db.execute(sql`
    select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition from pg_constraint
    where connamespace = 'public'::regnamespace order by 1, 2`);
  const indexes = await db.execute(
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`,
  );
  return { migrations: migrations.rows, columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows };
}

describe("migrations", { timeout: 60_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(() => database?.close());

  it("apply on an empty database, then again without error or change", async () => {
    await migrateDatabase(database.db);
    await migrateDatabase(database.db);
    await migrateDatabase(database.db);
    const applied = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.total).toBe(readJournal().entries.length);
  });

  it("create every table of both specification documents", async () => {
    const result = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(result.rows.map((row) => row.table_name)).toEqual(EXPECTED_TABLES);
  });

  // The other test files start from the run's migrated template (tests/setup/migrated-template.ts), not from empty.
  it("give the other test files, through the run's template, the database they would get by migrating", async () => {
    await migrateDatabase(database.db);
    const templated = await createTestDatabase();
    try {
      expect(await schemaOf(templated)).toEqual(await schemaOf(database));
    } finally {
      await templated.close();
    }
  });

  it("answer the health check", async () => {
    expect((await checkDatabase(database.db)).latencyMs).toBeGreaterThanOrEqual(0);
  });

  // PGlite has one connection, so only PostgreSQL can show a race between servers.
  it.runIf(TEST_DB_KIND === "postgres")("serialise servers migrating at once", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const servers = await Promise.all([1, 2, 3].map(() => createDatabase({ url: fresh.url })));
    try {
      await Promise.all(servers.map((server) => migrateDatabase(server.db)));
      const applied = await fresh.db.execute<{ total: number }>(
        sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.total).toBe(readJournal().entries.length);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await fresh.close();
    }
  });
});
