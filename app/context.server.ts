import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { Db } from "./db/db.server.ts";
import type { Env } from "./modules/config/env.server.ts";
import type { Storage } from "./modules/media/storage.server.ts";
import type { RefusalCache } from "./modules/auth/refusal-cache.ts";
import type { PageCache } from "./modules/page-cache/page-cache.ts";
import type { PageRefresher } from "./modules/page-cache/page-refresher.server.ts";
import type { RoutePolicies } from "./modules/routing/route-policies.server.ts";
import type { SafeFetcher } from "./modules/importer/safe-fetch.server.ts";
import type { CspOptions } from "./modules/security/content-security-policy.ts";
import type { StoredFiles } from "./modules/backup/stored-files.server.ts";

/** Long-lived services, created once at start (app/services.server.ts). */
export type AppServices = {
  env: Env;
  db: Db;
  storage: Storage;
  logger: Logger;
  /** Rendered public pages for anonymous visitors (app/modules/page-cache/). */
  pageCache: PageCache;
  /** Renders kept pages again in the background after a write (absent in in-process test apps: nothing stale is served). */
  pageRefresher?: PageRefresher;
  /** Each page's policy (React or not, catalogs, shared cache, back office), read from its routes' `handle`. */
  routePolicies: RoutePolicies;
  /** Sign-in keys this process already knows are throttled, refused without the database (modules/auth/refusal-cache.ts). */
  authRefusals: RefusalCache;
  /** The backups' stored files and the scheduler's trigger ('Sauvegarder maintenant'), set once the scheduler runs. */
  backups?: { files: StoredFiles; trigger: (job: string) => Promise<string | null> };
  /** The importer's fetcher; absent in production, which uses the Alibaba policy. Tests set one for a local fake. */
  importFetcher?: SafeFetcher;
};

/** Facts about the current request, set by the HTTP server. */
export type RequestInfo = {
  requestId: string;
  nonce: string;
  /** How this server writes its Content-Security-Policy; documents set it with their nonce or script hashes. */
  cspOptions: CspOptions;
  logger: Logger;
  /** The visitor's address as Express resolved it (X-Forwarded-For believed only from the proxies in TRUST_PROXY). */
  clientIp: string;
};

export const servicesContext = createContext<AppServices>();
export const requestContext = createContext<RequestInfo>();

export function createLoadContext(services: AppServices, request: RequestInfo) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}

type ContextReader = { get: RouterContextProvider["get"] };

export function getServices(context: ContextReader): AppServices {
  return context.get(servicesContext);
}

export function getRequestInfo(context: ContextReader): RequestInfo {
  return context.get(requestContext);
}
