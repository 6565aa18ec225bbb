// A database that a server started by startAppServer uses and this test process can open to count rows: on
// PostgreSQL (TEST_DATABASE_URL) a fresh database, open at any time; on PGlite a data directory, which only one
// process may hold, so the test opens it while the server is stopped. In a suite that made a migrated template
// (tests/setup/migrated-template.ts) it starts migrated, as a copy of it: the server's own start then finds nothing to
// migrate (tests of a first start on an empty database, e.g. server-lifecycle, make their own).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Db, type DbKind } from "../../app/db/db.server.ts";
import { migrateDatabase } from "../../app/db/migrate.server.ts";
import { runTemplate, seedMigratedDataDir } from "../setup/migrated-template.ts";
import { createEmptyPostgresDatabase } from "./postgres.ts";

export type ServedDatabase = {
  kind: DbKind;
  /** The settings that point a server at it (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** Opens it (migrated) for `work`, then closes it. On PGlite, only while no server holds it. */
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  drop(): Promise<void>;
};

/** `kind` defaults to PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export async function createServedDatabase({ kind }: { kind?: DbKind } = {}): Promise<ServedDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-served-"));
  const template = await runTemplate();
  const postgres =
    kind === "pglite"
      ? undefined
      : await createEmptyPostgresDatabase("bpe_srv", {
          template: template?.kind === "postgres" ? template.database : undefined,
        });
  if (kind === "postgres" && !postgres) throw new Error("a PostgreSQL served database needs TEST_DATABASE_URL");
  if (!postgres) await seedMigratedDataDir(dataDir);
  const env: Record<string, string> = { DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  return {
    kind: postgres ? "postgres" : "pglite",
    env,
    async use(work) {
      const handle = await createDatabase({ url: postgres?.url, dataDir, poolMax: 2 });
      try {
        await migrateDatabase(handle.db);
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    },
    async drop() {
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
