// Root middleware: answers anonymous visitors' public pages from the in-process page cache, before any loader runs.
import { getRequestInfo, getServices } from "../../context.server.ts";
import { SESSION_COOKIE_NAME } from "../auth/admin-session.server.ts";
import { buildContentSecurityPolicy } from "../security/content-security-policy.ts";
import { TOAST_COOKIE_NAME } from "../toast/toast.server.ts";
import { type CachedPage, isCacheablePageRequest, isCacheableResponse } from "./page-cache.ts";
import { readPageCacheVersion } from "./page-cache-version.server.ts";
import { matchesEtag, toSharedPage } from "./shared-page.server.ts";

const PERSONAL_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME];

/** Says whether a page came from the cache (`hit`) or was rendered and kept (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

/**
 * Browsers check with the server before each use (a 304 when nothing changed costs no page); a shared cache (CDN)
 * may answer for 60 s. Pages that depend on a cookie are never cacheable requests, and the cookie varies the copy.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

type MiddlewareArgs = { request: Request; context: Parameters<typeof getServices>[0] };

export async function pageCacheMiddleware(
  { request, context }: MiddlewareArgs,
  next: () => Promise<Response>,
): Promise<Response> {
  if (!isCacheablePageRequest(request, PERSONAL_COOKIES)) return next();
  const { db, pageCache } = getServices(context);
  const url = new URL(request.url);
  const key = `${url.host}${url.pathname}`;
  // Read before rendering: a write during the render leaves the copy under the old version, never served again.
  const version = await readPageCacheVersion(db);
  let page = pageCache.get(key, version);
  let outcome = "hit";
  if (!page) {
    const response = await next();
    if (!isCacheableResponse(response)) return response;
    page = await keepPage(response, version, context);
    pageCache.set(key, page);
    outcome = "miss";
  }
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, outcome);
  if (matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
    for (const name of ["Content-Type", "Content-Length"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: page.status, headers });
}

/** The rendered page as every anonymous visitor gets it, with its validator, policy and caching headers. */
async function keepPage(response: Response, version: number, context: MiddlewareArgs["context"]): Promise<CachedPage> {
  const { nonce, cspOptions } = getRequestInfo(context);
  const shared = toSharedPage(await response.text(), nonce);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Security-Policy", buildContentSecurityPolicy(shared.scriptHashes, cspOptions));
  headers.set("ETag", shared.etag);
  headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  return { version, status: response.status, headers: [...headers], body: shared.body, etag: shared.etag };
}
