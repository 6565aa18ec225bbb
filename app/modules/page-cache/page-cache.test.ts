import { describe, expect, it } from "vitest";
import {
  brotliWindowBits,
  type CachedPage,
  createPageCache,
  isCacheablePageRequest,
  isCacheableResponse,
  pickEncoding,
} from "./page-cache.ts";

const page = (version: number, size = 10): CachedPage => ({
  version,
  status: 200,
  headers: [["content-type", "text/html"]],
  bodies: { br: Buffer.alloc(size), gzip: Buffer.alloc(size), identity: Buffer.alloc(size) },
  etag: `"${version}"`,
});
const PERSONAL = ["bpe_admin_session", "toast"];
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers });

describe("page cache", () => {
  it("gives a page back only for the version it was rendered at, and forgets older copies", () => {
    const cache = createPageCache();
    cache.set("shop.test/shop", page(3));
    expect(cache.get("shop.test/shop", 3)?.version).toBe(3);
    expect(cache.get("shop.test/shop", 4)).toBeNull();
    expect(cache.get("shop.test/shop", 3)).toBeNull();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("serves an older copy for `staleMs` after a newer version was learnt, and lists the stale keys", () => {
    let clock = 0;
    const heard: number[] = [];
    const cache = createPageCache({ staleMs: 30_000, now: () => clock, onNewVersion: (v) => heard.push(v) });
    cache.observe(3, { read: true });
    cache.set("shop.test/shop", page(3));
    cache.set("shop.test/", page(3));
    expect(cache.find("shop.test/shop", 3)).toEqual({ page: page(3), fresh: true });
    clock = 1000;
    cache.observe(4, { read: false });
    cache.observe(4, { read: true });
    expect(heard).toEqual([3, 4]);
    expect(cache.staleKeys(4).sort()).toEqual(["shop.test/", "shop.test/shop"]);
    clock = 30_999;
    expect(cache.find("shop.test/shop", 4)).toEqual({ page: page(3), fresh: false });
    cache.set("shop.test/shop", page(4));
    expect(cache.staleKeys(4)).toEqual(["shop.test/"]);
    clock = 31_000;
    expect(cache.find("shop.test/", 4)).toBeNull();
    expect(cache.size).toBe(1);
  });

  it("does not serve a copy older than a version it learnt more than `staleMs` ago", () => {
    let clock = 0;
    const cache = createPageCache({ staleMs: 1000, now: () => clock });
    cache.observe(1, { read: true });
    cache.set("a", page(1));
    clock = 10;
    cache.observe(2, { read: true });
    clock = 5000;
    cache.observe(3, { read: true });
    expect(cache.find("a", 3)).toBeNull();
    const never = createPageCache({ staleMs: 0, now: () => clock });
    never.observe(1, { read: true });
    never.set("a", page(1));
    clock += 1;
    never.observe(2, { read: true });
    expect(never.find("a", 2)).toBeNull();
  });

  it("drops the least recently used page beyond its count or its bytes", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", page(1));
    cache.set("b", page(1));
    cache.get("a", 1);
    cache.set("c", page(1));
    expect(cache.get("b", 1)).toBeNull();
    expect(cache.get("a", 1)).not.toBeNull();
    expect(cache.get("c", 1)).not.toBeNull();

    const small = createPageCache({ maxBytes: 100 });
    small.set("a", page(1, 20));
    small.set("b", page(1, 20));
    expect(small.bytes).toBe(60);
    expect(small.get("a", 1)).toBeNull();
    expect(small.get("b", 1)).not.toBeNull();
    small.set("huge", page(1, 40));
    expect(small.get("huge", 1)).toBeNull();
    expect(small.bytes).toBe(60);
  });

  it("trusts the version it read for a second, and a version heard meanwhile", () => {
    let clock = 0;
    const cache = createPageCache({ recheckMs: 1000, now: () => clock });
    expect(cache.knownVersion()).toBeNull();
    cache.observe(4, { read: true });
    expect(cache.knownVersion()).toBe(4);
    cache.observe(6, { read: false });
    cache.observe(5, { read: false });
    expect(cache.knownVersion()).toBe(6);
    clock = 999;
    expect(cache.knownVersion()).toBe(6);
    clock = 1000;
    expect(cache.knownVersion()).toBeNull();
    cache.observe(6, { read: true });
    expect(cache.knownVersion()).toBe(6);
  });
});

describe("what may be shared", () => {
  it("takes GETs of documents without a query or a personal cookie", () => {
    for (const path of ["/", "/en", "/zh/shop", "/shop/product/kit-70-m2", "/devis"]) {
      expect(isCacheablePageRequest(get(path), PERSONAL), path).toBe(true);
    }
    expect(isCacheablePageRequest(get("/", { Cookie: "mytoast=1" }), PERSONAL)).toBe(true);
  });

  it("leaves out data requests, queries, other methods and personal cookies", () => {
    for (const path of ["/shop.data", "/shop/tiny.data", "/shop/product/x?qty=2", "/shop/product/x?draft=1"]) {
      expect(isCacheablePageRequest(get(path), PERSONAL), path).toBe(false);
    }
    expect(isCacheablePageRequest(new Request("http://shop.test/", { method: "POST" }), PERSONAL)).toBe(false);
    expect(isCacheablePageRequest(get("/", { Cookie: "toast=abc" }), PERSONAL)).toBe(false);
    expect(isCacheablePageRequest(get("/", { Cookie: "theme=dark; bpe_admin_session=s" }), PERSONAL)).toBe(false);
  });

  it("keeps only whole HTML pages that set no cookie", () => {
    expect(isCacheableResponse(new Response("x", { headers: { "Content-Type": "text/html; charset=utf-8" } }))).toBe(
      true,
    );
    expect(isCacheableResponse(new Response("x", { status: 404, headers: { "Content-Type": "text/html" } }))).toBe(
      false,
    );
    expect(isCacheableResponse(new Response("x", { headers: { "Content-Type": "text/x-script" } }))).toBe(false);
    expect(
      isCacheableResponse(
        new Response("x", { headers: { "Content-Type": "text/html", "Set-Cookie": "toast=; Max-Age=0" } }),
      ),
    ).toBe(false);
  });
});

describe("encoding sent", () => {
  it("is brotli whenever accepted, then gzip, then the plain bytes", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, deflate")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
  });
});

describe("brotli window of a kept page", () => {
  it("is the smallest that holds the page, within brotli's 10 to 24 bits", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1024)).toBe(10);
    expect(brotliWindowBits(1025)).toBe(11);
    expect(brotliWindowBits(72_061)).toBe(17);
    expect(brotliWindowBits(131_072)).toBe(17);
    expect(brotliWindowBits(2_800_000)).toBe(22);
    expect(brotliWindowBits(64 * 1024 * 1024)).toBe(24);
  });
});
