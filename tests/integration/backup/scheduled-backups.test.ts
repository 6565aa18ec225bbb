// The nightly backup and the weekly restore drill (issue 32 item 6), their functions called directly on the suite's
// database (PGlite, or PostgreSQL with TEST_DATABASE_URL) and a storage folder: the archive goes to the private
// backups with its summary, the retention rule deletes what it no longer keeps, the archive never carries the stored
// backups, a restore keeps them in place; the drill restores the newest backup into a scratch database and mails the
// owner its success; a failed drill is a failed run of its job, mailed once by the scheduler when the retries are spent.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, scheduledJobStates } from "../../../app/db/schema/index.ts";
import { restoreBackup } from "../../../app/modules/backup/backup.server.ts";
import { DrillFailedError, readLastDrill, runRestoreDrill } from "../../../app/modules/backup/restore-drill.server.tsx";
import {
  backupKey,
  listKeptBackups,
  listStoredBackups,
  readBackupSummary,
  runNightlyBackup,
} from "../../../app/modules/backup/scheduled-backups.server.ts";
import { openStoredFiles, type StoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { getJobState, runAndRecordJob } from "../../../app/modules/scheduler/record-job-run.server.tsx";
import { RESTORE_DRILL_JOB } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { JOB_ENV, QUIET_LOGGER } from "../scheduler/scheduler-harness.ts";
import { archiveContent } from "../reliability/backup-fixtures.ts";

let dir: string;
let database: TestDatabase;
let files: StoredFiles;
const NOW = new Date("2027-01-05T12:30:00Z"); // Tuesday 5 January 2027, 02:30 in Tahiti

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-scheduled-backups-"));
  database = await createTestDatabase();
  files = openStoredFiles({ storageUrl: undefined, dataDir: dir });
  await database.db.insert(scheduledJobStates).values([{ name: "alpha" }, { name: "beta" }]);
  await files.storage.put("media/photo.png", Uint8Array.from([1, 2, 3]), "image/png");
}, 120_000);
afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const ownerMails = () => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "owner@shop.test"));

