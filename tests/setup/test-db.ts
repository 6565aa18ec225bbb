// A migrated database per call, for integration tests. Each test file makes its own, so files run in parallel.
// PGlite in memory by default; with TEST_DATABASE_URL (a postgres:// URL to an existing database, used only to
// create and drop others) a fresh PostgreSQL database per call, dropped on close. CI runs both (STYLE.md §7).
// A migrated database is a copy of the run's migrated template (tests/setup/migrated-template.ts) when the suite's
// global setup made one, and is migrated here otherwise.
import { inject, it } from "vitest";
import { createDatabase, MEMORY_DATA_DIR, type Db, type DbKind, type DbLogger } from "../../app/db/db.server.ts";
import { migrateDatabase } from "../../app/db/migrate.server.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";
import { readPgliteDump } from "./migrated-template.ts";

export const TEST_DB_KIND: DbKind = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/**
 * A race between connections, run on PostgreSQL only: PGlite has one connection and runs one transaction at a
 * time, so there the race cannot happen and the test could not fail.
 */
export const itOnPostgres = it.runIf(TEST_DB_KIND === "postgres");

export type TestDatabase = {
  db: Db;
  kind: DbKind;
  /** The PostgreSQL URL of this database, to open a second pool (another "server"); undefined on PGlite. */
  url?: string;
  close: () => Promise<void>;
};

export type CreateTestDatabaseOptions = {
  /** false leaves the database empty (default: all migrations applied). */
  migrate?: boolean;
  logger?: DbLogger;
  slowQueryMs?: number;
};

export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const { migrate = true, ...databaseOptions } = options;
  const template = migrate ? inject("migratedTemplate") : undefined;
  const postgres = await createEmptyPostgresDatabase("bpe_t", {
    template: template?.kind === "postgres" ? template.database : undefined,
  });
  const fromTemplate = template?.kind === (postgres ? "postgres" : "pglite");
  const handle = await createDatabase({
    url: postgres?.url,
    dataDir: MEMORY_DATA_DIR,
    poolMax: 4,
    loadDataDir: template?.kind === "pglite" && !postgres ? await readPgliteDump(template.dumpFile) : undefined,
    ...databaseOptions,
  });
  const database: TestDatabase = {
    db: handle.db,
    kind: handle.kind,
    url: postgres?.url,
    async close() {
      await handle.close();
      await postgres?.drop();
    },
  };
  if (!migrate || fromTemplate) return database;
  try {
    await migrateDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
