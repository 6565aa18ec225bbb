// The sitemap index and files, built once per version of the catalogue (issue 19 item 2): the same page-cache
// version that the public pages are kept for (page-cache-version.server.ts) says when they are stale.
import { createHash } from "node:crypto";
import type { DbExecutor } from "../../db/db.server.ts";
import { readPageCacheVersion } from "../page-cache/page-cache-version.server.ts";
import { listSitemapEntries } from "./list-sitemap-entries.server.ts";
import { renderSitemap, renderSitemapIndex } from "./render-sitemap.ts";
import { MAX_URLS_PER_SITEMAP, type SitemapFile, splitSitemap } from "./sitemap-files.ts";

/** A sitemap document as it is sent: its XML and its validator. */
export type SitemapDocument = { body: string; etag: string };

type SitemapSet = {
  version: number;
  origin: string;
  maxUrls: number;
  index: SitemapDocument;
  files: Map<string, SitemapFile>;
  /** Files rendered so far: each is written on its first request, then kept with the set. */
  rendered: Map<string, SitemapDocument>;
};

// One set per database (a test process runs several apps); a set holds for one version of the catalogue.
const sets = new WeakMap<DbExecutor, Promise<SitemapSet>>();

function toDocument(body: string): SitemapDocument {
  return { body, etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
}

async function buildSet(db: DbExecutor, origin: string, version: number, maxUrls: number): Promise<SitemapSet> {
  const files = splitSitemap(await listSitemapEntries(db), maxUrls);
  return {
    version,
    origin,
    maxUrls,
    index: toDocument(renderSitemapIndex(origin, files)),
    files: new Map(files.map((file) => [file.name, file])),
    rendered: new Map(),
  };
}

async function currentSet(db: DbExecutor, origin: string, maxUrls: number): Promise<SitemapSet> {
  // Read before building: a write during the build leaves the set under the old version, rebuilt on the next request.
  const version = await readPageCacheVersion(db);
  const kept = await sets.get(db)?.catch(() => null);
  if (kept && kept.version === version && kept.origin === origin && kept.maxUrls === maxUrls) return kept;
  const building = buildSet(db, origin, version, maxUrls);
  sets.set(db, building);
  return building;
}

/** The sitemap index of the current catalogue. */
export async function getSitemapIndex(
  db: DbExecutor,
  origin: string,
  { maxUrls = MAX_URLS_PER_SITEMAP }: { maxUrls?: number } = {},
): Promise<SitemapDocument> {
  return (await currentSet(db, origin, maxUrls)).index;
}

/** The sitemap file `name` (`products-2`) of the current catalogue, or null when there is no such file. */
export async function getSitemapFile(
  db: DbExecutor,
  origin: string,
  name: string,
  { maxUrls = MAX_URLS_PER_SITEMAP }: { maxUrls?: number } = {},
): Promise<SitemapDocument | null> {
  const set = await currentSet(db, origin, maxUrls);
  const file = set.files.get(name);
  if (!file) return null;
  let document = set.rendered.get(name);
  if (!document) {
    document = toDocument(renderSitemap(set.origin, file.entries));
    set.rendered.set(name, document);
  }
  return document;
}
