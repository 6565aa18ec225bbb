// Every scheduled job of the app, with its schedule in Tahiti time (cron: minute hour day month weekday).
import { purgeStaleRows } from "../abuse/purge-stale-rows.server.ts";
import type { ScheduledJob } from "./scheduled-job.ts";

export const PURGE_STALE_ROWS_JOB: ScheduledJob = {
  name: "purge-stale-rows",
  cron: "17 * * * *",
  label: "Purge des données périmées (limites d'envoi, paiements par carte abandonnés)",
  run: async ({ db }) => purgeStaleRows(db),
};

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [PURGE_STALE_ROWS_JOB];
