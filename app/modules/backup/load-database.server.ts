// Loads the database part of an archive into a migrated database, inside the caller's transaction: every table
// emptied, the rows inserted as PostgreSQL wrote them (json_populate_recordset gives each column its own type back),
// sequences moved past the restored values. The lines come from readArchive (archive-reader.server.ts), which has
// checked each table, count and checksum before handing on the part's end. The caller commits only once the rest of
// the archive checked out; anything wrong rolls it all back.
import { sql } from "drizzle-orm";
import type { DbTransaction } from "../../db/db.server.ts";
import { ArchiveError, type ArchiveHeader, type ArchiveLine, assertSameMigrations } from "./archive-lines.ts";
import { appliedMigrations, listTables, writableColumns } from "./database-tables.server.ts";

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export async function loadDatabase(
  tx: DbTransaction,
  header: ArchiveHeader,
  lines: AsyncIterator<ArchiveLine>,
): Promise<Record<string, number>> {
  assertSameMigrations(header, await appliedMigrations(tx));
  const tables = await listTables(tx);
  const unknown = header.tables.filter((table) => !tables.includes(table));
  if (unknown.length > 0) throw new ArchiveError(`Tables inconnues dans la sauvegarde : ${unknown.join(", ")}`);
  // Triggers (the page-cache version, refusals of deletes) and foreign keys are the source database's business:
  // its rows already satisfied them.
  await tx.execute(sql`set local session_replication_role = replica`);
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )}`,
  );

  const columns = new Map<string, string[]>();
  const counts: Record<string, number> = Object.fromEntries(header.tables.map((table) => [table, 0]));
  let batch: { table: string; rows: string[]; chars: number } | undefined;
  const flush = async () => {
    if (!batch || batch.rows.length === 0) return;
    const { table, rows } = batch;
    let names = columns.get(table);
    if (!names) columns.set(table, (names = await writableColumns(tx, table)));
    const list = sql.join(
      names.map((name) => sql.identifier(name)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(table)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(",")}]`}::json)`,
    );
    counts[table] = (counts[table] ?? 0) + rows.length;
    batch = undefined;
  };

  // Rows of the header's tables, then the part's end (T): the reader lets nothing else through, and matched the counts.
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done) throw new ArchiveError("Archive tronquée : la fin des tables manque");
    if (line.tag !== "R") break;
    if (batch && (batch.table !== line.table || batch.rows.length >= BATCH_ROWS || batch.chars >= BATCH_CHARS))
      await flush();
    batch ??= { table: line.table, rows: [], chars: 0 };
    batch.rows.push(line.json);
    batch.chars += line.json.length;
  }
  await flush();
  await tx.execute(sql`set local session_replication_role = origin`);
  await resetSequences(tx);
  // Pages cached by a server from before the restore are no longer the site's.
  await tx.execute(sql`update page_cache_version set version = version + 1`);
  return counts;
}

/** Serial and identity columns: their sequence continues after the largest restored value. */
async function resetSequences(tx: DbTransaction): Promise<void> {
  const { rows } = await tx.execute<{ table: string; column: string; sequence: string }>(
    sql`select c.table_name as table, c.column_name as column,
               pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as sequence
        from information_schema.columns c
        where c.table_schema = 'public'
          and pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) is not null`,
  );
  for (const row of rows)
    await tx.execute(
      sql`select setval(${row.sequence}::regclass, coalesce((select max(${sql.identifier(row.column)}) from ${sql.identifier(row.table)}), 0) + 1, false)`,
    );
}