describe("the nightly backup", () => {
  it("writes the archive to the private backups and keeps 7 days, 4 weeks and 12 months", async () => {
    // Older backups: every day of December 2026, and the last day of each month before.
    const older = [
      ...Array.from({ length: 31 }, (_, day) => new Date(Date.UTC(2026, 11, day + 1, 12, 30))),
      // 30 November 2026 back to 31 October 2025.
      ...Array.from({ length: 14 }, (_, back) => new Date(Date.UTC(2026, 11 - back, 0, 12, 30))),
    ];
    for (const at of older) await files.storage.put(backupKey(at), Uint8Array.from([0]), "application/gzip");

    const result = await runNightlyBackup({ db: database.db, kind: database.kind, files, now: NOW });
    expect(result.files).toBe(1); // the photo, not the stored backups
    expect(result.deleted).toBe(older.length + 1 - result.kept);

    const kept = await listKeptBackups(files, NOW);
    expect((await listStoredBackups(files)).map((backup) => backup.key)).toEqual(kept.map((backup) => backup.key));
    expect(kept.map((backup) => `${backup.createdAt.toISOString().slice(0, 10)} ${backup.kinds.join("+")}`)).toEqual([
      "2027-01-05 daily+weekly+monthly",
      "2026-12-31 daily+weekly+monthly",
      "2026-12-30 daily",
      "2026-12-27 weekly",
      "2026-12-20 weekly",
      "2026-11-30 monthly",
      "2026-10-31 monthly",
      "2026-09-30 monthly",
      "2026-08-31 monthly",
      "2026-07-31 monthly",
      "2026-06-30 monthly",
      "2026-05-31 monthly",
      "2026-04-30 monthly",
      "2026-03-31 monthly",
      "2026-02-28 monthly",
    ]);
    const newest = kept[0]!;
    expect(newest.key).toBe("private/backups/bpe-2027-01-05T12-30-00-000Z.bpe-backup.gz");
    const summary = await readBackupSummary(files, newest);
    expect(summary).toMatchObject({ createdAt: NOW.toISOString(), files: 1 });
    expect(summary!.bytes).toBe((await files.storage.get(newest.key))!.bytes.byteLength);
    expect(summary!.rows).toBeGreaterThanOrEqual(2);

    // The archive: the rows and the photo, no stored backup.
    const archive = path.join(dir, "newest.gz");
    await writeFile(archive, (await files.storage.get(newest.key))!.bytes);
    const lines = await archiveContent(archive);
    expect(lines.filter((line) => line.startsWith("F\t")).map((line) => line.split("\t")[1])).toEqual([
      "media/photo.png",
    ]);
    expect(lines.some((line) => line.startsWith("R\tscheduled_job_states\t") && line.includes('"beta"'))).toBe(true);
  }, 120_000);

  it("the drill restores the newest backup into a scratch database and mails the owner its success", async () => {
    const outcome = await runRestoreDrill({ db: database.db, env: JOB_ENV, files, now: NOW });
    expect(outcome).toMatchObject({ ok: true, backup: "bpe-2027-01-05T12-30-00-000Z.bpe-backup.gz", files: 1 });
    expect(outcome.rows).toBeGreaterThanOrEqual(2);
    expect(outcome.tables).toBeGreaterThan(20);
    expect(await readLastDrill(files)).toEqual(outcome);
    const mails = await ownerMails();
    expect(mails.map((mail) => mail.subject)).toEqual(["Exercice de restauration réussi"]);
    expect(mails[0]!.text).toContain("bpe-2027-01-05T12-30-00-000Z.bpe-backup.gz");
    expect(mails[0]!.text).toContain("/admin/backups");
  }, 120_000);

  it("a damaged newest backup fails the drill's run: recorded, shown, and one mail once the retries are spent", async () => {
    const later = new Date("2027-01-06T12:30:00Z");
    const good = (await files.storage.get(backupKey(NOW)))!.bytes;
    await files.storage.put(backupKey(later), good.subarray(0, good.byteLength - 40), "application/gzip");
    const mailsBefore = (await ownerMails()).length;
    const context = { db: database.db, env: { ...JOB_ENV, DATA_DIR: dir }, now: later, logger: QUIET_LOGGER };
    // A retry remains: the run is recorded as failed, nobody is mailed yet.
    await expect(runAndRecordJob(RESTORE_DRILL_JOB, context, { isFinal: false })).rejects.toThrow(DrillFailedError);
    expect(await getJobState(database.db, RESTORE_DRILL_JOB.name)).toMatchObject({
      lastFailedAt: later,
      failureStreak: 0,
    });
    expect(await ownerMails()).toHaveLength(mailsBefore);
    // The last attempt: one mail, the scheduler's, and no drill report beside it.
    await expect(runAndRecordJob(RESTORE_DRILL_JOB, context, { isFinal: true })).rejects.toThrow(/Archive/);
    const state = await getJobState(database.db, RESTORE_DRILL_JOB.name);
    expect(state).toMatchObject({ lastFailedAt: later, failureStreak: 1 });
    expect(state!.lastSucceededAt).toBeNull();
    expect(state!.lastError).toContain("bpe-2027-01-06T12-30-00-000Z.bpe-backup.gz");
    const subjects = (await ownerMails()).slice(mailsBefore).map((mail) => mail.subject);
    expect(subjects).toEqual([`Tâche planifiée en échec : ${RESTORE_DRILL_JOB.label}`]);
    const outcome = await readLastDrill(files);
    expect(outcome).toMatchObject({ ok: false, at: later.toISOString() });
    expect(outcome!.error).toMatch(/Archive/);
    await files.storage.delete(backupKey(later));
  }, 120_000);

  it("a restore over the storage keeps the stored backups where they are", async () => {
    const target = await createTestDatabase({ migrate: false });
    try {
      const archive = path.join(dir, "again.gz");
      await writeFile(archive, (await files.storage.get(backupKey(NOW)))!.bytes);
      const before = (await listStoredBackups(files)).map((backup) => backup.key);
      await restoreBackup({ db: target.db, files, file: archive, force: true });
      expect((await listStoredBackups(files)).map((backup) => backup.key)).toEqual(before);
      expect(await files.storage.get("media/photo.png")).not.toBeNull();
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe("the drill without a backup", () => {
  it("fails, and stores the failure for the page", async () => {
    const empty = openStoredFiles({ storageUrl: undefined, dataDir: path.join(dir, "empty") });
    const failed = await runRestoreDrill({ db: database.db, env: JOB_ENV, files: empty, now: NOW }).catch((e) => e);
    expect(failed).toBeInstanceOf(DrillFailedError);
    expect((failed as DrillFailedError).outcome).toMatchObject({ ok: false, backup: null });
    expect(await readLastDrill(empty)).toMatchObject({ ok: false, error: "Aucune sauvegarde à vérifier" });
  });
});
