// Answers anonymous visitors' shared public pages from the page cache before React Router (issue 19 item 1): the
// bytes were compressed once when the page was kept (app/modules/page-cache/), so a hit costs a lookup and a write.
// What is not in the cache, or not for the current version, goes on to the router, which renders and keeps it.
import type { Request, RequestHandler, Response } from "express";
import type { FoundPage, PageEncoding } from "../app/modules/page-cache/page-cache.ts";
import { pickEncoding } from "../app/modules/page-cache/page-cache.ts";
import { matchesEtag } from "../app/modules/page-cache/shared-page.server.ts";
import type { PageRequest } from "../app/modules/page-cache/find-cached-page.server.ts";

type FindCachedPage = (request: PageRequest) => FoundPage | null | Promise<FoundPage | null>;

const CONTENT_ENCODING: Record<PageEncoding, string | null> = { br: "br", gzip: "gzip", identity: null };

export function pageCacheHandler(findCachedPage: FindCachedPage): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const refresh = req.headers["x-page-cache-refresh"];
    const found = findCachedPage({
      method: req.method,
      url: requestUrl(req),
      cookie: req.headers.cookie,
      refresh: Array.isArray(refresh) ? refresh[0] : refresh,
    });
    if (found === null) return next();
    if (!(found instanceof Promise)) return sendPage(req, res, found);
    found.then((page) => (page ? sendPage(req, res, page) : next()), next);
  };
}

/** Sends a kept page; `X-Page-Cache` says `stale` for a previous version's copy served while it is rendered again. */
function sendPage(req: Request, res: Response, { page, fresh }: FoundPage) {
  for (const [name, value] of page.headers) {
    if (name === "vary") res.vary(value);
    else res.setHeader(name, value);
  }
  res.vary("Accept-Encoding");
  res.setHeader("X-Page-Cache", fresh ? "hit" : "stale");
  if (matchesEtag(req.headers["if-none-match"] ?? null, page.etag)) {
    res.removeHeader("Content-Type");
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = page.bodies[encoding];
  const contentEncoding = CONTENT_ENCODING[encoding];
  if (contentEncoding) res.setHeader("Content-Encoding", contentEncoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = page.status;
  res.end(body);
}

/** The URL React Router's Express adapter gives the app for this request (same host and path: same cache key). */
function requestUrl(req: Request): URL {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  return new URL(`${req.protocol}://${host}${req.originalUrl}`);
}
