// Writes every row of the application's tables as archive lines, from one repeatable-read snapshot (PostgreSQL), or
// PGlite's single connection: the tables agree with each other even while orders come in. Rows are read through a
// cursor, a batch at a time, so a large table is never held in memory.
import { sql } from "drizzle-orm";
import type { Db, DbKind } from "../../db/db.server.ts";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveLine } from "./archive-lines.ts";
import { appliedMigrations, listTables } from "./database-tables.server.ts";

const FETCH_ROWS = 500;

export async function dumpDatabase(
  db: Db,
  kind: DbKind,
  write: (line: ArchiveLine) => Promise<void>,
): Promise<Record<string, number>> {
  return db.transaction(
    async (tx) => {
      const tables = await listTables(tx);
      const migrations = await appliedMigrations(tx);
      if (migrations.length === 0) throw new Error("La base de données n'a aucune migration : rien à sauvegarder");
      await write({
        tag: "H",
        header: {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          database: kind,
          migrations,
          tables,
        },
      });
      const counts: Record<string, number> = {};
      for (const table of tables) {
        counts[table] = 0;
        await tx.execute(
          sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as json from ${sql.identifier(table)} t`,
        );
        for (;;) {
          const { rows } = await tx.execute<{ json: string }>(sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
          for (const row of rows) await write({ tag: "R", table, json: row.json });
          counts[table] += rows.length;
          if (rows.length < FETCH_ROWS) break;
        }
        await tx.execute(sql`close backup_rows`);
      }
      await write({ tag: "T", rows: counts });
      return counts;
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
