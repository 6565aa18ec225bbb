// `npm run db:restore -- file [--force]`: puts back the database and the uploaded files of an archive made by
// `npm run db:backup`, into DATABASE_URL (or DATA_DIR's embedded database) and STORAGE_URL (or DATA_DIR/uploads), as
// the server would open them. Refuses a database or a storage that holds data, unless --force, which replaces it.
// Stop the server(s) first.
import path from "node:path";
import { createDatabase } from "../app/db/db.server.ts";
import { ArchiveError } from "../app/modules/backup/archive-lines.ts";
import { NotEmptyError, restoreBackup } from "../app/modules/backup/backup.server.ts";
import { openStoredFiles } from "../app/modules/backup/stored-files.server.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [file] = args.filter((arg) => arg !== "--force");
if (!file) {
  console.error("Usage : npm run db:restore -- <fichier de sauvegarde> [--force]");
  process.exit(2);
}

const dataDir = process.env.DATA_DIR || "./data";
const handle = await createDatabase({ url: process.env.DATABASE_URL || undefined, dataDir, poolMax: 2 });
try {
  const files = openStoredFiles({ storageUrl: process.env.STORAGE_URL || undefined, dataDir });
  const summary = await restoreBackup({ db: handle.db, files, file: path.resolve(file), force });
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(`Sauvegarde restaurée sur ${handle.kind} : ${rows} lignes, ${summary.files} fichiers`);
} catch (error) {
  const known = error instanceof NotEmptyError || error instanceof ArchiveError;
  console.error(`Restauration impossible : ${known ? (error as Error).message : String((error as Error).stack)}`);
  process.exitCode = known && error instanceof NotEmptyError ? 3 : 1;
} finally {
  await handle.close();
}
