import type { AppServices } from "../../context.server.ts";
import { type FoundPage, hasPersonalCookie } from "./page-cache.ts";
import { PERSONAL_COOKIES } from "./page-cache-headers.server.ts";
import { currentPageCacheVersion } from "./page-cache-version.server.ts";
import { pageCacheKey } from "./page-cache-middleware.server.ts";
import { PAGE_REFRESH_HEADER } from "./page-refresher.server.ts";

export type PageRequest = {
  method: string;
  url: URL;
  cookie: string | undefined;
  /** The refresh header's value (page-refresher.server.ts): a refresh is rendered, never answered from the cache. */
  refresh?: string | undefined;
};

export { PAGE_REFRESH_HEADER };

/**
 * The kept copy of a page for an anonymous GET, for the HTTP server to answer before the router
 * (server/page-cache-handler.ts): of the current version, or of the previous one while it is rendered again in the
 * background (`fresh: false`, and this page is asked to be refreshed first); null sends the request on to the router.
 * Synchronous while the version this server knows is trusted, so a hit waits for nothing.
 */
export function findCachedPage(
  { db, pageCache, pageRefresher }: Pick<AppServices, "db" | "pageCache" | "pageRefresher">,
  { method, url, cookie, refresh }: PageRequest,
): FoundPage | null | Promise<FoundPage | null> {
  if (method !== "GET" || url.search !== "" || url.pathname.endsWith(".data")) return null;
  if (cookie && hasPersonalCookie(cookie, PERSONAL_COOKIES)) return null;
  if (pageRefresher?.isRefresh(refresh)) return null;
  const key = pageCacheKey(url.host, url.pathname);
  const found = (version: number) => {
    const page = pageCache.find(key, version);
    if (page && !page.fresh) pageRefresher?.refreshSoon(key);
    return page;
  };
  const version = currentPageCacheVersion(db, pageCache);
  return typeof version === "number" ? found(version) : version.then(found);
}
