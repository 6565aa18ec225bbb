// What this server knows of the page cache version without a query per request (issue 19 item 1). The database
// triggers move the version on at every write to the catalogue or the settings (migration 0001_page_cache_version),
// whoever writes. After a request that may have written (any method but GET and HEAD), the server reads it and, if it
// moved, announces it on the channel below (`pg_notify`): every server listening (PostgreSQL LISTEN, or the embedded
// database's own notices) learns it at once. A version is trusted for one second at most without a notice: then the
// next request reads it again, so a write made outside the app (a script, psql) shows within a second.
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { Db, DbExecutor } from "../../db/db.server.ts";
import { pageCacheVersion } from "../../db/schema/index.ts";
import type { PageCache } from "./page-cache.ts";

/** The notice channel; its payload is the version. */
export const PAGE_CACHE_CHANNEL = "bpe_page_cache_version";

export async function readPageCacheVersion(db: DbExecutor): Promise<number> {
  const [row] = await db
    .select({ version: pageCacheVersion.version })
    .from(pageCacheVersion)
    .where(eq(pageCacheVersion.id, 1));
  return row?.version ?? 0;
}

const rereads = new WeakMap<PageCache, Promise<number>>();

/** The current version: the one this server knows if still trusted, else read (one read at a time). */
export function currentPageCacheVersion(db: Db, cache: PageCache): number | Promise<number> {
  const known = cache.knownVersion();
  if (known !== null) return known;
  let reading = rereads.get(cache);
  if (!reading) {
    reading = readPageCacheVersion(db)
      .then((version) => {
        cache.observe(version, { read: true });
        return version;
      })
      .finally(() => rereads.delete(cache));
    rereads.set(cache, reading);
  }
  return reading;
}

/** Reads the version after a possible write and, when it moved past what this server knew, tells every server. */
export async function announcePageCacheVersion(db: Db, cache: PageCache): Promise<void> {
  const before = cache.knownVersion();
  const version = await readPageCacheVersion(db);
  cache.observe(version, { read: true });
  if (before !== null && version <= before) return;
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, ${String(version)})`);
}

type Logger = { warn: (obj: object, msg: string) => void };

export type VersionListener = { stop(): Promise<void> };

/**
 * Listens for the versions other servers announce: on PostgreSQL with a connection of its own (LISTEN), opened
 * again after a loss; on the embedded database through its own notices. Until it listens, the one-second re-read
 * keeps pages right.
 */
export async function listenForPageCacheVersions(options: {
  db: Db;
  /** The PostgreSQL URL; absent on the embedded database. */
  databaseUrl?: string;
  cache: PageCache;
  logger: Logger;
}): Promise<VersionListener> {
  const hear = (payload: string | undefined) => {
    const version = Number(payload);
    if (Number.isSafeInteger(version)) options.cache.observe(version, { read: false });
  };
  if (!options.databaseUrl) {
    const client = (options.db as unknown as { $client: PgliteNotices }).$client;
    const unlisten = await client.listen(PAGE_CACHE_CHANNEL, hear);
    return { stop: () => unlisten() };
  }
  return listenOnPostgres(options.databaseUrl, hear, options.logger);
}

type PgliteNotices = { listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> };

function listenOnPostgres(url: string, hear: (payload: string | undefined) => void, logger: Logger): VersionListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const reconnect = (error?: Error) => {
      if (stopped || client !== next) return;
      client = null;
      if (error) logger.warn({ err: error }, "page cache notices lost; listening again in 2 s");
      void next.end().catch(() => {});
      retry = setTimeout(() => void connect(), 2000);
      retry.unref();
    };
    client = next;
    next.on("notification", (message) => {
      if (message.channel === PAGE_CACHE_CHANNEL) hear(message.payload);
    });
    next.on("error", reconnect);
    next.on("end", () => reconnect());
    try {
      await next.connect();
      await next.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    } catch (error) {
      reconnect(error as Error);
    }
  };
  void connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
