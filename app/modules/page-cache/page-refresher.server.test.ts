import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/db.server.ts";
import { type CachedPage, createPageCache } from "./page-cache.ts";
import { createPageRefresher, PAGE_REFRESH_HEADER, type PageRefresher } from "./page-refresher.server.ts";

const page = (version: number): CachedPage => ({
  version,
  status: 200,
  headers: [],
  bodies: { br: Buffer.alloc(1), gzip: Buffer.alloc(1), identity: Buffer.alloc(1) },
  etag: `"${version}"`,
});
const logger = { warn: () => {} };

type Seen = { path: string; host: string | undefined; token: string | undefined; cookie: string | undefined };

/** A stand-in for the app server: records each request, answers 404 for /gone, holds each answer `delayMs`. */
async function startServer(delayMs = 5) {
  const seen: Seen[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const server = http.createServer((request, response) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    seen.push({
      path: request.url!,
      host: request.headers.host,
      token: request.headers[PAGE_REFRESH_HEADER] as string | undefined,
      cookie: request.headers.cookie,
    });
    setTimeout(() => {
      running -= 1;
      response.statusCode = request.url === "/gone" ? 404 : 200;
      response.end("ok");
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, port, mostAtOnce: () => mostAtOnce, close: () => new Promise((r) => server.close(r)) };
}

let refresher: PageRefresher | undefined;
let closeServer: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await refresher?.stop();
  await closeServer?.();
});

describe("page refresher", () => {
  it("asks the server for every stale page with its token, the touched ones first, a few at a time", async () => {
    const server = await startServer();
    closeServer = server.close;
    const cache = createPageCache({ staleMs: 30_000 });
    cache.observe(1, { read: true });
    for (const key of [
      "shop.test/",
      "shop.test/shop",
      "shop.test/shop/solar",
      "shop.test/en/shop/product/kit",
      "shop.test/gone",
    ])
      cache.set(key, page(1));
    cache.set("shop.test/cgv", page(2));
    refresher = createPageRefresher({
      db: {} as Db,
      cache,
      concurrency: 2,
      logger,
      touchedPaths: async () => ["/en/shop/product/kit", "/shop/solar"],
    });
    refresher.listenOn({ host: "127.0.0.1", port: server.port });
    cache.observe(2, { read: true });
    refresher.refreshStale(2);
    await expect.poll(() => refresher!.pending, { timeout: 5_000 }).toBe(0);
    await expect.poll(() => server.seen.length).toBe(5);
    expect(server.seen.slice(0, 2).map((request) => request.path)).toEqual(["/en/shop/product/kit", "/shop/solar"]);
    expect(server.seen.map((request) => request.path).sort()).toEqual(
      ["/", "/en/shop/product/kit", "/gone", "/shop", "/shop/solar"].sort(),
    );
    expect(new Set(server.seen.map((request) => request.host))).toEqual(new Set(["shop.test"]));
    expect(server.seen.every((request) => refresher!.isRefresh(request.token))).toBe(true);
    expect(server.seen.every((request) => request.cookie === undefined)).toBe(true);
    expect(server.mostAtOnce()).toBeLessThanOrEqual(2);
    // The page that no longer answers 200 is no longer kept; the others wait for the router to keep them.
    expect(cache.find("shop.test/gone", 2)).toBeNull();
    expect(cache.find("shop.test/shop", 2)).toEqual({ page: page(1), fresh: false });
  });

  it("waits for the server's address, asks once per page however often it is asked, and refuses another token", async () => {
    const server = await startServer(20);
    closeServer = server.close;
    const cache = createPageCache({ staleMs: 30_000 });
    refresher = createPageRefresher({ db: {} as Db, cache, concurrency: 1, logger, touchedPaths: async () => [] });
    refresher.refreshSoon("shop.test/shop");
    refresher.refreshSoon("shop.test/shop");
    expect(refresher.pending).toBe(1);
    refresher.listenOn({ host: "127.0.0.1", port: server.port });
    await expect.poll(() => refresher!.pending, { timeout: 5_000 }).toBe(0);
    expect(server.seen.map((request) => request.path)).toEqual(["/shop"]);
    expect(refresher.isRefresh("x".repeat(32))).toBe(false);
    expect(refresher.isRefresh(undefined)).toBe(false);
  });

  it("renders a page a write touched again at once, an untouched one at most once per interval", async () => {
    const server = await startServer();
    closeServer = server.close;
    const cache = createPageCache({ staleMs: 30_000 });
    let clock = 1_000_000;
    cache.observe(1, { read: true });
    for (const key of ["shop.test/shop/product/kit", "shop.test/cgv"]) cache.set(key, page(1));
    refresher = createPageRefresher({
      db: {} as Db,
      cache,
      concurrency: 1,
      logger,
      touchedPaths: async () => ["/shop/product/kit"],
      minIntervalMs: 400,
      now: () => clock,
    });
    refresher.listenOn({ host: "127.0.0.1", port: server.port });
    const paths = () => server.seen.map((request) => request.path);
    cache.observe(2, { read: true });
    refresher.refreshStale(2);
    await expect.poll(paths, { timeout: 5_000 }).toEqual(["/shop/product/kit", "/cgv"]);
    for (const key of ["shop.test/shop/product/kit", "shop.test/cgv"]) cache.set(key, page(2));

    // The next write, at once: the touched page goes again, the untouched one waits for its interval, even when a
    // visitor is served its stale copy.
    clock += 100;
    cache.observe(3, { read: true });
    refresher.refreshStale(3);
    await expect.poll(paths, { timeout: 5_000 }).toEqual(["/shop/product/kit", "/cgv", "/shop/product/kit"]);
    refresher.refreshSoon("shop.test/cgv");
    expect(refresher.pending).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(paths()).toHaveLength(3);
    clock += 300; // its interval has passed
    await expect.poll(paths, { timeout: 5_000 }).toHaveLength(4);
    expect(paths()[3]).toBe("/cgv");
    await expect.poll(() => refresher!.pending).toBe(0);
  });
});
