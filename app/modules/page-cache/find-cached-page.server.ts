import type { AppServices } from "../../context.server.ts";
import { type CachedPage, hasPersonalCookie } from "./page-cache.ts";
import { PERSONAL_COOKIES } from "./page-cache-headers.server.ts";
import { currentPageCacheVersion } from "./page-cache-version.server.ts";
import { pageCacheKey } from "./page-cache-middleware.server.ts";

export type PageRequest = { method: string; url: URL; cookie: string | undefined };

/**
 * The kept copy of a page for an anonymous GET of the current version, for the HTTP server to answer before the
 * router (server/page-cache-handler.ts); null sends the request on to the router. Synchronous while the version this
 * server knows is trusted, so a hit waits for nothing.
 */
export function findCachedPage(
  { db, pageCache }: Pick<AppServices, "db" | "pageCache">,
  { method, url, cookie }: PageRequest,
): CachedPage | null | Promise<CachedPage | null> {
  if (method !== "GET" || url.search !== "" || url.pathname.endsWith(".data")) return null;
  if (cookie && hasPersonalCookie(cookie, PERSONAL_COOKIES)) return null;
  const key = pageCacheKey(url.host, url.pathname);
  const version = currentPageCacheVersion(db, pageCache);
  if (typeof version === "number") return pageCache.get(key, version);
  return version.then((read) => pageCache.get(key, read));
}
