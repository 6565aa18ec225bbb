// Every scheduled job of the app, with its schedule in Tahiti time (cron: minute hour day month weekday).
import { purgeStaleRows } from "../abuse/purge-stale-rows.server.ts";
import { runRestoreDrill } from "../backup/restore-drill.server.tsx";
import { runNightlyBackup } from "../backup/scheduled-backups.server.ts";
import { openStoredFiles } from "../backup/stored-files.server.ts";
import { expireQuotes } from "../documents/expire-quotes.server.ts";
import { remindExpiringQuotes } from "../documents/remind-expiring-quotes.server.ts";
import { sendMorningList } from "../morning-list/send-morning-list.server.tsx";
import { remindBalances } from "../reminders/remind-balances.server.ts";
import { remindUnpaidDeposits } from "../reminders/remind-deposits.server.ts";
import { JOB_LABELS } from "./job-labels.ts";
import type { JobContext, ScheduledJob } from "./scheduled-job.ts";

export const PURGE_STALE_ROWS_JOB: ScheduledJob = {
  name: "purge-stale-rows",
  cron: "17 * * * *",
  label: JOB_LABELS["purge-stale-rows"]!,
  run: async ({ db }) => purgeStaleRows(db),
};

/** At the midnight that ends a quote's validity date, Tahiti time. */
export const EXPIRE_QUOTES_JOB: ScheduledJob = {
  name: "expire-quotes",
  cron: "0 0 * * *",
  label: JOB_LABELS["expire-quotes"]!,
  run: async ({ db, now }) => expireQuotes({ db, now }),
};

export const QUOTE_REMINDERS_JOB: ScheduledJob = {
  name: "quote-reminders",
  cron: "0 8 * * *",
  label: JOB_LABELS["quote-reminders"]!,
  run: remindExpiringQuotes,
};

/** Hourly, so a deposit is reminded within the hour after 24 h and 72 h. */
export const DEPOSIT_REMINDERS_JOB: ScheduledJob = {
  name: "deposit-reminders",
  cron: "40 * * * *",
  label: JOB_LABELS["deposit-reminders"]!,
  run: remindUnpaidDeposits,
};

export const BALANCE_REMINDERS_JOB: ScheduledJob = {
  name: "balance-reminders",
  cron: "5 8 * * *",
  label: JOB_LABELS["balance-reminders"]!,
  run: remindBalances,
};

export const MORNING_LIST_JOB: ScheduledJob = {
  name: "morning-list",
  cron: "0 7 * * *",
  label: JOB_LABELS["morning-list"]!,
  run: sendMorningList,
};

const storedFiles = (env: JobContext["env"]) => openStoredFiles({ storageUrl: env.STORAGE_URL, dataDir: env.DATA_DIR });

/** Every night at 02:30 in Tahiti: the archive to the storage's private backups, then the retention rule. */
export const NIGHTLY_BACKUP_JOB: ScheduledJob = {
  name: "nightly-backup",
  cron: "30 2 * * *",
  label: JOB_LABELS["nightly-backup"]!,
  run: async ({ db, env, now, kind }) => {
    if (!kind) throw new Error("the backup job needs the database's kind");
    return runNightlyBackup({ db, kind, files: storedFiles(env), now });
  },
};

/** Sundays at 03:30 in Tahiti: the newest backup restored into a scratch database, the outcome mailed to the owner. */
export const RESTORE_DRILL_JOB: ScheduledJob = {
  name: "restore-drill",
  cron: "30 3 * * 0",
  label: JOB_LABELS["restore-drill"]!,
  run: async ({ db, env, now, migrationsFolder }) => {
    const outcome = await runRestoreDrill({ db, env, files: storedFiles(env), now, migrationsFolder });
    return { ok: outcome.ok ? 1 : 0, rows: outcome.rows, files: outcome.files };
  },
};

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  PURGE_STALE_ROWS_JOB,
  EXPIRE_QUOTES_JOB,
  QUOTE_REMINDERS_JOB,
  DEPOSIT_REMINDERS_JOB,
  BALANCE_REMINDERS_JOB,
  MORNING_LIST_JOB,
  NIGHTLY_BACKUP_JOB,
  RESTORE_DRILL_JOB,
];
