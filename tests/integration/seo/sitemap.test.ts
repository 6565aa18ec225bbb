// The sitemap index and its files on a real database (issue 19 item 2): built once per catalogue version, served
// with an ETag, cut into files under a URL limit. The 50,000-URL split itself is proved with a large list in
// app/modules/seo/sitemap-files.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../app/db/schema/index.ts";
import { getSitemapFile, getSitemapIndex } from "../../../app/modules/seo/sitemap-store.server.ts";
import { startTestApp, type TestApp } from "../auth/auth-app.ts";
import { createCategory } from "../shop/shop-fixtures.ts";

let app: TestApp;
const ORIGIN = "http://shop.test";

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const category = await createCategory(db, { key: "solar", name: "Solaire" });
  await db.insert(products).values(
    ["a", "b", "c", "d", "e"].map((letter) => ({
      slug: `produit-${letter}`,
      categoryId: category.id,
      title: `Produit ${letter}`,
      status: "published" as const,
      active: true,
    })),
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(ORIGIN, ""));

describe("/sitemap.xml and /sitemaps/*.xml", () => {
  it("serves an index of the files, each listing its pages in the three languages", async () => {
    const index = await app.request("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(index.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60");
    const xml = await index.text();
    expect(xml).toContain("<sitemapindex");
    expect(locs(xml)).toEqual(["/sitemaps/pages-1.xml", "/sitemaps/products-1.xml"]);
    const pages = locs(await (await app.request("/sitemaps/pages-1.xml")).text());
    expect(pages).toEqual(expect.arrayContaining(["/", "/en", "/zh/devis", "/shop/solar", "/zh/shop/solar"]));
    const productFile = await app.request("/sitemaps/products-1.xml");
    expect(productFile.status).toBe(200);
    const productLocs = locs(await productFile.text());
    expect(productLocs).toHaveLength(15);
    expect(productLocs).toContain("/en/shop/product/produit-c");
  });

  it("answers a copy the client holds with 304, by its ETag", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/products-1.xml"]) {
      const first = await app.request(path);
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^W\/".+"$/);
      const again = await app.request(path, { headers: { "If-None-Match": etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("does not know other files", async () => {
    for (const path of ["/sitemaps/products-2.xml", "/sitemaps/products-0.xml", "/sitemaps/other-1.xml"])
      expect((await app.request(path)).status, path).toBe(404);
  });

  it("is built once per catalogue version, and again after a change to the catalogue", async () => {
    const { db } = app.database;
    const before = await getSitemapIndex(db, ORIGIN);
    expect(await getSitemapIndex(db, ORIGIN)).toBe(before);
    const file = await getSitemapFile(db, ORIGIN, "products-1");
    expect(await getSitemapFile(db, ORIGIN, "products-1")).toBe(file);
    await db.update(products).set({ active: false }).where(eq(products.slug, "produit-e"));
    const after = await getSitemapFile(db, ORIGIN, "products-1");
    expect(after).not.toBe(file);
    expect(after!.etag).not.toBe(file!.etag);
    expect(after!.body).not.toContain("produit-e");
  });

  it("cuts the products into as many files as the URL limit asks", async () => {
    const { db } = app.database;
    // Two products (six URLs) per file: the four active products take two files.
    const index = await getSitemapIndex(db, ORIGIN, { maxUrls: 6 });
    expect(locs(index.body)).toEqual([
      "/sitemaps/pages-1.xml",
      "/sitemaps/pages-2.xml",
      "/sitemaps/pages-3.xml",
      "/sitemaps/products-1.xml",
      "/sitemaps/products-2.xml",
    ]);
    const second = await getSitemapFile(db, ORIGIN, "products-2", { maxUrls: 6 });
    expect(locs(second!.body)).toHaveLength(6);
    expect(await getSitemapFile(db, ORIGIN, "products-3", { maxUrls: 6 })).toBeNull();
  });
});
