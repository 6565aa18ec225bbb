// The back office's 'Sauvegardes' page (issue 32 item 6): the backups kept (date, size, kinds), the last restore drill,
// and 'Sauvegarder maintenant', which queues the nightly backup's job (audited) rather than running it in the request.
import type { DbExecutor } from "../../db/db.server.ts";
import { recordAudit } from "../audit/record-audit.server.ts";
import { readLastDrill } from "./restore-drill.server.tsx";
import { listKeptBackups, parseBackupName, readBackupSummary } from "./scheduled-backups.server.ts";
import { BACKUPS_PREFIX } from "./backup-prefix.ts";
import type { StoredFileStream } from "./stored-file-streams.server.ts";
import type { StoredFiles } from "./stored-files.server.ts";

export const NIGHTLY_BACKUP_JOB_NAME = "nightly-backup";

export async function loadBackupsPage(files: StoredFiles, now: Date) {
  const kept = await listKeptBackups(files, now);
  const backups = [];
  for (const backup of kept) {
    const summary = await readBackupSummary(files, backup);
    backups.push({
      name: backup.name,
      createdAt: backup.createdAt.toISOString(),
      bytes: summary?.bytes ?? null,
      kinds: backup.kinds,
    });
  }
  return { backups, lastDrill: await readLastDrill(files) };
}

/** A kept backup's archive as a stream for its download, or null for a name that is not a backup's or is not stored. */
export async function openStoredBackup(files: StoredFiles, name: string): Promise<StoredFileStream | null> {
  if (!parseBackupName(name)) return null;
  return files.openRead(`${BACKUPS_PREFIX}${name}`);
}

export type QueueBackupResult = "queued" | "already-queued";

/** Queues the nightly backup's job now; a second request while one is queued adds nothing. Audited either way. */
export async function queueBackupNow(options: {
  db: DbExecutor;
  actor: string;
  trigger: (name: string) => Promise<string | null>;
}): Promise<QueueBackupResult> {
  const jobId = await options.trigger(NIGHTLY_BACKUP_JOB_NAME);
  await recordAudit(options.db, {
    actor: options.actor,
    action: "backup.queue",
    entity: "backup",
    entityId: jobId,
    summary: { queued: jobId !== null },
  });
  return jobId ? "queued" : "already-queued";
}
