// The app's request handler, in this process, on a test database: real routes, middleware, loaders and actions,
// with the database open for inspection (a child server on PGlite would keep it to itself). It loads the server
// build that the suite's global setup (tests/support/fresh-build.ts) has just made fresh from the sources, so a
// route test never runs a stale build/. Loading the sources instead through a Vite server in middleware mode
// (`ssrLoadModule("virtual:react-router/server-build")`, as `npm run dev` does) was measured again on the 2-core
// machine: each file took about twice as long (admin-frame-routes 130 s against 64 s, list-filter-bars 107 s
// against 50 s), since every test file's worker transforms the whole app again, while the build costs about 100 s
// once per run, and only when a source changed; the browser and server-process tests need the build anyway
// (decision 010, with the figures).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Logger, pino } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices, createLoadContext } from "../../app/context.server.ts";
import {
  adminSessions,
  adminUsers,
  auditLog,
  authTokens,
  loginAttempts,
  mailOutbox,
  rateLimitHits,
} from "../../app/db/schema/index.ts";
import { createRefusalCache } from "../../app/modules/auth/refusal-cache.ts";
import { createPageCache } from "../../app/modules/page-cache/page-cache.ts";
import { createRoutePolicies } from "../../app/modules/routing/route-policies.server.ts";
import { parseEnv } from "../../app/modules/config/env.server.ts";
import { createLocalStorage } from "../../app/modules/media/storage.server.ts";
import { testBuildDir } from "./fresh-build.ts";
import { createTestDatabase, type CreateTestDatabaseOptions, type TestDatabase } from "../setup/test-db.ts";

type AppEntry = { createLoadContext: typeof createLoadContext };

const ROOT = path.resolve(import.meta.dirname, "../..");
export const PUBLIC_URL = "http://shop.test";
export const ADMIN_EMAIL = "admin@bpe-polynesie.example";

export type TestApp = {
  database: TestDatabase;
  services: AppServices;
  /** Sends a request to the app as if from `ip` (default 198.51.100.1). */
  request(pathname: string, init?: RequestInit & { ip?: string }): Promise<Response>;
  /** Empties the accounts, sessions, tokens, throttle and rate-limit rows, mails and audit, and the refusals this server remembered. */
  reset(): Promise<void>;
  close(): Promise<void>;
};

export type StartTestAppOptions = {
  /** Where the app logs (default: nowhere), to check what a request writes to the log. */
  logger?: Logger;
  /** PUBLIC_URL of the app (an https site sets Secure cookies). */
  publicUrl?: string;
  /** How the test database is opened (e.g. a logger of every query, with `slowQueryMs: -1`). */
  database?: CreateTestDatabaseOptions;
};

export async function startTestApp({
  logger = pino({ level: "silent" }),
  publicUrl = PUBLIC_URL,
  database: databaseOptions,
}: StartTestAppOptions = {}): Promise<TestApp> {
  const build = await loadSourceBuild();
  const database = await createTestDatabase(databaseOptions);
  const uploads = await mkdtemp(path.join(os.tmpdir(), "bpe-auth-uploads-"));
  const env = parseEnv({
    NODE_ENV: "test",
    PUBLIC_URL: publicUrl,
    ADMIN_EMAIL,
    LOG_LEVEL: "silent",
    SESSION_SECRET: "a-test-secret-of-enough-length",
  });
  const services: AppServices = {
    env,
    db: database.db,
    storage: createLocalStorage(uploads),
    logger,
    pageCache: createPageCache(),
    routePolicies: createRoutePolicies(build.routes),
    authRefusals: createRefusalCache(),
  };
  const handler = createRequestHandler(build, "production");
  let count = 0;
  return {
    database,
    services,
    request(pathname, { ip = "198.51.100.1", ...init } = {}) {
      count += 1;
      const context = build.entry.module.createLoadContext(services, {
        requestId: `test-${count}`,
        nonce: `nonce-${count}`,
        cspOptions: { isDev: false, formTargets: [] },
        logger,
        clientIp: ip,
      } as never);
      return handler(new Request(new URL(pathname, publicUrl), { redirect: "manual", ...init }), context);
    },
    async reset() {
      for (const table of [adminSessions, authTokens, loginAttempts, rateLimitHits, mailOutbox, auditLog, adminUsers])
        await database.db.delete(table);
      // The refusals remembered in memory go with the rows they were read from.
      services.authRefusals.forget();
    },
    async close() {
      await database.close();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

/** The server build of the sources (fresh: the global setup rebuilt it if any source was newer). */
async function loadSourceBuild(): Promise<ServerBuild & { entry: { module: AppEntry } }> {
  const serverFile = path.join(testBuildDir(ROOT), "server/index.js");
  return (await import(pathToFileURL(serverFile).href)) as ServerBuild & { entry: { module: AppEntry } };
}

/** The `name=value` pairs of the response's Set-Cookie headers, for the next request's Cookie header. */
export function cookiesOf(response: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const index = pair!.indexOf("=");
    jar[pair!.slice(0, index)] = pair!.slice(index + 1);
  }
  return jar;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

/** What a person sees: the HTML without scripts and tags, entities decoded (catalog JSON in scripts must not count). */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

/** The session token inside the cookie (React Router stores cookie values as base64 JSON). */
export function decodeCookieValue(value: string): unknown {
  return JSON.parse(Buffer.from(decodeURIComponent(value), "base64").toString("utf8"));
}
