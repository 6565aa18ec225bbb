// Issue 32 item 6: the back office's 'Sauvegardes' page lists the kept backups and the last drill, downloads a backup,
// and 'Sauvegarder maintenant' queues the nightly backup's job on the real scheduler (audited); a visitor gets none of
// it, and a bad action or name is refused with its message. A drill of a corrupt archive is a failed run on this page
// and on 'Tâches planifiées', with one mail to the owner.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../../app/db/schema/index.ts";
import { backupKey, runNightlyBackup } from "../../../app/modules/backup/scheduled-backups.server.ts";
import { openStoredFiles, type StoredFiles } from "../../../app/modules/backup/stored-files.server.ts";
import { runAndRecordJob } from "../../../app/modules/scheduler/record-job-run.server.tsx";
import { NIGHTLY_BACKUP_JOB, RESTORE_DRILL_JOB } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import type { Scheduler } from "../../../app/modules/scheduler/start-scheduler.server.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { form, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { JOB_ENV, QUIET_LOGGER, startTestScheduler } from "../scheduler/scheduler-harness.ts";

let app: TestApp;
let adminCookie: string;
let dir: string;
let files: StoredFiles;
let scheduler: Scheduler;
const NOW = new Date("2026-12-03T12:30:00Z");
const NAME = "bpe-2026-12-03T12-30-00-000Z.bpe-backup.gz";

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-backups-page-"));
  files = openStoredFiles({ storageUrl: undefined, dataDir: dir });
  // Queued, never run here: a worker would back the database up in the background of the other tests.
  scheduler = await startTestScheduler(app.database, []);
  await scheduler.boss.createQueue(NIGHTLY_BACKUP_JOB.name, { policy: "stately" });
  app.services.backups = { files, trigger: (job) => scheduler.trigger(job) };
  await runNightlyBackup({ db: app.database.db, kind: app.database.kind, files, now: NOW });
}, 120_000);
afterAll(async () => {
  await scheduler?.stop();
  await app?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const post = (body: URLSearchParams, cookie?: string) =>
  app.request("/admin/backups", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://shop.test",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

describe("/admin/backups", () => {
  it("refuses a visitor: the page, its data, the download and the button", async () => {
    const page = await app.request("/admin/backups", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fbackups");
    expect(await (await app.request("/admin/backups.data")).text()).not.toContain(NAME);
    const download = await app.request(`/admin/backups/${NAME}`);
    expect(download.status).toBe(401);
    expect((await post(form({ intent: "backup-now" }))).status).toBe(401);
    expect(await app.database.db.select().from(auditLog).where(eq(auditLog.action, "backup.queue"))).toEqual([]);
  });

  it("lists the kept backups with their size and kind, and the drill not yet run", async () => {
    const response = await app.request("/admin/backups", { headers: { Accept: "text/html", Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Sauvegardes – BPE Admin</title>");
    const text = pageText(html);
    expect(text).toContain("03/12/2026 02:30");
    expect(text).toMatch(/\d,\d Mo/);
    expect(text).toContain("Quotidienne");
    expect(text).toContain("Mensuelle");
    expect(text).toContain("Aucun exercice de restauration pour le moment.");
    expect(html).toContain(`href="/admin/backups/${NAME}"`);
  });

  it("downloads a kept backup to the administrator, and nothing for another name", async () => {
    const response = await app.request(`/admin/backups/${NAME}`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual((await files.storage.get(backupKey(NOW)))!.bytes);
    for (const name of ["last-drill.json", "bpe-2026-12-04T12-30-00-000Z.bpe-backup.gz", "..%2F..%2Fetc%2Fpasswd"]) {
      const refused = await app.request(`/admin/backups/${name}`, { headers: { Cookie: adminCookie } });
      expect(refused.status).toBe(404);
    }
  });

  it("queues the nightly backup once, audited, and refuses an unknown action", async () => {
    const first = await post(form({ intent: "backup-now" }), adminCookie);
    expect(first.status).toBe(200);
    expect(pageText(await first.text())).toContain("La sauvegarde est lancée");
    const second = await post(form({ intent: "backup-now" }), adminCookie);
    expect(pageText(await second.text())).toContain("Une sauvegarde est déjà en attente.");
    expect(await scheduler.boss.fetch(NIGHTLY_BACKUP_JOB.name, { batchSize: 5 })).toHaveLength(1);
    const audited = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "backup.queue"));
    expect(audited.map((row) => row.summary)).toEqual([{ queued: true }, { queued: false }]);

    const bad = await post(form({ intent: "drop-everything" }), adminCookie);
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Action inconnue.");
  });

  it("shows a drill of a corrupt archive as failed here and on the jobs' page, and mails the owner once", async () => {
    const later = new Date("2026-12-06T13:30:00Z"); // Sunday 03:30 in Tahiti
    const good = (await files.storage.get(backupKey(NOW)))!.bytes;
    const corrupt = Buffer.from(good);
    corrupt.fill(0x55, 40, 240); // damaged inside the gzip stream, its length unchanged
    await files.storage.put(backupKey(later), corrupt, "application/gzip");
    const context = { db: app.database.db, env: { ...JOB_ENV, DATA_DIR: dir }, now: later, logger: QUIET_LOGGER };
    try {
      await expect(runAndRecordJob(RESTORE_DRILL_JOB, context, { isFinal: true })).rejects.toThrow(/Archive/);
      const backups = pageText(
        await (await app.request("/admin/backups", { headers: { Accept: "text/html", Cookie: adminCookie } })).text(),
      );
      expect(backups).toContain("En échec");
      expect(backups).toContain("bpe-2026-12-06T13-30-00-000Z.bpe-backup.gz Archive");
      const jobs = await app.request("/admin/jobs", { headers: { Accept: "text/html", Cookie: adminCookie } });
      const row = pageText(await jobs.text());
      const label = RESTORE_DRILL_JOB.label.replace(/[()]/g, "\\$&");
      expect(row).toMatch(new RegExp(`${label} restore-drill .*En échec.*06/12/2026 03:30.*Archive`));
      const subjects = (await app.database.db.select().from(mailOutbox)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => /restauration/i.test(subject))).toEqual([
        `Tâche planifiée en échec : ${RESTORE_DRILL_JOB.label}`,
      ]);
    } finally {
      await files.storage.delete(backupKey(later));
    }
  }, 120_000);
});
