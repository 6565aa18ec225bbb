import "./node-env.ts";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express from "express";
import { pino } from "pino";
import { pinoHttp } from "pino-http";
import type { ServerBuild } from "react-router";
import { serializeLoggedError } from "../app/db/redact-query-error.ts";
import type * as AppEntryModule from "../app/entry.server.tsx";
import { redactUrlSecrets } from "../app/modules/auth/redact-url-secrets.ts";
import { checkDeploymentSafety, parseEnv } from "../app/modules/config/env.server.ts";
import { paymentFormTargets } from "../app/modules/payments/checkout-url.ts";
import { withoutTrackingParameters } from "../app/modules/page-cache/tracking-parameters.ts";
import { VIDEO_MAX_BYTES } from "../app/modules/media/upload-limits.ts";
import { admission } from "./admission.ts";
import { gracefulShutdown } from "./graceful-shutdown.ts";
import { httpMetrics } from "./http-metrics.ts";
import { startMetricsListener } from "./metrics-listener.ts";
import { BODY_MAX_DEADLINE_MS, readBodyFirst } from "./read-body-first.ts";
import { routerHandler } from "./router-handler.ts";
import { unfinishedPerAddress } from "./unfinished-per-address.ts";
import { pageCacheHandler } from "./page-cache-handler.ts";
import { precompressedAssets } from "./precompressed-assets.ts";
import { securityHeaders } from "./security-headers.ts";
import { serveUploads } from "./serve-uploads.ts";

// The bundle's server entry (app/entry.server.tsx) also exports how to start the app's services,
// so that the database and storage exist once, inside the bundle that uses them.
type AppEntry = typeof AppEntryModule;
type AppBuild = ServerBuild & { entry: { module: AppEntry } };

const isDev = process.argv.includes("--dev");
/** A public form's bound is 1 MiB (read-form-data.server.ts), whose 413 is answered up to 4 MiB. */
const PUBLIC_BODY_MAX_BYTES = 4 * 1024 * 1024;
/** The back office uploads media (a 60 MB video at most); a public form is far smaller. A route's own bound, which
 * answers in the visitor's language, still applies within these (its body drained up to 4 × its bound). */
const maxBodyBytes = (pathname: string) =>
  /^\/admin(\/|$)/.test(pathname) ? VIDEO_MAX_BYTES + 1024 * 1024 : PUBLIC_BODY_MAX_BYTES;
/** 2^18 bytes: 256 KB, larger than any page (see the compression middleware below). */
const BROTLI_WINDOW_BITS = 18;
const rootDir = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(rootDir, process.env.BUILD_DIR ?? "build");
let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
// Log lines carry no secrets or visitors' data: no cookies, no emailed tokens, no failed query's parameters.
const logger = pino({
  level: env.LOG_LEVEL,
  redact: ["req.headers.cookie", "req.headers.authorization"],
  serializers: { err: serializeLoggedError },
});
// A server on a public address refuses the public default secret and the sandbox provider (issue 12 item 5).
const deployment = checkDeploymentSafety(env);
if (deployment.errors.length > 0) {
  console.error(`Unsafe configuration:\n${deployment.errors.map((error) => `  ${error}`).join("\n")}`);
  process.exit(1);
}
for (const warning of deployment.warnings) logger.warn(`unsafe outside this machine: ${warning}`);

const viteDevServer = isDev
  ? await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }))
  : undefined;

async function loadBuild(): Promise<AppBuild> {
  if (viteDevServer) return (await viteDevServer.ssrLoadModule("virtual:react-router/server-build")) as AppBuild;
  return (await import(path.join(buildDir, "server/index.js"))) as AppBuild;
}

const initialBuild = await loadBuild();
let running: Awaited<ReturnType<AppEntry["startApp"]>>;
try {
  running = await initialBuild.entry.module.startApp({ env, logger, rootDir, routes: initialBuild.routes });
} catch (error) {
  logger.fatal({ err: error }, "the application could not start");
  process.exit(1);
}
const { services } = running;
// Admission to the router (below): made here so /metrics can report its queue from the first request.
const routerAdmission = admission({ concurrency: running.requestConcurrency, maxWaiting: 2000 });

