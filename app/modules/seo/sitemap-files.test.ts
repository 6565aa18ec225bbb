import { describe, expect, it } from "vitest";
import { renderSitemap, renderSitemapIndex } from "./render-sitemap.ts";
import { MAX_URLS_PER_SITEMAP, SITEMAP_FILE_NAME, splitSitemap, URLS_PER_ENTRY } from "./sitemap-files.ts";

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + (n % 300)));
const products = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ path: `/shop/product/produit-${i}`, lastModified: day(i) }));
const pages = [{ path: "/" }, { path: "/shop" }, { path: "/shop/solar", lastModified: day(3) }];

describe("splitSitemap", () => {
  it("cuts a catalogue of more than 50,000 URLs into files under the limit, every entry once and in order", () => {
    const catalogue = products(60_000);
    const files = splitSitemap({ pages, products: catalogue });
    const perFile = Math.floor(MAX_URLS_PER_SITEMAP / URLS_PER_ENTRY);
    expect(files.map((file) => file.name)).toEqual([
      "pages-1",
      ...Array.from({ length: Math.ceil(60_000 / perFile) }, (_, i) => `products-${i + 1}`),
    ]);
    for (const file of files) {
      expect(file.entries.length * URLS_PER_ENTRY).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
      expect(file.name).toMatch(SITEMAP_FILE_NAME);
    }
    expect(files.slice(1).flatMap((file) => file.entries)).toEqual(catalogue);
    expect(files[1]!.lastModified).toEqual(day(299));
  });

  it("writes a full file with at most 50,000 <url> and under the 50 MB size limit", () => {
    const [, first] = splitSitemap({ pages, products: products(20_000) });
    const xml = renderSitemap("https://s.example", first!.entries);
    const urls = xml.match(/<url>/g)!.length;
    expect(urls).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    expect(urls).toBeGreaterThan(MAX_URLS_PER_SITEMAP - URLS_PER_ENTRY);
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });

  it("cuts by the limit it is given and leaves out an empty group", () => {
    expect(splitSitemap({ pages, products: [] }, 6).map((f) => [f.name, f.entries.length])).toEqual([
      ["pages-1", 2],
      ["pages-2", 1],
    ]);
    expect(() => splitSitemap({ pages, products: [] }, 2)).toThrow();
  });
});

describe("renderSitemapIndex", () => {
  it("points at each file with its latest change", () => {
    const xml = renderSitemapIndex("https://s.example/", splitSitemap({ pages, products: products(2) }));
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      "<sitemap><loc>https://s.example/sitemaps/pages-1.xml</loc><lastmod>2026-01-04T00:00:00.000Z</lastmod></sitemap>",
    );
    expect(xml).toContain("<loc>https://s.example/sitemaps/products-1.xml</loc>");
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });
});
