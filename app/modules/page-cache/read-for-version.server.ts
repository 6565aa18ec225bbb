// Data every public page reads (the settings, the header's categories), read once per page cache version rather
// than once per page (issue 19 item 1: an uncached product page made 9 queries, 3 of them these). The version moves
// on at every write to the catalogue or the settings, whoever writes (migration 0001_page_cache_version), and each
// request reads it once (the page cache middleware already has, for a shared page; a request is known by its router
// context): a value kept here is never
// older than the request that reads it. Only pages read from here; what charges, invoices or mails reads the
// database itself.
import type { Db } from "../../db/db.server.ts";
import type { PageCache } from "./page-cache.ts";
import { readPageCacheVersion } from "./page-cache-version.server.ts";

type Entry = { version: number; value: Promise<unknown> };

const keptByCache = new WeakMap<PageCache, Map<string, Entry>>();
const versionByRequest = new WeakMap<object, Promise<number>>();

/** At most this many values per server (one per key: the settings, the categories per language). */
const MAX_ENTRIES = 64;

type Services = { db: Db; pageCache: PageCache };

/** The page cache version as this request read it, read at most once per request. */
export function requestPageCacheVersion(request: object, services: Services): Promise<number> {
  let version = versionByRequest.get(request);
  if (!version) {
    version = readPageCacheVersion(services.db).then((read) => {
      services.pageCache.observe(read, { read: true });
      return read;
    });
    versionByRequest.set(request, version);
  }
  return version;
}

/** Records the version a request has already read (the page cache middleware), so that pages reuse it. */
export function setRequestPageCacheVersion(request: object, version: number): void {
  versionByRequest.set(request, Promise.resolve(version));
}

/**
 * The value under `key` for the request's page cache version: kept if read under that version, else read by `load`
 * (one read at a time per key; a failed read is not kept).
 */
export async function readForVersion<T>(
  request: object,
  services: Services,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = await requestPageCacheVersion(request, services);
  let kept = keptByCache.get(services.pageCache);
  if (!kept) {
    kept = new Map();
    keptByCache.set(services.pageCache, kept);
  }
  const entry = kept.get(key);
  // A newer read is kept; a request that began before a write may still read under the older version.
  if (entry && entry.version === version) return entry.value as Promise<T>;
  if (entry && entry.version > version) return load();
  if (kept.size >= MAX_ENTRIES) kept.clear();
  const value = load();
  const entries = kept;
  entries.set(key, { version, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
