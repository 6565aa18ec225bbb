import { matchesEtag } from "../page-cache/shared-page.server.ts";
import type { SitemapDocument } from "./sitemap-store.server.ts";

/**
 * Like the shared public pages: a CDN may keep a copy for a minute, a crawler checks every time and gets a 304
 * without a body while the catalogue has not changed.
 */
export const SITEMAP_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** A sitemap document as an HTTP answer, with its ETag; a 304 when the request already holds this version. */
export function sitemapResponse(request: Request, document: SitemapDocument): Response {
  const headers = { ETag: document.etag, "Cache-Control": SITEMAP_CACHE_CONTROL };
  if (matchesEtag(request.headers.get("If-None-Match"), document.etag))
    return new Response(null, { status: 304, headers });
  return new Response(document.body, { headers: { ...headers, "Content-Type": "application/xml; charset=utf-8" } });
}
