// A restore that fails changes nothing (issue 28 item 2): over a database and a storage that hold data, forced, an
// archive cut in half, one without its end, one cut inside its files, one with a byte changed (in the compressed file,
// and in a row with the gzip made again, so only the archive's own checksum sees it) and one from another version of
// the application (other migrations, with checksums made again) are each refused with a message, and every row and
// every file is as it was, in a folder and in an S3-compatible store. An archive of the format before the checksums
// still restores. On the suite's database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup } from "../../../app/modules/backup/backup.server.ts";
import { openStoredFiles, type StoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { fileBytes, seed, snapshot } from "./backup-fixtures.ts";

let dir: string;
let s3: TestS3Server;
let source: TestDatabase;
let target: TestDatabase;
let archive: string;
let text: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-backup-refusals-"));
  s3 = await startTestS3Server();
  source = await createTestDatabase();
  const sourceFiles = openStoredFiles({ storageUrl: undefined, dataDir: path.join(dir, "source") });
  await seed(source.db, sourceFiles);
  archive = path.join(dir, "source.gz");
  await createBackup({ db: source.db, kind: source.kind, files: sourceFiles, file: archive });
  text = gunzipSync(await readFile(archive)).toString();
  target = await createTestDatabase();
}, 240_000);
afterAll(async () => {
  await target?.close();
  await source?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** The archive's text with its lines changed by `edit`, its checksums made again: what a valid archive would be. */
function rewritten(edit: (lines: string[]) => string[], format: 1 | 2 = 2): string {
  const lines = edit(text.split("\n").filter(Boolean));
  let part = "";
  return lines
    .map((line) => {
      const [tag, json] = [line.slice(0, 1), line.slice(2)];
      if (tag !== "T" && tag !== "E") {
        part += `${line}\n`;
        return format === 2 ? line : line.replace(/^H\t(.*)"version":2/, 'H\t$1"version":1');
      }
      const { sha256: _sum, ...end } = JSON.parse(json) as { rows?: unknown; files?: number; sha256: string };
      const sum = sha256(part);
      part = "";
      if (format === 1) return `${tag}\t${JSON.stringify(tag === "T" ? end.rows : { files: end.files })}`;
      return `${tag}\t${JSON.stringify({ ...end, sha256: sum })}`;
    })
    .map((line) => `${line}\n`)
    .join("");
}

async function archiveFile(name: string, content: string | Buffer): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, typeof content === "string" ? gzipSync(content) : content);
  return file;
}

/** The archives that must be refused, each with the words of its refusal. */
async function badArchives(): Promise<Array<[string, string, RegExp]>> {
  const gzip = await readFile(archive);
  const firstFile = text.indexOf("\nF\t") + 1;
  const tampered = Buffer.from(gzip);
  tampered[Math.floor(tampered.length / 2)]! ^= 0x20;
  const row = text.indexOf("R\tproducts\t");
  const changedRow = `${text.slice(0, row)}${text.slice(row).replace('"title":"', '"title":"X')}`;
  return [
    ["cut in half", await archiveFile("half.gz", gzip.subarray(0, gzip.length / 2)), /Archive illisible ou coupée/],
    ["without its end", await archiveFile("no-end.gz", text.slice(0, text.lastIndexOf("E\t"))), /fin des fichiers/],
    [
      "cut inside its files",
      await archiveFile("files-cut.gz", text.slice(0, firstFile + (text.length - firstFile) / 2)),
      /Archive (tronquée|illisible)/,
    ],
    ["with a byte changed", await archiveFile("tampered.gz", tampered), /Archive (illisible|abîmée)/],
    ["with a row changed", await archiveFile("row.gz", changedRow), /somme de contrôle des tables/],
    [
      "from another version",
      await archiveFile(
        "foreign.gz",
        rewritten((lines) => [
          lines[0]!.replace(/"migrations":\["[0-9a-f]+/, '"migrations":["0000'),
          ...lines.slice(1),
        ]),
      ),
      /autre version de l'application/,
    ],
  ];
}

async function expectEachRefusedWithoutChange(files: StoredFiles) {
  await restoreBackup({ db: target.db, files, file: archive, force: true });
  // Data that is not the archive's, which a failed restore must keep too.
  await files.storage.put("extra/kept.webp", new Uint8Array([1, 2, 3]), "image/webp");
  const rows = await snapshot(target.db);
  const bytes = await fileBytes(files);
  for (const [what, file, message] of await badArchives()) {
    await expect(restoreBackup({ db: target.db, files, file, force: true }), what).rejects.toThrow(message);
    expect(await snapshot(target.db), what).toEqual(rows);
    expect(await fileBytes(files), what).toEqual(bytes);
  }
  return rows;
}

describe("a restore that fails", () => {
  it("changes no row and no file in a folder, and an archive of the first format still restores", async () => {
    const files = openStoredFiles({ storageUrl: undefined, dataDir: path.join(dir, "folder") });
    const rows = await expectEachRefusedWithoutChange(files);

    const before = await snapshot(source.db);
    const first = await archiveFile(
      "format-1.gz",
      rewritten((lines) => lines, 1),
    );
    await restoreBackup({ db: target.db, files, file: first, force: true });
    expect(await snapshot(target.db)).toEqual(before);
    expect(Object.keys(await fileBytes(files))).not.toContain("extra/kept.webp");
    expect(rows).toEqual(before);
  }, 240_000);

  it("changes no row and no file in an S3-compatible store", async () => {
    const files = openStoredFiles({ storageUrl: s3.storageUrl.replace("?", "/target?"), dataDir: dir });
    await expectEachRefusedWithoutChange(files);
    // Nothing of the failed restores is left in the bucket beside the files.
    expect([...s3.objects.keys()].filter((key) => key.includes("_restore-"))).toEqual([]);
  }, 240_000);
});
