// `npm run db:backup [-- file]`: the database and the uploaded files in one archive (app/modules/backup/), by default
// ./backups/bpe-<date>.bpe-backup.gz. Reads DATABASE_URL, DATA_DIR and STORAGE_URL like the server. On the embedded
// database stop the server first: PGlite must not be opened by two processes at once. PostgreSQL may keep serving:
// the rows come from one snapshot.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createDatabase } from "../app/db/db.server.ts";
import { createBackup } from "../app/modules/backup/backup.server.ts";
import { openStoredFiles } from "../app/modules/backup/stored-files.server.ts";

const dataDir = process.env.DATA_DIR || "./data";
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const file = path.resolve(process.argv[2] ?? path.join("backups", `bpe-${stamp}.bpe-backup.gz`));
await mkdir(path.dirname(file), { recursive: true });

const handle = await createDatabase({ url: process.env.DATABASE_URL || undefined, dataDir, poolMax: 2 });
try {
  const files = openStoredFiles({ storageUrl: process.env.STORAGE_URL || undefined, dataDir });
  const summary = await createBackup({ db: handle.db, kind: handle.kind, files, file });
  const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
  console.log(
    `Sauvegarde écrite : ${file} (${handle.kind}, ${rows} lignes dans ${Object.keys(summary.rows).length} tables, ` +
      `${summary.files} fichiers, ${(summary.bytes / 1024 / 1024).toFixed(1)} Mo)`,
  );
} catch (error) {
  console.error(`Sauvegarde impossible : ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
