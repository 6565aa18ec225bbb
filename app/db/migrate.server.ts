// Applies the committed SQL migrations (app/db/migrations, made by `npm run db:generate`) at start.
// Drizzle records applied migrations in drizzle.__drizzle_migrations, so running it again is a no-op.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Db } from "./db.server.ts";

const HERE = import.meta.dirname ?? path.dirname(fileURLToPath(import.meta.url));

/** Where the SQL files live when this module runs from the source tree. */
export const MIGRATIONS_FOLDER = path.join(HERE, "migrations");

// Any constant shared by every app server: they take this advisory lock so only one migrates at a time.
const MIGRATION_LOCK_KEY = 4_242_150_001;

export type MigrateOptions = {
  /** Override when this module is bundled away from app/db/migrations. */
  migrationsFolder?: string;
};

export async function migrateDatabase(db: Db, options: MigrateOptions = {}): Promise<void> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    await migratePostgres(client, migrationsFolder);
    return;
  }
  // PGlite has a single connection: nothing can race.
  await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
}

/** Runs on one dedicated connection holding a session advisory lock, so servers starting together wait in turn. */
async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client: connection }), { migrationsFolder });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

/** `select 1` for /healthz: resolves with the round trip time, throws when the database does not answer. */
export async function checkDatabase(db: Db): Promise<{ latencyMs: number }> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return { latencyMs: Math.round(performance.now() - started) };
}
