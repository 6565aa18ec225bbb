// The 'Tâches planifiées' page's rows: each job's schedule, next run (from its cron in Tahiti time), last run and
// last failure (scheduled_job_states).
import { PgBoss } from "pg-boss";
import type { Db } from "../../db/db.server.ts";
import { scheduledJobStates } from "../../db/schema/index.ts";
import { TAHITI_TIME_ZONE } from "../format/tahiti-date.ts";
import type { ScheduledJob } from "./scheduled-job.ts";

export type JobStateRow = {
  name: string;
  label: string;
  cron: string;
  nextRunAt: Date | null;
  lastStartedAt: Date | null;
  lastSucceededAt: Date | null;
  lastFailedAt: Date | null;
  lastError: string | null;
  failureStreak: number;
};

// previewSchedule only reads the cron expression: an instance that is never started opens no connection.
const CALENDAR = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error("the jobs calendar has no database")) },
});

/** The next occurrence of a cron expression read in Tahiti time, strictly after `from`. */
export function nextRunAt(cron: string, from: Date): Date | null {
  return CALENDAR.previewSchedule(cron, { tz: TAHITI_TIME_ZONE, from, count: 1 })[0] ?? null;
}

export async function listJobStates(db: Db, jobs: readonly ScheduledJob[], now: Date): Promise<JobStateRow[]> {
  const states = new Map((await db.select().from(scheduledJobStates)).map((row) => [row.name, row]));
  return jobs.map((job) => {
    const state = states.get(job.name);
    return {
      name: job.name,
      label: job.label,
      cron: job.cron,
      nextRunAt: nextRunAt(job.cron, now),
      lastStartedAt: state?.lastStartedAt ?? null,
      lastSucceededAt: state?.lastSucceededAt ?? null,
      lastFailedAt: state?.lastFailedAt ?? null,
      lastError: state?.lastError ?? null,
      failureStreak: state?.failureStreak ?? 0,
    };
  });
}
