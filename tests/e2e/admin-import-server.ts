// The built app served from this test process, like server/index.ts (security headers, compression, assets, uploads)
// but with services whose importer fetcher reaches the local fake Alibaba: the host check can be relaxed only in
// code, so the browser test of the import cannot use a server in a child process.
import { mkdtemp, rm } from "node:fs/promises";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import type { AppServices } from "../../app/context.server.ts";
import type * as AppEntryModule from "../../app/entry.server.tsx";
import type { createSafeFetcher, SafeFetcher } from "../../app/modules/importer/safe-fetch.server.ts";
import { parseEnv } from "../../app/modules/config/env.server.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { getFreePort } from "../support/free-port.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";

type AppBuild = ServerBuild & { entry: { module: typeof AppEntryModule } };

const ROOT = path.resolve(import.meta.dirname, "../..");

export type InProcessServer = {
  url: string;
  services: AppServices;
  close(): Promise<void>;
};

export async function startInProcessServer({
  importFetcher,
}: {
  /**
   * The importer's fetcher, made with the build's `createSafeFetcher`: an ImportError from another copy of the
   * module would not be recognised by the build, and would read as an unexpected failure.
   */
  importFetcher: (create: typeof createSafeFetcher) => SafeFetcher;
}): Promise<InProcessServer> {
  const buildDir = path.join(ROOT, process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as AppBuild;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-e2e-import-"));
  // PostgreSQL when TEST_DATABASE_URL is set, PGlite in dataDir otherwise.
  const database = await createEmptyPostgresDatabase("bpe_e2e_import");
  const port = await getFreePort();
  const url = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const logger = pino({ level: "silent" });
  const running = await build.entry.module.startApp({ env, logger, rootDir: ROOT, routes: build.routes });
  const services: AppServices = {
    ...running.services,
    importFetcher: importFetcher(build.entry.module.createSafeFetcher),
  };
  const cspOptions = { isDev: false, formTargets: [] };

  const app = express();
  app.use(compression());
  app.use(securityHeaders({ isHttps: false, ...cspOptions }));
  app.use("/uploads", express.static(path.join(dataDir, "uploads"), { index: false, fallthrough: false }));
  app.use("/assets", express.static(path.join(buildDir, "client/assets"), { index: false }));
  app.use(express.static(path.join(buildDir, "client"), { index: false }));
  app.use(
    (_req, res, next) => {
      res.removeHeader("Content-Security-Policy");
      next();
    },
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext: (req, res) =>
        build.entry.module.createLoadContext(services, {
          requestId: "e2e",
          nonce: res.locals.nonce as string,
          cspOptions,
          logger,
          clientIp: (req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/i, ""),
        }),
    }),
  );
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    url,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await running.stop();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
