// `npm run db:backup` and `npm run db:restore` (scripts/db-*.ts): the database and the uploaded files in one archive
// (archive-lines.ts). The rows are dumped through the app's own connection, not by pg_dump: the same code and the same
// archive for the embedded PGlite (which has no pg_dump) and PostgreSQL, no client tools of a matching major version
// to install, and an embedded database's archive restores into PostgreSQL and back.
import { createHash } from "node:crypto";
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { createGzip } from "node:zlib";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db, DbKind } from "../../db/db.server.ts";
import { migrateDatabase, MIGRATIONS_FOLDER } from "../../db/migrate.server.ts";
import { ArchiveError, type ArchiveLine, assertSameMigrations, encodeLine } from "./archive-lines.ts";
import { readArchive, verifyArchive } from "./archive-reader.server.ts";
import { isBackedUpKey } from "./backup-prefix.ts";
import { countRows, listTables } from "./database-tables.server.ts";
import { dumpDatabase } from "./dump-database.server.ts";
import { loadDatabase } from "./load-database.server.ts";
import type { StoredFiles } from "./stored-files.server.ts";

export type BackupSummary = { rows: Record<string, number>; files: number; bytes: number };

/** Writes the archive to `file` (through a temporary file, renamed when complete). */
export async function createBackup(options: {
  db: Db;
  kind: DbKind;
  files: StoredFiles;
  file: string;
}): Promise<BackupSummary> {
  const temporary = `${options.file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(temporary);
  gzip.pipe(out);
  let bytes = 0;
  // Each part's SHA-256 goes in its end line (T, E): the lines before it, as written.
  let hash = createHash("sha256");
  const write = async (line: ArchiveLine) => {
    if (line.tag === "T" || line.tag === "E") {
      line = { ...line, sha256: hash.digest("hex") };
      hash = createHash("sha256");
    }
    const text = encodeLine(line);
    if (line.tag !== "T" && line.tag !== "E") hash.update(text);
    if (!gzip.write(text)) await once(gzip, "drain");
  };
  try {
    const rows = await dumpDatabase(options.db, options.kind, write);
    // The stored backups stay out: each archive would otherwise carry all the previous ones.
    const keys = (await options.files.listKeys()).filter(isBackedUpKey);
    for (const key of keys) {
      const file = await options.files.storage.get(key);
      if (!file) throw new Error(`Fichier disparu pendant la sauvegarde : ${key}`);
      bytes += file.bytes.byteLength;
      await write({ tag: "F", key, contentType: file.contentType, base64: Buffer.from(file.bytes).toString("base64") });
    }
    await write({ tag: "E", files: keys.length });
    gzip.end();
    await once(out, "close");
    await rename(temporary, options.file);
    return { rows, files: keys.length, bytes };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Thrown when the target holds data and `force` was not given. */
export class NotEmptyError extends Error {}

/**
 * Restores `file` into the database (migrated first) and the storage. Refuses, unless `force`, a database holding
 * more than migrations put in a new one, or a storage holding files; with `force` both are replaced. The whole archive
 * is read and checked (its ends, counts and checksums, its migrations) before anything is written; then the rows are
 * loaded in one transaction and the files written to a staging area while the archive is read again and checked
 * again; the staged files are swapped in, and the transaction commits, only once its end checked out. A restore that
 * fails changes nothing, rows or files.
 */
export async function restoreBackup(options: {
  db: Db;
  files: StoredFiles;
  file: string;
  force: boolean;
  /** The SQL migrations' folder, when not the source tree's (the built server's). */
  migrationsFolder?: string;
}): Promise<BackupSummary> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  // This code's migrations; after the migration, the database's own are checked too (load-database.server.ts).
  const ours = readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash);
  assertSameMigrations(await verifyArchive(options.file), ours);
  await migrateDatabase(options.db, { migrationsFolder });
  if (!options.force) await assertEmpty(options.db, options.files, migrationsFolder);

  const staged = await options.files.stage();
  let swapped = false;
  try {
    const summary = await options.db.transaction(async (tx) => {
      const lines = readArchive(options.file);
      const first = await lines.next();
      if (first.done || first.value.tag !== "H") throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
      const rows = await loadDatabase(tx, first.value.header, lines);
      let files = 0;
      let bytes = 0;
      // The reader throws on anything wrong up to the archive's end, which it checks before it stops.
      for await (const line of lines) {
        if (line.tag !== "F") continue;
        const content = Buffer.from(line.base64, "base64");
        await staged.storage.put(line.key, content, line.contentType);
        files += 1;
        bytes += content.byteLength;
      }
      swapped = true;
      await staged.swapIn();
      return { rows, files, bytes };
    });
    await staged.finish();
    return summary;
  } catch (error) {
    if (swapped) await staged.undo();
    else await staged.discard();
    throw error;
  }
}

/** Empty: each table holds no more rows than the migrations put in a new database, and no file is stored. */
async function assertEmpty(db: Db, files: StoredFiles, migrationsFolder: string): Promise<void> {
  const baseline = await rowsMadeByMigrations(migrationsFolder);
  const counts = await countRows(db, await listTables(db));
  const filled = Object.entries(counts)
    .filter(([table, count]) => count > (baseline[table] ?? 0))
    .map(([table, count]) => `${table} (${count})`);
  if (filled.length > 0)
    throw new NotEmptyError(
      `La base de données n'est pas vide : ${filled.slice(0, 5).join(", ")}${filled.length > 5 ? "…" : ""}. ` +
        "Relancez avec --force pour la remplacer.",
    );
  const keys = (await files.listKeys()).filter(isBackedUpKey);
  if (keys.length > 0)
    throw new NotEmptyError(
      `Le stockage des fichiers n'est pas vide (${keys.length} fichiers dans ${files.where}). ` +
        "Relancez avec --force pour le remplacer.",
    );
}

/**
 * The rows the migrations insert (the page-cache version, the first settings), read from their SQL: what a new
 * database holds. Cheaper than migrating a scratch database, which costs seconds.
 */
async function rowsMadeByMigrations(folder: string): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const name of (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort()) {
    const text = await readFile(path.join(folder, name), "utf8");
    for (const match of text.matchAll(/INSERT INTO "(\w+)"\s*\([^)]*\)\s*VALUES\s*([\s\S]*?)(?:;|-->|$)/gi))
      rows[match[1]!] = (rows[match[1]!] ?? 0) + match[2]!.split(/\)\s*,\s*\(/).length;
  }
  return rows;
}
