// What each run of a scheduled job leaves behind (scheduled_job_states): its start, its success, or its failure.
// A run that fails for good (its retries spent) mails the owner when it starts a failure streak, so a job that
// fails every hour sends one mail, not one per run or retry; the next success ends the streak.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { scheduledJobStates } from "../../db/schema/index.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, mailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { JobFailureNotification } from "../mail/templates/job-failure-notification.tsx";
import { formatTahitiDateTime } from "../format/tahiti-date.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { JobContext, ScheduledJob } from "./scheduled-job.ts";

/** The back office's page of the jobs. */
export const JOBS_ADMIN_PATH = "/admin/jobs";

const ERROR_MAX_LENGTH = 1000;

export async function recordJobStart(db: Db, name: string, at: Date): Promise<void> {
  await db
    .insert(scheduledJobStates)
    .values({ name, lastStartedAt: at })
    .onConflictDoUpdate({ target: scheduledJobStates.name, set: { lastStartedAt: at } });
}

export async function recordJobSuccess(db: Db, name: string, at: Date): Promise<void> {
  await db
    .insert(scheduledJobStates)
    .values({ name, lastSucceededAt: at })
    .onConflictDoUpdate({ target: scheduledJobStates.name, set: { lastSucceededAt: at, failureStreak: 0 } });
}

export type RecordJobFailureOptions = {
  context: Pick<JobContext, "db" | "env">;
  job: Pick<ScheduledJob, "name" | "label">;
  at: Date;
  error: unknown;
  /** False while retries remain: the failure is shown, the streak and the owner wait for the last attempt. */
  isFinal: boolean;
};

/** Returns whether the owner was mailed. */
export async function recordJobFailure({ context, job, at, error, isFinal }: RecordJobFailureOptions) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
  const streakStep = isFinal ? 1 : 0;
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scheduledJobStates)
      .values({ name: job.name, lastFailedAt: at, lastError: message, failureStreak: streakStep })
      .onConflictDoUpdate({
        target: scheduledJobStates.name,
        set: {
          lastFailedAt: at,
          lastError: message,
          failureStreak: sql`${scheduledJobStates.failureStreak} + ${streakStep}`,
        },
      })
      .returning({ failureStreak: scheduledJobStates.failureStreak });
    if (!isFinal || row?.failureStreak !== 1) return false;
    const t = getMailT("fr");
    const settings = await getSettings(tx);
    const subject = t("jobFailure.subject", { job: job.label });
    const mail = renderMail(
      <JobFailureNotification
        subject={subject}
        rows={[
          { label: t("jobFailure.job"), value: job.label },
          { label: t("jobFailure.at"), value: formatTahitiDateTime(at) },
          { label: t("jobFailure.error"), value: message },
        ]}
        jobsUrl={new URL(JOBS_ADMIN_PATH, context.env.PUBLIC_URL).toString()}
        company={await loadMailCompany(tx, mailCompany(context.env))}
      />,
    );
    await enqueueMail(tx, { to: notificationRecipient(settings, context.env.BUSINESS_EMAIL), subject, ...mail });
    return true;
  });
}

/** Runs one job at `now` and records it; rethrows a failure so pg-boss retries it. */
export async function runAndRecordJob(
  job: ScheduledJob,
  context: JobContext,
  attempt: { isFinal: boolean },
): Promise<Record<string, number> | void> {
  await recordJobStart(context.db, job.name, context.now);
  try {
    const result = await job.run(context);
    await recordJobSuccess(context.db, job.name, context.now);
    return result;
  } catch (error) {
    await recordJobFailure({ context, job, at: context.now, error, isFinal: attempt.isFinal });
    throw error;
  }
}

export async function getJobState(db: Db, name: string) {
  const [row] = await db.select().from(scheduledJobStates).where(eq(scheduledJobStates.name, name));
  return row ?? null;
}
