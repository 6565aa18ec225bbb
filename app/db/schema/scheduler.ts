// Timed work (DESIGN.md ruling 20): what the back office shows of each scheduled job, and the reminders already sent.
// The jobs themselves are queued and locked by pg-boss in its own `pgboss` schema (app/modules/scheduler/).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { id, timestamptz } from "./columns.ts";

/** One row per job name, written by the job's wrapper at each run: the 'Tâches planifiées' page reads it. */
export const scheduledJobStates = pgTable(
  "scheduled_job_states",
  {
    name: text("name").primaryKey(),
    lastStartedAt: timestamptz("last_started_at"),
    lastSucceededAt: timestamptz("last_succeeded_at"),
    lastFailedAt: timestamptz("last_failed_at"),
    lastError: text("last_error"),
    /** Failed runs in a row (retries exhausted); back to 0 at the next success. The owner is mailed when it leaves 0. */
    failureStreak: integer("failure_streak").notNull().default(0),
  },
  (t) => [check("scheduled_job_states_streak_check", sql`${t.failureStreak} >= 0`)],
);

/**
 * A reminder mailed once: the unique (kind, subject_id) is inserted in the transaction that queues the mail, so a
 * second run, a retry or a second server cannot send it again.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    id: id(),
    /** e.g. 'quote_expiry_7d', 'quote_expiry_1d', 'deposit_24h', 'balance_due_14d'. */
    kind: text("kind").notNull(),
    /** The quote, order or invoice reminded of. */
    subjectId: text("subject_id").notNull(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [
    unique("sent_reminders_kind_subject_unique").on(t.kind, t.subjectId),
    index("sent_reminders_subject_idx").on(t.subjectId),
  ],
);
