// The nightly backup (issue 32 item 6): the same archive as `npm run db:backup`, written to the storage under a private
// prefix (server/serve-uploads.ts answers 404 for /uploads/private/…), named by its instant, with a small summary
// beside it; then the retention rule (backup-retention.ts) deletes the backups it no longer keeps. The archives never
// carry the stored backups themselves (backup.server.ts leaves BACKUPS_PREFIX out).
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Db, DbKind } from "../../db/db.server.ts";
import { BACKUPS_PREFIX } from "./backup-prefix.ts";
import { applyRetention, type BackupKind } from "./backup-retention.ts";
import { createBackup } from "./backup.server.ts";
import type { StoredFiles } from "./stored-files.server.ts";

export { BACKUPS_PREFIX };

const ARCHIVE_SUFFIX = ".bpe-backup.gz";
const SUMMARY_SUFFIX = ".json";
const NAME = /^bpe-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.bpe-backup\.gz$/;

export type BackupSummaryFile = { createdAt: string; bytes: number; rows: number; tables: number; files: number };

export type StoredBackup = {
  key: string;
  /** The file's name, what the download link carries. */
  name: string;
  createdAt: Date;
};

/** `private/backups/bpe-2026-12-03T12-30-00-000Z.bpe-backup.gz` for the instant 2026-12-03T12:30:00.000Z. */
export function backupKey(at: Date): string {
  return `${BACKUPS_PREFIX}bpe-${at.toISOString().replace(/[:.]/g, "-")}${ARCHIVE_SUFFIX}`;
}

/** The instant of a backup's file name, or null for any other name. */
export function parseBackupName(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

const summaryKey = (archiveKey: string) => archiveKey.slice(0, -ARCHIVE_SUFFIX.length) + SUMMARY_SUFFIX;

/** The stored backups, newest first. */
export async function listStoredBackups(files: StoredFiles): Promise<StoredBackup[]> {
  const backups: StoredBackup[] = [];
  for (const key of await files.listKeys()) {
    if (!key.startsWith(BACKUPS_PREFIX)) continue;
    const name = key.slice(BACKUPS_PREFIX.length);
    const createdAt = parseBackupName(name);
    if (createdAt) backups.push({ key, name, createdAt });
  }
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** What the summary beside an archive says (its size, rows and files), or null when it is missing or unreadable. */
export async function readBackupSummary(files: StoredFiles, backup: StoredBackup): Promise<BackupSummaryFile | null> {
  const file = await files.storage.get(summaryKey(backup.key));
  if (!file) return null;
  try {
    return JSON.parse(Buffer.from(file.bytes).toString("utf8")) as BackupSummaryFile;
  } catch {
    return null;
  }
}

/** Each kept backup with its kinds (daily, weekly, monthly) at `now`. */
export async function listKeptBackups(files: StoredFiles, now: Date) {
  const decision = applyRetention(await listStoredBackups(files), (backup) => backup.createdAt, now);
  return decision.keep.map(({ backup, kinds }) => ({ ...backup, kinds: kinds as BackupKind[] }));
}

/** Writes tonight's backup to the storage, then deletes what the retention rule no longer keeps. */
export async function runNightlyBackup(options: { db: Db; kind: DbKind; files: StoredFiles; now: Date }) {
  const { files, now } = options;
  const folder = await mkdtemp(path.join(os.tmpdir(), "bpe-nightly-backup-"));
  try {
    const file = path.join(folder, "backup.gz");
    const summary = await createBackup({ db: options.db, kind: options.kind, files, file });
    const bytes = (await stat(file)).size;
    const key = backupKey(now);
    await files.putFile(key, file, "application/gzip");
    const written: BackupSummaryFile = {
      createdAt: now.toISOString(),
      bytes,
      rows: Object.values(summary.rows).reduce((sum, count) => sum + count, 0),
      tables: Object.keys(summary.rows).length,
      files: summary.files,
    };
    await files.storage.put(summaryKey(key), Buffer.from(JSON.stringify(written)), "application/json");
    const decision = applyRetention(await listStoredBackups(files), (backup) => backup.createdAt, now);
    for (const backup of decision.delete) {
      await files.storage.delete(backup.key);
      await files.storage.delete(summaryKey(backup.key));
    }
    return {
      bytes,
      rows: written.rows,
      files: written.files,
      kept: decision.keep.length,
      deleted: decision.delete.length,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