const app = express();
app.disable("x-powered-by");
app.use((req, res, next) => shutdown.closeConnectionsWhenStopping(req, res, next));
// X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (ruling 13); by default from none, so a
// visitor cannot pick the address the rate limits count.
app.set("trust proxy", env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);
// A campaign's tracking parameters (fbclid, utm_…) are read by nothing: out of the URL before anything sees it, so
// such a visit gets the kept page (app/modules/page-cache/tracking-parameters.ts).
app.use((req, _res, next) => {
  if (req.method === "GET" || req.method === "HEAD") {
    const target = withoutTrackingParameters(req.url);
    if (target !== req.url) req.url = req.originalUrl = target;
  }
  next();
});
app.use((req, res, next) => {
  const requestId = (req.get("x-request-id") ?? "").slice(0, 64) || randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  next();
});
app.use(httpMetrics(running.metrics.registry, routerAdmission));
app.use(
  pinoHttp({
    logger,
    genReqId: (_req, res) => (res as express.Response).locals.requestId,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? "error" : "info"),
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: redactUrlSecrets(String(req.url)) }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: serializeLoggedError,
    },
  }),
);
// Forms may lead to the configured provider's hosted checkout, wherever AIRWALLEX_BASE_URL puts it.
const cspOptions = { isDev, formTargets: paymentFormTargets(env) };
app.use(securityHeaders({ isHttps: env.PUBLIC_URL.startsWith("https:"), ...cspOptions }));
// Kept public pages, already compressed, before anything else reads the request (issue 19 item 1).
const appEntry = initialBuild.entry.module;
app.use(pageCacheHandler((request) => appEntry.findCachedPage(services, request)));
// A request that may have written (an import streams its answer while it writes) announces the page cache version
// once it is over; the router's middleware already did for what was written before the answer. A refusal (4xx, 5xx)
// wrote nothing, and a flood of them must not reach the database.
app.use((req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.once("finish", () => {
      if (res.statusCode >= 400) return;
      appEntry.announcePageCacheVersion(services.db, services.pageCache).catch((error: unknown) => {
        logger.warn({ err: error }, "page cache version not announced");
      });
    });
  }
  next();
});
// Brotli at the middleware's quality (4) with a 256 KB window rather than 4 MB: a page is under 256 KB, and each
// stream's 4 MB encoder counted against the JavaScript heap as external memory, which set off garbage collections.
// Per uncached product page, 17–20 ms of CPU fell to 11.5–13 (docs/PERFORMANCE.md), for the same compressed size.
app.use(
  compression({
    brotli: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4, [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS },
    },
  }),
);

// Alive: the process answers and its database too. Ready (issue 32 item 5): also this release's migrations applied
// and the storage writable, and not shutting down; a load balancer sends visitors to ready servers only.
app.get("/healthz", async (_req, res) => {
  const healthy = await running.isHealthy();
  res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable" });
});
app.get("/readyz", async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  if (shutdown.isStopping) return void res.status(503).json({ status: "stopping" });
  const { ready, checks } = await running.checkReadiness();
  res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", checks });
});

const uploadsDir = path.resolve(env.DATA_DIR, "uploads");
app.use("/uploads", serveUploads({ storageUrl: env.STORAGE_URL, uploadsDir, storage: services.storage }));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  const clientDir = path.join(buildDir, "client");
  const assetsDir = path.join(clientDir, "assets");
  app.use(
    "/assets",
    precompressedAssets(assetsDir),
    express.static(assetsDir, { immutable: true, maxAge: "1y", index: false }),
  );
  // The public folder holds files only (favicon, images): a page's path, with no extension, is not looked up on disk.
  const serveClientFiles = express.static(clientDir, { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.\w+$/.test(req.path) ? serveClientFiles(req, res, next) : next()));
}

// What the router serves: one address holds a few unfinished requests at most, each body is read whole (with a
// cap and a deadline) before the request waits its turn for one of the few admission slots (issue 28 item 1).
app.use(unfinishedPerAddress({ max: env.MAX_REQUESTS_PER_ADDRESS }));
app.use(readBodyFirst({ maxBytesFor: maxBodyBytes }));
app.use(routerAdmission);

// `use`, not a route with a path pattern: Express would decode the path's parameters and answer a broken
// percent-encoding with its own error page and a stack in the log; the app's root middleware answers it (issue 12).
app.use(
  // The app's documents write their own policy (React Router's adapter appends headers: two policies would both apply).
  (_req, res, next) => {
    res.removeHeader("Content-Security-Policy");
    next();
  },
  routerHandler({
    build: viteDevServer ? loadBuild : initialBuild,
    mode: isDev ? "development" : "production",
    getLoadContext: async (req, res) => {
      const build = viteDevServer ? await loadBuild() : initialBuild;
      return build.entry.module.createLoadContext(services, {
        requestId: res.locals.requestId as string,
        nonce: res.locals.nonce as string,
        cspOptions,
        logger: req.log,
        clientIp: (req.ip ?? req.socket.remoteAddress ?? "unknown").replace(/^::ffff:/i, ""),
      });
    },
  }),
);

const server = app.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, url: env.PUBLIC_URL }, `listening on http://localhost:${port}`);
  // Kept pages are rendered again by asking this server itself (app/modules/page-cache/page-refresher.server.ts).
  const loopback = env.HOST === "0.0.0.0" || env.HOST === "" ? "127.0.0.1" : env.HOST === "::" ? "::1" : env.HOST;
  services.pageRefresher?.listenOn({ host: loopback, port });
});
// A client has 10 s to send its headers and 2 minutes for the whole request (Node's defaults: 60 s and 300 s).
server.headersTimeout = 10_000;
server.requestTimeout = BODY_MAX_DEADLINE_MS;

// /metrics on its own listener, on a private address (server/metrics-listener.ts), when METRICS_PORT is set.
const metricsServer =
  env.METRICS_PORT === undefined
    ? undefined
    : startMetricsListener({
        registry: running.metrics.registry,
        host: env.METRICS_HOST,
        port: env.METRICS_PORT,
        onError: (error) => logger.error({ err: error }, "metrics listener error"),
      });
metricsServer?.once("listening", () =>
  logger.info({ host: env.METRICS_HOST, port: env.METRICS_PORT }, "metrics listening"),
);

const shutdown = gracefulShutdown({
  servers: metricsServer ? [server, metricsServer] : [server],
  deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  stopBackground: async () => {
    await running.stop();
    await viteDevServer?.close();
  },
  logger,
});
const stopOn = (signal: NodeJS.Signals) =>
  process.on(signal, () => {
    shutdown.shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
stopOn("SIGTERM");
stopOn("SIGINT");
