// Starting the app's scheduler on a test database, with short polls and retries so tests wait seconds, not minutes.
import { parseEnv } from "../../../app/modules/config/env.server.ts";
import type { ScheduledJob } from "../../../app/modules/scheduler/scheduled-job.ts";
import { startScheduler, type Scheduler } from "../../../app/modules/scheduler/start-scheduler.server.ts";
import type { TestDatabase } from "../../setup/test-db.ts";

export const JOB_ENV = parseEnv({
  NODE_ENV: "test",
  PUBLIC_URL: "http://shop.test",
  BUSINESS_EMAIL: "owner@shop.test",
  SESSION_SECRET: "test-secret-test-secret",
});

export const QUIET_LOGGER = { info: () => {}, warn: () => {}, error: () => {} };

export function startTestScheduler(database: TestDatabase, jobs: readonly ScheduledJob[]): Promise<Scheduler> {
  return startScheduler({
    db: database.db,
    kind: database.kind,
    databaseUrl: database.url,
    env: JOB_ENV,
    logger: QUIET_LOGGER,
    jobs,
    pollingIntervalSeconds: 0.5,
    retry: { limit: 1, delaySeconds: 1, maxDelaySeconds: 1 },
  });
}
