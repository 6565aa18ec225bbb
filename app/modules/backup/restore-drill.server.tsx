// The weekly restore drill (issue 32 item 6): the newest stored backup is streamed to a temporary file (never held
// whole in memory) and checked, restored into a scratch PGlite database and a scratch folder in a temporary directory
// (the same on both setups: the archive is the same for PGlite and PostgreSQL), and the rows of every table and the
// files counted there are compared with what the archive's ends say. The outcome is stored beside the backups (what
// the 'Sauvegardes' page shows); the scratch directory is removed. A success is mailed to the owner through the
// outbox; a failure is thrown (DrillFailedError), so the scheduler records a failed run ('Tâches planifiées') and sends
// its one failure mail once the retries are spent.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createDatabase, type Db } from "../../db/db.server.ts";
import { formatTahitiDateTime } from "../format/tahiti-date.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, mailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { BackupDrillReport } from "../mail/templates/backup-drill-report.tsx";
import type { JobContext } from "../scheduler/scheduled-job.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import { readArchive } from "./archive-reader.server.ts";
import { BACKUPS_PREFIX } from "./backup-prefix.ts";
import { restoreBackup } from "./backup.server.ts";
import { countRows } from "./database-tables.server.ts";
import { listStoredBackups } from "./scheduled-backups.server.ts";
import { openStoredFiles, type StoredFiles } from "./stored-files.server.ts";

export const BACKUPS_ADMIN_PATH = "/admin/backups";
const DRILL_KEY = `${BACKUPS_PREFIX}last-drill.json`;

export type DrillOutcome = {
  at: string;
  ok: boolean;
  backup: string | null;
  tables: number;
  rows: number;
  files: number;
  seconds: number;
  error: string | null;
};

/** The last drill's outcome, or null before the first one. */
export async function readLastDrill(files: StoredFiles): Promise<DrillOutcome | null> {
  const file = await files.storage.get(DRILL_KEY);
  if (!file) return null;
  try {
    return JSON.parse(Buffer.from(file.bytes).toString("utf8")) as DrillOutcome;
  } catch {
    return null;
  }
}

/** Runs the drill and returns its outcome once it succeeded; throws DrillFailedError once a failure is stored. */
export async function runRestoreDrill(options: {
  db: Db;
  env: JobContext["env"];
  files: StoredFiles;
  now: Date;
  migrationsFolder?: string;
}): Promise<DrillOutcome> {
  const started = performance.now();
  const outcome: DrillOutcome = {
    at: options.now.toISOString(),
    ok: false,
    backup: null,
    tables: 0,
    rows: 0,
    files: 0,
    seconds: 0,
    error: null,
  };
  const folder = await mkdtemp(path.join(os.tmpdir(), "bpe-restore-drill-"));
  try {
    const [newest] = await listStoredBackups(options.files);
    if (!newest) throw new Error("Aucune sauvegarde à vérifier");
    outcome.backup = newest.name;
    const stored = await options.files.openRead(newest.key);
    if (!stored) throw new Error(`Sauvegarde introuvable : ${newest.name}`);
    const archive = path.join(folder, "backup.gz");
    await pipeline(stored.stream, createWriteStream(archive));
    const expected = await archiveCounts(archive);
    const scratch = await createDatabase({ dataDir: path.join(folder, "db") });
    try {
      const scratchFiles = openStoredFiles({ storageUrl: undefined, dataDir: path.join(folder, "files") });
      await restoreBackup({
        db: scratch.db,
        files: scratchFiles,
        file: archive,
        force: false,
        migrationsFolder: options.migrationsFolder,
      });
      const counted = await countRows(scratch.db, Object.keys(expected.rows));
      const wrong = Object.entries(expected.rows).filter(([table, rows]) => counted[table] !== rows);
      if (wrong.length > 0)
        throw new Error(
          `Lignes différentes après restauration : ${wrong.map(([table, rows]) => `${table} ${counted[table]}/${rows}`).join(", ")}`,
        );
      const restoredFiles = (await scratchFiles.listKeys()).length;
      if (restoredFiles !== expected.files)
        throw new Error(`Fichiers différents après restauration : ${restoredFiles}/${expected.files}`);
      outcome.tables = Object.keys(counted).length;
      outcome.rows = Object.values(counted).reduce((sum, rows) => sum + rows, 0);
      outcome.files = restoredFiles;
      outcome.ok = true;
    } finally {
      await scratch.close();
    }
  } catch (error) {
    outcome.error = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  outcome.seconds = Math.round((performance.now() - started) / 100) / 10;
  await options.files.storage.put(DRILL_KEY, Buffer.from(JSON.stringify(outcome)), "application/json");
  if (!outcome.ok) throw new DrillFailedError(outcome);
  await mailDrillSuccess(options.db, options.env, outcome);
  return outcome;
}

/** A drill that failed: its outcome is stored; the scheduler records the run as failed and mails the owner once. */
export class DrillFailedError extends Error {
  readonly outcome: DrillOutcome;
  constructor(outcome: DrillOutcome) {
    super(`Exercice de restauration en échec${outcome.backup ? ` (${outcome.backup})` : ""} : ${outcome.error}`);
    this.name = "DrillFailedError";
    this.outcome = outcome;
  }
}

/** What the archive's ends say: the rows of each table (T) and the files (E), once every line checked out. */
async function archiveCounts(file: string): Promise<{ rows: Record<string, number>; files: number }> {
  let rows: Record<string, number> = {};
  let files = 0;
  for await (const line of readArchive(file)) {
    if (line.tag === "T") rows = line.rows;
    if (line.tag === "E") files = line.files;
  }
  return { rows, files };
}

async function mailDrillSuccess(db: Db, env: JobContext["env"], outcome: DrillOutcome): Promise<void> {
  const t = getMailT("fr");
  const subject = t("backupDrill.subjectOk");
  const rows = [
    { label: t("backupDrill.at"), value: formatTahitiDateTime(new Date(outcome.at)) },
    { label: t("backupDrill.backup"), value: outcome.backup ?? "—" },
    { label: t("backupDrill.tables"), value: String(outcome.tables) },
    { label: t("backupDrill.rows"), value: String(outcome.rows) },
    { label: t("backupDrill.files"), value: String(outcome.files) },
    { label: t("backupDrill.seconds"), value: String(outcome.seconds) },
  ];
  await db.transaction(async (tx) => {
    const settings = await getSettings(tx);
    const mail = renderMail(
      <BackupDrillReport
        subject={subject}
        rows={rows}
        backupsUrl={new URL(BACKUPS_ADMIN_PATH, env.PUBLIC_URL).toString()}
        company={await loadMailCompany(tx, mailCompany(env))}
      />,
    );
    await enqueueMail(tx, { to: notificationRecipient(settings, env.BUSINESS_EMAIL), subject, ...mail });
  });
}
