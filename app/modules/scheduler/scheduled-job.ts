// What a scheduled job is (DESIGN.md ruling 20): a name, when it runs, and its work as a plain function of `now`,
// so tests call the work with any instant and the scheduler calls it with the real one.
import type { Db, DbKind } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";

export type JobLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobContext = {
  db: Db;
  env: Pick<
    Env,
    | "PUBLIC_URL"
    | "BUSINESS_EMAIL"
    | "COMPANY_NAME"
    | "COMPANY_ADDRESS"
    | "COMPANY_BRN"
    | "WHATSAPP_NUMBER"
    | "DATA_DIR"
    | "STORAGE_URL"
  >;
  /** The database's kind and the SQL migrations' folder: the backup jobs need them. */
  kind?: DbKind;
  migrationsFolder?: string;
  /** The instant the run stands for: the real clock in production, any instant in tests. */
  now: Date;
  logger: JobLogger;
};

export type ScheduledJob = {
  /** The pg-boss queue's name, also the key of its row in scheduled_job_states. */
  name: string;
  /** Five-field cron expression, read in Tahiti time (Pacific/Tahiti, UTC−10, no daylight saving). */
  cron: string;
  /** What it does, in French, for the back office's page. */
  label: string;
  /** The work; what it returns is logged. It throws to fail the run (retried with back-off). */
  run: (context: JobContext) => Promise<Record<string, number> | void>;
};
