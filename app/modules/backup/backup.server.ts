// `npm run db:backup` and `npm run db:restore` (scripts/db-*.ts): the database and the uploaded files in one archive
// (archive-lines.ts). The rows are dumped through the app's own connection, not by pg_dump: the same code and the same
// archive for the embedded PGlite (which has no pg_dump) and PostgreSQL, no client tools of a matching major version
// to install, and an embedded database's archive restores into PostgreSQL and back.
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import readline from "node:readline";
import { createGunzip, createGzip } from "node:zlib";
import type { Db, DbKind } from "../../db/db.server.ts";
import { migrateDatabase, MIGRATIONS_FOLDER } from "../../db/migrate.server.ts";
import { ArchiveError, type ArchiveLine, decodeLine, encodeLine } from "./archive-lines.ts";
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
  const write = async (line: ArchiveLine) => {
    if (!gzip.write(encodeLine(line))) await once(gzip, "drain");
  };
  try {
    const rows = await dumpDatabase(options.db, options.kind, write);
    const keys = await options.files.listKeys();
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
 * more than migrations put in a new one, or a storage holding files; with `force` both are emptied first.
 */
export async function restoreBackup(options: {
  db: Db;
  files: StoredFiles;
  file: string;
  force: boolean;
}): Promise<BackupSummary> {
  await migrateDatabase(options.db);
  if (!options.force) await assertEmpty(options.db, options.files);

  const input = createReadStream(options.file).pipe(createGunzip());
  const reader = readline.createInterface({ input, crlfDelay: Infinity });
  let lineNumber = 0;
  const lines = (async function* () {
    for await (const text of reader) {
      lineNumber += 1;
      if (text !== "") yield decodeLine(text, lineNumber);
    }
  })();
  try {
    const first = await lines.next();
    if (first.done || first.value.tag !== "H") throw new ArchiveError("Ce fichier n'est pas une sauvegarde BPE");
    const rows = await loadDatabase(options.db, first.value.header, lines);

    if (options.force) await options.files.clear();
    let files = 0;
    let bytes = 0;
    for (;;) {
      const { value: line, done } = await lines.next();
      if (done)
        throw new ArchiveError("Archive tronquée : la fin des fichiers manque (base restaurée, fichiers en partie)");
      if (line.tag === "E") {
        if (line.files !== files) throw new ArchiveError(`Archive incomplète : ${files} fichiers sur ${line.files}`);
        break;
      }
      if (line.tag !== "F") throw new ArchiveError("Archive illisible : ligne inattendue parmi les fichiers");
      const content = Buffer.from(line.base64, "base64");
      await options.files.storage.put(line.key, content, line.contentType);
      files += 1;
      bytes += content.byteLength;
    }
    return { rows, files, bytes };
  } catch (error) {
    // A gzip error (a cut or foreign file) is the archive's fault too.
    if (error instanceof Error && "code" in error && String(error.code).startsWith("Z_"))
      throw new ArchiveError(`Archive illisible : ${error.message}`);
    throw error;
  } finally {
    reader.close();
    input.destroy();
  }
}

/** Empty: each table holds no more rows than the migrations put in a new database, and no file is stored. */
async function assertEmpty(db: Db, files: StoredFiles): Promise<void> {
  const baseline = await rowsMadeByMigrations();
  const counts = await countRows(db, await listTables(db));
  const filled = Object.entries(counts)
    .filter(([table, count]) => count > (baseline[table] ?? 0))
    .map(([table, count]) => `${table} (${count})`);
  if (filled.length > 0)
    throw new NotEmptyError(
      `La base de données n'est pas vide : ${filled.slice(0, 5).join(", ")}${filled.length > 5 ? "…" : ""}. ` +
        "Relancez avec --force pour la remplacer.",
    );
  const keys = await files.listKeys();
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
async function rowsMadeByMigrations(folder = MIGRATIONS_FOLDER): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const name of (await readdir(folder)).filter((file) => file.endsWith(".sql")).sort()) {
    const text = await readFile(path.join(folder, name), "utf8");
    for (const match of text.matchAll(/INSERT INTO "(\w+)"\s*\([^)]*\)\s*VALUES\s*([\s\S]*?)(?:;|-->|$)/gi))
      rows[match[1]!] = (rows[match[1]!] ?? 0) + match[2]!.split(/\)\s*,\s*\(/).length;
  }
  return rows;
}
