// Renders kept pages again in the background after a catalogue or settings write (issue 32 item 1), so that no
// visitor waits for a render: meanwhile the previous copy is served (stale-while-revalidate, page-cache.ts `find`).
// A refresh is an ordinary anonymous GET that this server sends itself over loopback, marked with a per-process
// token so that the router renders it and keeps the result (page-cache-middleware.server.ts): the page goes through
// exactly the path a visitor's does (security headers, nonce, policy, compression). The pages a recent write touched
// (the product, its category, the shop, the home page when featured, in each language) go first; a few at a time,
// yielding to the event loop between two pages so that the visitors' requests waiting there go before the next
// render. A page the write did not touch is rendered again at most once per `minIntervalMs` (its stale copy may be
// served for `staleMs`): with a save every second, rendering all 45 kept pages again after each save kept the server's
// one thread busy and the visitors' kept pages waited behind the renders (docs/PERFORMANCE.md).
import { randomBytes, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { gt, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import type { PageCache } from "./page-cache.ts";

/** The header that marks a refresh; its value is this process's token. */
export const PAGE_REFRESH_HEADER = "x-page-cache-refresh";

const LANGUAGE_PREFIXES = ["", "/en", "/zh"] as const;
/** A refresh that takes longer is given up (the page then renders for the next visitor past `staleMs`). */
const REFRESH_TIMEOUT_MS = 30_000;
/** How far back a write counts as recent when the version moves: a second server hears of it within a second. */
const TOUCHED_WINDOW_MS = 5_000;
/** The most often an untouched page is rendered again, at most a third of the time a stale copy may be served. */
const UNTOUCHED_INTERVAL_MS = 10_000;

type Logger = { warn: (obj: object, msg: string) => void };

export type PageRefresher = {
  /** Where this server listens: nothing is refreshed before it is known. */
  listenOn(address: { host: string; port: number }): void;
  /** Renders again every kept page older than `version`, those a recent write touched first. */
  refreshStale(version: number): void;
  /** A visitor was served a stale copy of `key`: render it again (ahead of the others if not yet queued). */
  refreshSoon(key: string): void;
  /** Whether a request carries this process's refresh token. */
  isRefresh(headerValue: string | null | undefined): boolean;
  /** Pages queued or being rendered. */
  readonly pending: number;
  stop(): Promise<void>;
};

export type PageRefresherOptions = {
  db: Db;
  cache: PageCache;
  concurrency: number;
  logger: Logger;
  /** The writes' paths since a time; the database's by default. */
  touchedPaths?: (since: Date) => Promise<string[]>;
  /** The most often a page no recent write touched is rendered again (default 10 s, at most a third of staleMs). */
  minIntervalMs?: number;
  now?: () => number;
};

export function createPageRefresher(options: PageRefresherOptions): PageRefresher {
  const { cache, concurrency, logger, now = Date.now } = options;
  const touchedPaths = options.touchedPaths ?? ((since) => readTouchedPaths(options.db, since));
  const token = randomBytes(24).toString("base64url");
  const queue: string[] = [];
  const queued = new Set<string>();
  let running = 0;
  let address: { host: string; port: number } | null = null;
  let stopped = false;
  const inFlight = new Set<Promise<void>>();
  const minIntervalMs = options.minIntervalMs ?? Math.min(UNTOUCHED_INTERVAL_MS, cache.staleMs / 3);
  /** When each page's last refresh started. */
  const refreshedAt = new Map<string, number>();
  /** Untouched pages refreshed too recently, each with when it is due. */
  const deferred = new Map<string, number>();
  let deferredTimer: NodeJS.Timeout | undefined;

  const pump = () => {
    while (!stopped && address && running < concurrency && queue.length > 0) {
      const key = queue.shift()!;
      running += 1;
      refreshedAt.set(key, now());
      const work = refreshPage(address, key, token)
        .then((status) => {
          // A page that is gone (a product deleted or unpublished) is no longer kept.
          if (status !== 200) cache.delete(key);
        })
        .catch((error: unknown) => logger.warn({ err: error, key }, "page not refreshed"))
        .finally(() => {
          running -= 1;
          queued.delete(key);
          inFlight.delete(work);
          // The visitors' requests that arrived meanwhile go first.
          setImmediate(pump);
        });
      inFlight.add(work);
    }
  };

  const enqueue = (keys: string[], { first }: { first: boolean }) => {
    const fresh = keys.filter((key) => !queued.has(key));
    for (const key of fresh) {
      queued.add(key);
      deferred.delete(key);
    }
    if (first) queue.unshift(...fresh);
    else queue.push(...fresh);
    pump();
  };

  /** Queues the untouched pages not refreshed for `minIntervalMs`, defers the others until they are due. */
  const enqueueUntouched = (keys: string[], { first }: { first: boolean }) => {
    const due: string[] = [];
    for (const key of keys) {
      if (queued.has(key)) continue;
      const at = (refreshedAt.get(key) ?? Number.NEGATIVE_INFINITY) + minIntervalMs;
      if (at <= now()) due.push(key);
      else if (!deferred.has(key)) deferred.set(key, at);
    }
    enqueue(due, { first });
    scheduleDeferred();
  };

  const scheduleDeferred = () => {
    if (stopped || deferredTimer || deferred.size === 0) return;
    const next = Math.min(...deferred.values());
    deferredTimer = setTimeout(
      () => {
        deferredTimer = undefined;
        const due = [...deferred].filter(([, at]) => at <= now()).map(([key]) => key);
        enqueue(due, { first: false });
        scheduleDeferred();
      },
      Math.max(0, next - now()),
    );
    deferredTimer.unref();
  };

  return {
    listenOn(listening) {
      address = listening;
      pump();
    },
    refreshStale(version) {
      // Most recently used first: the pages visitors ask for most are fresh soonest.
      const stale = cache.staleKeys(version).reverse();
      if (stale.length === 0) return;
      void touchedPaths(new Date(now() - TOUCHED_WINDOW_MS))
        .catch((error: unknown) => {
          logger.warn({ err: error }, "recent catalogue writes not read");
          return [] as string[];
        })
        .then((paths) => {
          const rank = new Map(paths.map((path, index) => [path, index]));
          const pathOf = (key: string) => key.slice(key.indexOf("/"));
          const touched = stale
            .filter((key) => rank.has(pathOf(key)))
            .sort((a, b) => rank.get(pathOf(a))! - rank.get(pathOf(b))!);
          enqueue(touched, { first: true });
          enqueueUntouched(stale, { first: false });
        });
    },
    refreshSoon(key) {
      enqueueUntouched([key], { first: true });
    },
    isRefresh(headerValue) {
      if (!headerValue || headerValue.length !== token.length) return false;
      return timingSafeEqual(Buffer.from(headerValue), Buffer.from(token));
    },
    get pending() {
      return queued.size + deferred.size;
    },
    async stop() {
      stopped = true;
      queue.length = 0;
      clearTimeout(deferredTimer);
      deferred.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** GETs `key` (host and path) from this server, as an anonymous visitor, with the refresh token; its status. */
function refreshPage(address: { host: string; port: number }, key: string, token: string): Promise<number> {
  const slash = key.indexOf("/");
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: address.host,
        port: address.port,
        path: key.slice(slash),
        headers: { host: key.slice(0, slash), [PAGE_REFRESH_HEADER]: token, "accept-encoding": "identity" },
        timeout: REFRESH_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error("page refresh timed out")));
    request.on("error", reject);
  });
}

/**
 * The public pages a catalogue write since `since` touched, most specific first: each product's sheet, its category,
 * the shop, and the home page when the product is featured (or a category changed), in every language.
 */
export async function readTouchedPaths(db: Db, since: Date): Promise<string[]> {
  const changedProducts = await db
    .select({ slug: products.slug, featured: products.featured, category: categories.key })
    .from(products)
    .leftJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .where(gt(products.updatedAt, since))
    .limit(50);
  const changedCategories = await db
    .select({ key: categories.key })
    .from(categories)
    .where(gt(categories.updatedAt, since))
    .limit(50);
  const paths = (path: string) => LANGUAGE_PREFIXES.map((prefix) => `${prefix}${path}`);
  const homes = LANGUAGE_PREFIXES.flatMap((prefix) => (prefix ? [prefix, `${prefix}/`] : ["/"]));
  const ordered = [
    ...changedProducts.flatMap((product) => paths(`/shop/product/${product.slug}`)),
    ...[...changedProducts.map((product) => product.category), ...changedCategories.map((category) => category.key)]
      .filter((key): key is string => key !== null)
      .flatMap((key) => paths(`/shop/${key}`)),
    ...(changedProducts.length + changedCategories.length > 0 ? paths("/shop") : []),
    ...(changedProducts.some((product) => product.featured) || changedCategories.length > 0 ? homes : []),
  ];
  return [...new Set(ordered)];
}
