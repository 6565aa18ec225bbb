// `/readyz` (issue 32 item 5): whether this server should be sent visitors. `/healthz` says the process is alive and
// its database answers; ready also means every migration of this release is applied and the file storage takes a
// write. A server that is shutting down answers "not ready" first, so a load balancer that polls it stops sending.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import type { Storage } from "../media/storage.server.ts";

export type ReadinessCheck = "database" | "migrations" | "storage";
export type Readiness = { ready: boolean; checks: Record<ReadinessCheck, "ok" | string> };

/** How many migrations this release ships (drizzle-kit's journal). */
export async function shippedMigrationCount(migrationsFolder: string): Promise<number> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrationCount(db: Db): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return Number(result.rows[0]?.n ?? 0);
}

const failure = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

export async function checkReadiness({
  db,
  storage,
  migrationsFolder,
  serverId,
}: {
  db: Db;
  storage: Storage;
  migrationsFolder: string;
  /** Names this server's probe file, so servers sharing the storage do not write over each other's. */
  serverId: string;
}): Promise<Readiness> {
  const database = db.execute(sql`select 1`).then(
    () => "ok",
    (error: unknown) => `database unreachable: ${failure(error)}`,
  );
  const migrations = Promise.all([shippedMigrationCount(migrationsFolder), appliedMigrationCount(db)]).then(
    ([shipped, applied]) => (applied >= shipped ? "ok" : `${applied} of ${shipped} migrations applied`),
    (error: unknown) => `migrations unknown: ${failure(error)}`,
  );
  const storageCheck = (async () => {
    const key = `readyz/${serverId}.txt`;
    const written = new TextEncoder().encode(new Date().toISOString());
    await storage.put(key, written, "text/plain");
    const read = await storage.get(key);
    await storage.delete(key);
    return read && Buffer.from(read.bytes).equals(Buffer.from(written))
      ? "ok"
      : "storage did not return the file written";
  })().catch((error: unknown) => `storage not writable: ${failure(error)}`);
  const [databaseResult, migrationsResult, storageResult] = await Promise.all([database, migrations, storageCheck]);
  const checks = { database: databaseResult, migrations: migrationsResult, storage: storageResult };
  return { ready: Object.values(checks).every((value) => value === "ok"), checks };
}
