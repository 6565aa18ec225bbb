import { describe, expect, it } from "vitest";
import { createPageCache, isCacheablePageRequest, isCacheableResponse, type CachedPage } from "./page-cache.ts";

const page = (version: number, body = "<html></html>"): CachedPage => ({
  version,
  status: 200,
  headers: [["content-type", "text/html"]],
  body,
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
  });

  it("drops the least recently used page beyond its size", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", page(1));
    cache.set("b", page(1));
    cache.get("a", 1);
    cache.set("c", page(1));
    expect(cache.get("b", 1)).toBeNull();
    expect(cache.get("a", 1)).not.toBeNull();
    expect(cache.get("c", 1)).not.toBeNull();
  });
});

describe("what may be shared", () => {
  it("takes the public pages in every language", () => {
    for (const path of ["/", "/en", "/zh", "/shop", "/en/shop/tiny", "/shop/product/kit-70-m2", "/zh/cgv", "/devis"]) {
      expect(isCacheablePageRequest(get(path), PERSONAL), path).toBe(true);
    }
  });

  it("leaves out other pages, data requests, queries, other methods and personal cookies", () => {
    for (const path of [
      "/admin",
      "/login",
      "/checkout",
      "/thank-you",
      "/payment/success",
      "/shop.data",
      "/shop/tiny.data",
      "/shop/product/x?qty=2",
      "/shop/product/x?draft=1",
      "/fr",
      "/shop/a/b/c",
      "/quill-test",
    ]) {
      expect(isCacheablePageRequest(get(path), PERSONAL), path).toBe(false);
    }
    expect(isCacheablePageRequest(new Request("http://shop.test/", { method: "POST" }), PERSONAL)).toBe(false);
    expect(isCacheablePageRequest(get("/", { Cookie: "toast=abc" }), PERSONAL)).toBe(false);
    expect(isCacheablePageRequest(get("/", { Cookie: "theme=dark; bpe_admin_session=s" }), PERSONAL)).toBe(false);
    expect(isCacheablePageRequest(get("/", { Cookie: "mytoast=1" }), PERSONAL)).toBe(true);
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
