// `npm run db:backup` / `npm run db:restore` (issue 19 item 5): a seeded database and its files (the uploads folder),
// backed up, restored into a new database and an S3-compatible store, give back every row of every table and the same
// bytes of every file, and backing that up again gives the same archive; a restore over data is refused without
// --force and replaces it with it; a cut or foreign archive changes nothing. On the suite's database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL); the commands themselves on the embedded database. Few databases: each costs a
// migration, seconds on a busy machine.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../../app/modules/backup/backup.server.ts";
import { openStoredFiles, type StoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { archiveContent, fileBytes, seed, snapshot } from "./backup-fixtures.ts";

let dir: string;
let s3: TestS3Server;
let source: TestDatabase;
let sourceFiles: StoredFiles;
let archive: string;
const databases: TestDatabase[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-backup-"));
  s3 = await startTestS3Server();
  source = await database();
  sourceFiles = folder("source");
  await seed(source.db, sourceFiles);
  archive = path.join(dir, "source.gz");
}, 240_000);
afterAll(async () => {
  for (const opened of databases) await opened.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function database(migrate = true): Promise<TestDatabase> {
  const opened = await createTestDatabase({ migrate });
  databases.push(opened);
  return opened;
}

const folder = (name: string) => openStoredFiles({ storageUrl: undefined, dataDir: path.join(dir, name) });
const bucketFolder = (name: string) =>
  openStoredFiles({ storageUrl: s3.storageUrl.replace("?", `/${name}?`), dataDir: path.join(dir, name) });

describe("backup and restore", () => {
  it("give back every row and every file, from a folder to an S3 store, and again from there", async () => {
    const written = await createBackup({ db: source.db, kind: source.kind, files: sourceFiles, file: archive });
    expect(written.files).toBeGreaterThan(10);
    expect(written.rows.products).toBeGreaterThan(5);
    expect(written.rows.document_lines).toBeGreaterThan(0);

    const target = await database(false);
    const targetFiles = bucketFolder("target");
    const restored = await restoreBackup({ db: target.db, files: targetFiles, file: archive, force: false });
    expect(restored.rows).toEqual(written.rows);
    const expected = await snapshot(source.db);
    expect(await snapshot(target.db)).toEqual(expected);
    const expectedFiles = await fileBytes(sourceFiles);
    expect(await fileBytes(targetFiles)).toEqual(expectedFiles);

    // Backed up again from PostgreSQL's or PGlite's copy and the S3 store (listed in pages): the same archive.
    const again = path.join(dir, "again.gz");
    await createBackup({ db: target.db, kind: target.kind, files: targetFiles, file: again });
    expect(await archiveContent(again)).toEqual(await archiveContent(archive));

    // Over data: refused, nothing touched; then forced over a changed database and an extra file.
    await expect(restoreBackup({ db: target.db, files: targetFiles, file: archive, force: false })).rejects.toThrow(
      /La base de données n'est pas vide : [a-z_]+ \(\d+\).*--force/,
    );
    await target.db.execute(sql`update products set title = 'changé' where true`);
    await targetFiles.storage.put("extra/not-in-backup.webp", new Uint8Array([1, 2, 3]), "image/webp");
    await restoreBackup({ db: target.db, files: targetFiles, file: archive, force: true });
    expect(await snapshot(target.db)).toEqual(expected);
    expect(await fileBytes(targetFiles)).toEqual(expectedFiles);
  }, 240_000);

  it("refuses a cut or foreign archive, leaving the database as it was, and a storage that holds files", async () => {
    if (!existsSync(archive))
      await createBackup({ db: source.db, kind: source.kind, files: sourceFiles, file: archive });
    const text = gunzipSync(await readFile(archive)).toString();
    const cut = path.join(dir, "cut.gz");
    await writeFile(cut, gzipSync(text.slice(0, text.indexOf("\nT\t"))));
    const target = await database();
    const before = await snapshot(target.db);
    await expect(restoreBackup({ db: target.db, files: folder("cut"), file: cut, force: false })).rejects.toThrow(
      /Archive tronquée/,
    );
    expect(await snapshot(target.db)).toEqual(before);

    const foreign = path.join(dir, "foreign.gz");
    await writeFile(foreign, gzipSync("hello\tworld\n"));
    await expect(restoreBackup({ db: target.db, files: folder("cut"), file: foreign, force: false })).rejects.toThrow(
      /pas une sauvegarde BPE/,
    );
    // The database is empty, but the storage is not.
    await expect(restoreBackup({ db: target.db, files: sourceFiles, file: archive, force: false })).rejects.toThrow(
      /Le stockage des fichiers n'est pas vide \(\d+ fichiers/,
    );
    expect(await snapshot(target.db)).toEqual(before);
  }, 120_000);
});

describe("npm run db:backup and db:restore", () => {
  it("restore into an embedded database and its folder, back it up, and refuse to restore over it", async () => {
    if (!existsSync(archive))
      await createBackup({ db: source.db, kind: source.kind, files: sourceFiles, file: archive });
    const run = promisify(execFile);
    const root = path.resolve(import.meta.dirname, "../../..");
    const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: path.join(dir, "cli") };
    const restore = await run(process.execPath, ["scripts/db-restore.ts", archive], { cwd: root, env });
    expect(restore.stdout).toMatch(/Sauvegarde restaurée sur pglite : \d+ lignes, \d+ fichiers/);
    const copy = path.join(dir, "cli.gz");
    const backup = await run(process.execPath, ["scripts/db-backup.ts", copy], { cwd: root, env });
    expect(backup.stdout).toMatch(/Sauvegarde écrite : .*\(pglite, \d+ lignes dans \d+ tables, \d+ fichiers/);
    expect(await archiveContent(copy)).toEqual(await archiveContent(archive));
    const again = await run(process.execPath, ["scripts/db-restore.ts", archive], { cwd: root, env }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(again).toMatchObject({ code: 3, stderr: expect.stringMatching(/n'est pas vide.*--force/) });
  }, 300_000);
});
