// What /metrics shows (issue 32 item 5), in Prometheus' text format through prom-client: one registry per server,
// made at start. The HTTP server adds its own series to it (server/http-metrics.ts: requests by route group, page
// cache, admission); this module adds what the app knows: the mail outbox and payment webhooks as the database holds
// them (read at each scrape, so every server reports the same cluster-wide figures), the database pool of this
// server, and the runs of timed jobs. Alerts on these series: deploy/prometheus/bpe-shop-alerts.yml.
import { sql } from "drizzle-orm";
import pg from "pg";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import type { Db } from "../../db/db.server.ts";
import { MAIL_STATUSES, PAYMENT_EVENT_OUTCOMES } from "../../db/schema/system.ts";

export type JobOutcome = "ok" | "failed";

export type AppMetrics = {
  registry: Registry;
  /** Counts one run of a timed job (the purge job now; the scheduler's jobs when it comes). */
  recordJobRun(job: string, outcome: JobOutcome, seconds: number): void;
};

type Row = Record<string, unknown>;

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

export function createAppMetrics({ db, logger }: { db: Db; logger?: { warn(obj: object, msg: string): void } }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "bpe_process_" });
  const registers = [registry];
  // A database that does not answer leaves the figures of the last scrape; /readyz and the HTTP errors report it.
  const readingFailed = (what: string) => (error: unknown) =>
    logger?.warn({ err: error }, `metrics: ${what} could not be read`);

  new Gauge({
    name: "bpe_mail_outbox_messages",
    help: "Messages in the mail outbox by status (whole database: every server reports the same figure).",
    labelNames: ["status"] as const,
    registers,
    async collect() {
      const rows = await rowsOf(db, sql`select status, count(*)::int as n from mail_outbox group by status`).catch(
        readingFailed("the mail outbox"),
      );
      if (!rows) return;
      for (const status of MAIL_STATUSES) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: "bpe_mail_outbox_oldest_due_seconds",
    help: "Age of the oldest queued message that is due (0 when none): a stuck outbox grows it.",
    registers,
    async collect() {
      const rows = await rowsOf(
        db,
        sql`select coalesce(extract(epoch from now() - min(next_attempt_at)), 0)::float8 as age
            from mail_outbox where status = 'queued' and next_attempt_at <= now()`,
      ).catch(readingFailed("the mail outbox's oldest message"));
      if (rows) this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  });
  new Gauge({
    name: "bpe_payment_webhook_events_last_hour",
    help: "Payment webhook events received in the last hour, by outcome (whole database).",
    labelNames: ["outcome"] as const,
    registers,
    async collect() {
      const rows = await rowsOf(
        db,
        sql`select coalesce(outcome, 'pending') as outcome, count(*)::int as n from payment_webhook_events
            where received_at > now() - interval '1 hour' group by 1`,
      ).catch(readingFailed("the payment webhook events"));
      if (!rows) return;
      for (const outcome of [...PAYMENT_EVENT_OUTCOMES, "pending"])
        this.set({ outcome }, Number(rows.find((r) => r.outcome === outcome)?.n ?? 0));
    },
  });

  const pool = (db as { $client?: unknown }).$client;
  if (pool instanceof pg.Pool) {
    new Gauge({
      name: "bpe_db_pool_connections",
      help: "This server's PostgreSQL pool: open connections (total), idle ones, and queries waiting for one.",
      labelNames: ["state"] as const,
      registers,
      collect() {
        this.set({ state: "total" }, pool.totalCount);
        this.set({ state: "idle" }, pool.idleCount);
        this.set({ state: "waiting" }, pool.waitingCount);
      },
    });
  }

  const jobRuns = new Counter({
    name: "bpe_job_runs_total",
    help: "Runs of timed jobs by job and outcome.",
    labelNames: ["task", "outcome"] as const,
    registers,
  });
  const jobLastSuccess = new Gauge({
    name: "bpe_job_last_success_timestamp_seconds",
    help: "When each timed job last succeeded on this server (Unix time).",
    labelNames: ["task"] as const,
    registers,
  });
  const jobDuration = new Gauge({
    name: "bpe_job_last_run_duration_seconds",
    help: "How long each timed job's last run took on this server.",
    labelNames: ["task"] as const,
    registers,
  });

  const metrics: AppMetrics = {
    registry,
    recordJobRun(job, outcome, seconds) {
      jobRuns.inc({ task: job, outcome });
      jobDuration.set({ task: job }, seconds);
      if (outcome === "ok") jobLastSuccess.set({ task: job }, Date.now() / 1000);
    },
  };
  return metrics;
}
