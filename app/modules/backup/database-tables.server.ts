// What a backup reads of the database: the application's tables (schema public), their writable columns and the
// migrations applied. Read from the catalogue, so a table added by a later migration is backed up with no change here.
import { sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";

export async function listTables(db: DbExecutor): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

/** Columns an insert may write: generated columns are computed again by the database. */
export async function writableColumns(db: DbExecutor, table: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns
        where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
        order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Hashes of the applied migrations, oldest first; empty when none ran. */
export async function appliedMigrations(db: DbExecutor): Promise<string[]> {
  const { rows: exists } = await db.execute<{ found: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists[0]?.found) return [];
  const { rows } = await db.execute<{ hash: string }>(
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

export async function countRows(db: DbExecutor, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.execute<{ total: number }>(
      sql`select count(*)::int as total from ${sql.identifier(table)}`,
    );
    counts[table] = Number(rows[0]?.total ?? 0);
  }
  return counts;
}
