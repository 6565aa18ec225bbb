// Root middleware: keeps the shared public pages the router renders (their route's `handle` says `cache: "shared"`)
// and answers them from the cache when the HTTP server's own handler could not (server/page-cache-handler.ts: it
// answers hits before the router). After a request that may have written (not a refusal), it announces the new page cache version.
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { promisify } from "node:util";
import { getRequestInfo, getServices } from "../../context.server.ts";
import { buildContentSecurityPolicy } from "../security/content-security-policy.ts";
import { brotliWindowBits, type CachedPage, isCacheablePageRequest, isCacheableResponse } from "./page-cache.ts";
import { announcePageCacheVersion, readPageCacheVersion } from "./page-cache-version.server.ts";
import { setRequestPageCacheVersion } from "./read-for-version.server.ts";
import { PERSONAL_COOKIES, PAGE_CACHE_HEADER, SHARED_PAGE_CACHE_CONTROL } from "./page-cache-headers.server.ts";
import { matchesEtag, toSharedPage } from "./shared-page.server.ts";
import { PAGE_REFRESH_HEADER } from "./page-refresher.server.ts";

export { PAGE_CACHE_HEADER, SHARED_PAGE_CACHE_CONTROL } from "./page-cache-headers.server.ts";

type MiddlewareArgs = { request: Request; context: Parameters<typeof getServices>[0] };

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

export async function pageCacheMiddleware(
  { request, context }: MiddlewareArgs,
  next: () => Promise<Response>,
): Promise<Response> {
  const { db, pageCache, pageRefresher, routePolicies } = getServices(context);
  if (request.method !== "GET" && request.method !== "HEAD") {
    const response = await next();
    // A refusal (4xx, 5xx) wrote nothing, and a flood of them must not reach the database.
    if (response.status >= 400) return response;
    await announcePageCacheVersion(db, pageCache).catch((error: unknown) =>
      getRequestInfo(context).logger.warn({ err: error }, "page cache version not announced"),
    );
    return response;
  }
  if (!isCacheablePageRequest(request, PERSONAL_COOKIES)) return next();
  const url = new URL(request.url);
  if (routePolicies.forPath(url.pathname).cache !== "shared") return next();
  const key = pageCacheKey(url.host, url.pathname);
  // Read before rendering: a write during the render leaves the copy under the old version, never served again.
  const version = await readPageCacheVersion(db);
  pageCache.observe(version, { read: true });
  setRequestPageCacheVersion(context, version);
  // A refresh (page-refresher.server.ts) renders and keeps the page whatever copy is kept; a visitor gets the copy of
  // this version, or of the previous one while it is rendered again in the background.
  const isRefresh = pageRefresher?.isRefresh(request.headers.get(PAGE_REFRESH_HEADER)) ?? false;
  const found = isRefresh ? null : pageCache.find(key, version);
  if (found && !found.fresh) pageRefresher?.refreshSoon(key);
  let page = found?.page ?? null;
  let outcome = found?.fresh === false ? "stale" : "hit";
  if (!page) {
    const response = await next();
    if (!isCacheableResponse(response)) {
      if (isRefresh) pageCache.delete(key);
      return response;
    }
    page = await keepPage(response, version, context);
    pageCache.set(key, page);
    outcome = "miss";
  }
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_HEADER, outcome);
  if (matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
    headers.delete("Content-Type");
    return new Response(null, { status: 304, headers });
  }
  return new Response(new Uint8Array(page.bodies.identity), { status: page.status, headers });
}

/** The cache key of a page: the host (one site may answer under several names) and the path. */
export function pageCacheKey(host: string, pathname: string): string {
  return `${host}${pathname}`;
}

/**
 * The rendered page as every anonymous visitor gets it, with its validator, policy and caching headers, compressed
 * once here for every later hit.
 */
async function keepPage(response: Response, version: number, context: MiddlewareArgs["context"]): Promise<CachedPage> {
  const { nonce, cspOptions } = getRequestInfo(context);
  const shared = toSharedPage(await response.text(), nonce);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Security-Policy", buildContentSecurityPolicy(shared.scriptHashes, cspOptions));
  headers.set("ETag", shared.etag);
  headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
  headers.append("Vary", "Cookie");
  const identity = Buffer.from(shared.body, "utf8");
  // Brotli 10: on the 72 KB product page, 16.0 KB in 24 ms of CPU, where 9 gave 16.9 KB in about 110 ms and 11
  // 15.7 KB in 63 ms (docs/PERFORMANCE.md). A page is kept once per catalogue version, then sent many times. Its
  // window is just the page's size: the encoder's tables grow with it, and count against the heap's external memory.
  const [br, gz] = await Promise.all([
    compressBrotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 10,
        [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(identity.length),
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    compressGzip(identity, { level: 9 }),
  ]);
  return {
    version,
    status: response.status,
    headers: [...headers],
    bodies: { br, gzip: gz, identity },
    etag: shared.etag,
  };
}
