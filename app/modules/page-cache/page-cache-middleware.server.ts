// Root middleware: answers anonymous visitors' public pages from the in-process page cache, before any loader runs.
import { getRequestInfo, getServices } from "../../context.server.ts";
import { SESSION_COOKIE_NAME } from "../auth/admin-session.server.ts";
import { TOAST_COOKIE_NAME } from "../toast/toast.server.ts";
import { isCacheablePageRequest, isCacheableResponse, NONCE_PLACEHOLDER } from "./page-cache.ts";
import { readPageCacheVersion } from "./page-cache-version.server.ts";

const PERSONAL_COOKIES = [SESSION_COOKIE_NAME, TOAST_COOKIE_NAME];

/** Says whether a page came from the cache (`hit`) or was rendered and kept (`miss`). */
export const PAGE_CACHE_HEADER = "X-Page-Cache";

type MiddlewareArgs = { request: Request; context: Parameters<typeof getServices>[0] };

export async function pageCacheMiddleware({ request, context }: MiddlewareArgs, next: () => Promise<Response>): Promise<Response> {
  if (!isCacheablePageRequest(request, PERSONAL_COOKIES)) return next();
  const { db, pageCache } = getServices(context);
  const { nonce } = getRequestInfo(context);
  const url = new URL(request.url);
  const key = `${url.host}${url.pathname}`;
  // Read before rendering: a write during the render leaves the copy under the old version, never served again.
  const version = await readPageCacheVersion(db);
  const cached = pageCache.get(key, version);
  if (cached) {
    const headers = new Headers(cached.headers);
    headers.set(PAGE_CACHE_HEADER, "hit");
    return new Response(cached.body.replaceAll(NONCE_PLACEHOLDER, nonce), { status: cached.status, headers });
  }
  const response = await next();
  if (!isCacheableResponse(response)) return response;
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  pageCache.set(key, { version, status: response.status, headers: [...headers], body: body.replaceAll(nonce, NONCE_PLACEHOLDER) });
  headers.set(PAGE_CACHE_HEADER, "miss");
  return new Response(body, { status: response.status, headers });
}
