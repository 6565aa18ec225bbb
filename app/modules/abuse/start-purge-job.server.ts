// Runs purgeStaleRows soon after start and then every hour, beside the mail outbox worker (app/services.server.ts).
// On several servers each one purges: the deletes are idempotent and cheap (indexed on created_at).
import type { Db } from "../../db/db.server.ts";
import { purgeStaleRows } from "./purge-stale-rows.server.ts";

export type PurgeJobLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

export type PurgeJob = {
  /** Waits for a purge in progress, then stops. */
  stop(): Promise<void>;
};

export function startPurgeJob({
  db,
  logger,
  firstDelayMs = 60_000,
  intervalMs = 60 * 60_000,
  onRun,
}: {
  db: Db;
  logger: PurgeJobLogger;
  firstDelayMs?: number;
  intervalMs?: number;
  /** Told of each run's outcome and duration (/metrics' job runs). */
  onRun?: (outcome: "ok" | "failed", seconds: number) => void;
}): PurgeJob {
  let isStopped = false;
  let inProgress: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;
  const run = async () => {
    const started = performance.now();
    try {
      const purged = await purgeStaleRows(db);
      if (purged.rateLimitHits + purged.abandonedCardOrders > 0) logger.info(purged, "stale rows purged");
      onRun?.("ok", (performance.now() - started) / 1000);
    } catch (error) {
      // The next run tries again; a database that is away is reported by /healthz.
      logger.warn({ err: error }, "stale rows could not be purged");
      onRun?.("failed", (performance.now() - started) / 1000);
    }
  };
  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      inProgress = run().finally(() => {
        if (!isStopped) schedule(intervalMs);
      });
    }, delayMs);
    timer.unref();
  };
  schedule(firstDelayMs);
  return {
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await inProgress;
    },
  };
}
