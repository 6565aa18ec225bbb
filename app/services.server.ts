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
import { createRefusalCache } from "./modules/auth/refusal-cache.ts";
import { createPageCache } from "./modules/page-cache/page-cache.ts";
import { listenForPageCacheVersions } from "./modules/page-cache/page-cache-version.server.ts";
import { createRoutePolicies } from "./modules/routing/route-policies.server.ts";
import type { ServerBuild } from "react-router";
import { startMailOutbox } from "./modules/mail/start-mail-outbox.server.ts";
import { SCHEDULED_JOBS } from "./modules/scheduler/scheduled-jobs.server.ts";
import { startScheduler } from "./modules/scheduler/start-scheduler.server.ts";

export type RunningApp = {
  services: AppServices;
  /** Requests to serve at once, the others waiting their turn (server/admission.ts). */
  requestConcurrency: number;
  /** True when the database answers. */
  isHealthy(): Promise<boolean>;
  /** Stops background work and closes the database. */
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
  const pageCache = createPageCache();
  const services: AppServices = {
    env,
    db: database.db,
    storage,
    logger,
    pageCache,
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
  const mailOutbox = startMailOutbox({ env, db: database.db, storage, logger });
  background.push(() => mailOutbox.stop());
  // Timed work runs on the scheduler, once across servers (DESIGN.md ruling 20, decision 014).
  const scheduler = await startScheduler({
    db: database.db,
    kind: database.kind,
    databaseUrl: env.DATABASE_URL,
    env,
    logger,
    jobs: SCHEDULED_JOBS,
  });
  background.push(() => scheduler.stop());
  return {
    services,
    requestConcurrency: requestConcurrency(database.kind),
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
      for (const stopTask of background) await stopTask();
      await database.close();
    },
  };
}
