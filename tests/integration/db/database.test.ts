import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDatabase, isPostgresUrl, type DbLogger } from "../../../app/db/db.server.ts";
import { checkDatabase, migrateDatabase } from "../../../app/db/migrate.server.ts";
import { settings } from "../../../app/db/schema/index.ts";
import { createTestDatabase, TEST_DB_KIND } from "../../setup/test-db.ts";

function recordingLogger() {
  const warnings: Array<{ obj: object; msg: string }> = [];
  const logger: DbLogger = { warn: (obj, msg) => warnings.push({ obj, msg }), error: () => {} };
  return { logger, warnings };
}

describe("createDatabase", { timeout: 120_000 }, () => {
  it("tells a PostgreSQL URL from anything else", () => {
    expect(isPostgresUrl("postgres://u@h:5432/db")).toBe(true);
    expect(isPostgresUrl("postgresql://u@h/db")).toBe(true);
    expect(isPostgresUrl("./data")).toBe(false);
    expect(isPostgresUrl(undefined)).toBe(false);
  });

  it.runIf(TEST_DB_KIND === "pglite")("keeps PGlite data in DATA_DIR/pglite across restarts", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "bpe-data-"));
    try {
      const first = await createDatabase({ dataDir });
      expect(first.kind).toBe("pglite");
      await migrateDatabase(first.db);
      await first.db.insert(settings).values({ key: "test_persist", value: { kept: true } });
      await first.close();
      const second = await createDatabase({ dataDir });
      await migrateDatabase(second.db);
      const rows = await second.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, "test_persist"));
      expect(rows).toEqual([{ value: { kept: true } }]);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it(`logs slow queries, in and out of transactions (${TEST_DB_KIND})`, async () => {
    const { logger, warnings } = recordingLogger();
    const database = await createTestDatabase({ logger, slowQueryMs: -1 });
    try {
      warnings.length = 0;
      await database.db.execute(sql`select 'outside' as place`);
      await database.db.transaction((tx) => tx.execute(sql`select 'inside' as place`));
      const logged = warnings.map((warning) => (warning.obj as { sql: string }).sql).join("\n");
      expect(logged).toContain("'outside'");
      expect(logged).toContain("'inside'");
      expect(warnings.every((warning) => warning.msg === "slow query")).toBe(true);
    } finally {
      await database.close();
    }
  });

  it(`returns the same JavaScript types from raw SQL (${TEST_DB_KIND})`, async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute<{ total: unknown; ratio: unknown; data: unknown }>(
        sql`select count(*) as total, 0.6::numeric as ratio, '{"a":1}'::jsonb as data from (values (1), (2)) as v(x)`,
      );
      expect(result.rows).toEqual([{ total: 2, ratio: "0.6", data: { a: 1 } }]);
    } finally {
      await database.close();
    }
  });

  it("reports a closed database as unhealthy by throwing", async () => {
    const database = await createTestDatabase();
    expect((await checkDatabase(database.db)).latencyMs).toBeGreaterThanOrEqual(0);
    await database.close();
    await expect(checkDatabase(database.db)).rejects.toThrow();
  });
});
