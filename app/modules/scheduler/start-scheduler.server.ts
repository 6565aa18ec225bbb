// The one scheduler (DESIGN.md ruling 20, decision 016): pg-boss on the app's database, PostgreSQL through its own
// small pool, PGlite through pg-boss's adapter on the app's single connection. Each job is a cron schedule in Tahiti
// time and a queue: pg-boss creates one job per occurrence whichever server's clock sees it first, the 'stately'
// policy keeps at most one queued and one running, SKIP LOCKED gives it to one worker, and a failed run is retried
// with exponential back-off before it counts as failed.
import { fromPglite, PgBoss, type ConstructorOptions, type PGliteLike } from "pg-boss";
import type { Db, DbKind } from "../../db/db.server.ts";
import { TAHITI_TIME_ZONE } from "../format/tahiti-date.ts";
import { runAndRecordJob } from "./record-job-run.server.tsx";
import type { JobContext, JobLogger, ScheduledJob } from "./scheduled-job.ts";

export type RetryPolicy = { limit: number; delaySeconds: number; maxDelaySeconds: number };

/** Three retries after 1, 2 then 4 minutes (with jitter), then the run counts as failed. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 60, maxDelaySeconds: 30 * 60 };

export type StartSchedulerOptions = {
  db: Db;
  kind: DbKind;
  /** The PostgreSQL URL, for pg-boss's own pool (LISTEN and sessions of its own); unused on PGlite. */
  databaseUrl?: string;
  env: JobContext["env"];
  logger: JobLogger;
  jobs: readonly ScheduledJob[];
  /** The SQL migrations' folder, for the restore drill (the built server runs away from the source tree). */
  migrationsFolder?: string;
  /** How often an idle worker looks for a job (pg-boss's default is 2 s); tests shorten it. */
  pollingIntervalSeconds?: number;
  retry?: RetryPolicy;
  /** Where the current instant comes from; tests pass a fixed one. */
  now?: () => Date;
  /** Told of each run's outcome and duration (the /metrics job series, modules/observability/). */
  onRun?: (task: string, outcome: "ok" | "failed", seconds: number) => void;
};

export type Scheduler = {
  /** Queues a run of a job now, as its schedule would; a second call while one is queued adds nothing. */
  trigger(name: string): Promise<string | null>;
  /** The library, for the jobs page and tests. */
  boss: PgBoss;
  stop(): Promise<void>;
};

/** pg-boss's maintenance (archive, purge, index upkeep) every few minutes; its default cadence otherwise. */
function connectionOptions({ db, kind, databaseUrl }: StartSchedulerOptions): ConstructorOptions {
  if (kind === "postgres") {
    if (!databaseUrl) throw new Error("the scheduler needs the PostgreSQL URL");
    return { connectionString: databaseUrl, max: 2, application_name: "bpe-scheduler" };
  }
  const client = (db as unknown as { $client: PGliteLike }).$client;
  return { db: fromPglite(client), backend: "pglite" };
}

export async function startScheduler(options: StartSchedulerOptions): Promise<Scheduler> {
  const { db, env, logger, jobs, retry = DEFAULT_RETRY, now = () => new Date() } = options;
  const boss = new PgBoss({ ...connectionOptions(options), schema: "pgboss" });
  // An unhandled 'error' event would end the process; pg-boss goes on polling after it.
  boss.on("error", (error) => logger.error({ err: error }, "scheduler error"));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      policy: "stately",
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: retry.maxDelaySeconds,
      expireInSeconds: 15 * 60,
    });
    await boss.schedule(job.name, job.cron, null, { tz: TAHITI_TIME_ZONE });
    await boss.work(
      job.name,
      { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([claimed]) => {
        if (!claimed) return;
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        let result: Awaited<ReturnType<typeof runAndRecordJob>>;
        try {
          result = await runAndRecordJob(
            job,
            { db, env, logger, now: now(), kind: options.kind, migrationsFolder: options.migrationsFolder },
            { isFinal: claimed.retryCount >= claimed.retryLimit },
          );
        } catch (error) {
          options.onRun?.(job.name, "failed", seconds());
          throw error;
        }
        options.onRun?.(job.name, "ok", seconds());
        if (result) logger.info({ job: job.name, ...result }, "scheduled job done");
      },
    );
  }
  logger.info({ jobs: jobs.map((job) => job.name) }, "scheduler started");
  return {
    boss,
    trigger: (name) => boss.send(name, null),
    async stop() {
      await boss.stop({ graceful: true, close: true, timeout: 10_000 });
    },
  };
}
