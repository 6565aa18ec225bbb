import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { createDatabase, requestConcurrency } from "./db/db.server.ts";
import { checkDatabase, migrateDatabase } from "./db/migrate.server.ts";
import type { AppServices } from "./context.server.ts";
import { announceAdminSetup } from "./modules/auth/announce-admin-setup.server.ts";
import { DEMO_IMAGE_RENDERER } from "./modules/catalog/demo-content/demo-images.server.ts";
import { seedDemoContent } from "./modules/catalog/demo-content/seed-demo-content.server.ts";
import type { Env } from "./modules/config/env.server.ts";
import { createStorage } from "./modules/media/create-storage.server.ts";
import { openStoredFiles } from "./modules/backup/stored-files.server.ts";
import { createRefusalCache } from "./modules/auth/refusal-cache.ts";
import { createPageCache } from "./modules/page-cache/page-cache.ts";
import { listenForPageCacheVersions } from "./modules/page-cache/page-cache-version.server.ts";
import { createPageRefresher } from "./modules/page-cache/page-refresher.server.ts";
import { createRoutePolicies } from "./modules/routing/route-policies.server.ts";
import type { ServerBuild } from "react-router";
import { startMailOutbox } from "./modules/mail/start-mail-outbox.server.ts";
import { type AppMetrics, createAppMetrics } from "./modules/observability/app-metrics.server.ts";
import { checkReadiness, type Readiness } from "./modules/observability/readiness.server.ts";
import { closePdfPool, configurePdfPool } from "./modules/documents/pdf/pdf-pool.server.ts";
import { SCHEDULED_JOBS } from "./modules/scheduler/scheduled-jobs.server.ts";
import { startScheduler } from "./modules/scheduler/start-scheduler.server.ts";

export type RunningApp = {
  services: AppServices;
  /** Requests to serve at once, the others waiting their turn (server/admission.ts). */
  requestConcurrency: number;
  /** /metrics' registry and the app's own series (modules/observability/app-metrics.server.ts). */
  metrics: AppMetrics;
  /** True when the database answers. */
  isHealthy(): Promise<boolean>;
  /** Database reachable, this release's migrations applied, storage writable (/readyz). */
  checkReadiness(): Promise<Readiness>;
  /**
   * Stops background work, handing back what it holds so another server takes it at once (the outbox's claimed but
   * unsent rows; the scheduler's jobs first), then closes the database.
   */
  stop(): Promise<void>;
};

/**
 * Starts everything the pages need: database (migrated, demo content on first start) and storage.
 * Called once by the HTTP server; the services then reach loaders through the router context.
 */
export type StartOptions = {
  env: Env;
  logger: Logger;
  /** The project folder (the bundle runs from the build folder, away from app/db/migrations). */
  rootDir: string;
  /** The server build's routes: their `handle` exports say each page's policy (modules/routing/). */
  routes: ServerBuild["routes"];
};

export async function startApp({ env, logger, rootDir, routes }: StartOptions): Promise<RunningApp> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = await createDatabase({ url: env.DATABASE_URL, dataDir, logger });
  logger.info({ kind: database.kind }, "database connected");
  await migrateDatabase(database.db, { migrationsFolder: path.join(rootDir, "app/db/migrations") });
  const storage = createStorage({ storageUrl: env.STORAGE_URL, dataDir });
  const seeded = await seedDemoContent({
    db: database.db,
    storage,
    renderer: path.join(rootDir, DEMO_IMAGE_RENDERER),
  });
  if (seeded) logger.info("demo content seeded");
  await announceAdminSetup({ db: database.db, adminEmail: env.ADMIN_EMAIL, publicUrl: env.PUBLIC_URL, logger });
  // A write's new version sends every kept page of the previous one to be rendered again in the background, while
  // visitors get the previous copy meanwhile (issue 32 item 1); one render at a time on the embedded database.
  // (`services` exists before any version is observed: the listener starts below.)
  const pageCache = createPageCache({
    staleMs: env.PAGE_CACHE_STALE_MS,
    onNewVersion: (version) => services.pageRefresher?.refreshStale(version),
  });
  const pageRefresher = createPageRefresher({
    db: database.db,
    cache: pageCache,
    concurrency: database.kind === "postgres" ? 2 : 1,
    logger,
  });
  // PDFs are drawn by worker threads, started with the first one (issue 28 item 4).
  configurePdfPool({ workers: env.PDF_WORKERS });
  const services: AppServices = {
    env,
    db: database.db,
    storage,
    logger,
    pageCache,
    pageRefresher,
    routePolicies: createRoutePolicies(routes),
    authRefusals: createRefusalCache(),
  };
  const background: Array<() => Promise<void>> = [];
  const versions = await listenForPageCacheVersions({
    db: database.db,
    databaseUrl: database.kind === "postgres" ? env.DATABASE_URL : undefined,
    cache: pageCache,
    logger,
  });
  background.push(() => versions.stop());
  background.push(() => pageRefresher.stop());
  const mailOutbox = startMailOutbox({ env, db: database.db, storage, logger });
  background.push(() => mailOutbox.stop());
  const metrics = createAppMetrics({ db: database.db, logger });
  // Timed work runs on the scheduler, once across servers (DESIGN.md ruling 20, decision 016). It stops first on
  // shutdown (startApp's stop), handing its leases to the other servers.
  const scheduler = await startScheduler({
    db: database.db,
    kind: database.kind,
    databaseUrl: env.DATABASE_URL,
    env,
    logger,
    jobs: SCHEDULED_JOBS,
    migrationsFolder: path.join(rootDir, "app/db/migrations"),
    onRun: (task, outcome, seconds) => metrics.recordJobRun(task, outcome, seconds),
  });
  services.backups = {
    files: openStoredFiles({ storageUrl: env.STORAGE_URL, dataDir }),
    trigger: (job) => scheduler.trigger(job),
  };
  // Last: the outbox may draw an attachment until it stops.
  background.push(closePdfPool);
  const migrationsFolder = path.join(rootDir, "app/db/migrations");
  const serverId = `${os.hostname()}-${process.pid}`.replace(/[^A-Za-z0-9_-]/g, "-");
  return {
    services,
    metrics,
    requestConcurrency: requestConcurrency(database.kind),
    checkReadiness: () => checkReadiness({ db: database.db, storage, migrationsFolder, serverId }),
    async isHealthy() {
      try {
        await checkDatabase(database.db);
        return true;
      } catch (error) {
        logger.error({ err: error }, "health check failed");
        return false;
      }
    },
    async stop() {
      await scheduler.stop();
      for (const stopTask of background) await stopTask();
      await database.close();
    },
  };
}
