// A category of any size (issue 19 item 2): pages of CATEGORY_PAGE_SIZE cards, the page number in the URL, links to
// the other pages, a canonical URL per page, and a 404 for a page that does not exist, in the three languages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../app/db/schema/index.ts";
import { CATEGORY_PAGE_SIZE } from "../../../app/modules/catalog/page-number.ts";
import { pageText, startTestApp, type TestApp } from "../auth/auth-app.ts";
import { createCategory } from "./shop-fixtures.ts";

let app: TestApp;
const TOTAL = CATEGORY_PAGE_SIZE + 6;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const category = await createCategory(db, { key: "grande", name: "Grande catégorie" });
  await createCategory(db, { key: "vide", name: "Catégorie vide" });
  // Newest update first: produit-00 is the most recent, so page 1 starts with it and page 2 ends with the oldest.
  await db.insert(products).values(
    Array.from({ length: TOTAL }, (_, i) => ({
      slug: `produit-${String(i).padStart(2, "0")}`,
      categoryId: category.id,
      title: `Produit ${String(i).padStart(2, "0")}`,
      status: "published" as const,
      active: true,
      updatedAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000),
    })),
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function get(path: string) {
  const response = await app.request(path, { headers: { Accept: "text/html" } });
  const html = await response.text();
  return { status: response.status, location: response.headers.get("Location"), html, text: pageText(html) };
}

const cards = (html: string) =>
  [...html.matchAll(/href="(?:\/(?:en|zh))?\/shop\/product\/(produit-\d+)"/g)].map((m) => m[1]);

describe("a category's pages", () => {
  it("page 1: the first cards, links to page 2, canonical without the parameter", async () => {
    const { status, html, text } = await get("/shop/grande");
    expect(status).toBe(200);
    expect(new Set(cards(html)).size).toBe(CATEGORY_PAGE_SIZE);
    expect(cards(html)[0]).toBe("produit-00");
    expect(text).toContain(`Produits 1 à ${CATEGORY_PAGE_SIZE} sur ${TOTAL}`);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/shop/grande"/>');
    expect(html).toContain('<link rel="next" href="http://shop.test/shop/grande?page=2"/>');
    expect(html).not.toContain('rel="prev"');
    expect(html).toMatch(/<a href="\/shop\/grande\?page=2" rel="next"[^>]*>.*Suivant/);
    expect(html).toMatch(/<span aria-current="page" aria-label="Page 1"[^>]*>1<\/span>/);
    expect(html).toContain("<title>Grande catégorie — BPE Polynésie</title>");
  });

  it("page 2: the rest, links back, its own canonical URL and title", async () => {
    const { status, html, text } = await get("/shop/grande?page=2");
    expect(status).toBe(200);
    expect(new Set(cards(html)).size).toBe(TOTAL - CATEGORY_PAGE_SIZE);
    expect(cards(html).at(-1)).toBe(`produit-${TOTAL - 1}`);
    expect(text).toContain(`Produits ${CATEGORY_PAGE_SIZE + 1} à ${TOTAL} sur ${TOTAL}`);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/shop/grande?page=2"/>');
    expect(html).toContain('<link rel="prev" href="http://shop.test/shop/grande"/>');
    expect(html).toContain('hrefLang="en" href="http://shop.test/en/shop/grande?page=2"');
    expect(html).toMatch(/<a href="\/shop\/grande" aria-label="Page 1"/);
    expect(html).toContain("<title>Grande catégorie – Page 2 sur 2 — BPE Polynésie</title>");
  });

  it("in English and Chinese", async () => {
    const en = await get("/en/shop/grande?page=2");
    expect(en.status).toBe(200);
    expect(en.text).toContain(`Products ${CATEGORY_PAGE_SIZE + 1} to ${TOTAL} of ${TOTAL}`);
    expect(en.html).toMatch(/<a href="\/en\/shop\/grande" rel="prev"[^>]*>.*Previous/);
    expect(en.html).toContain('<link rel="canonical" href="http://shop.test/en/shop/grande?page=2"/>');
    const zh = await get("/zh/shop/grande");
    expect(zh.html).toMatch(/<a href="\/zh\/shop\/grande\?page=2" rel="next"[^>]*>.*下一页/);
  });

  it("sends ?page=1 to the page's one address", async () => {
    const { status, location } = await get("/en/shop/grande?page=1");
    expect(status).toBe(301);
    expect(location).toBe("/en/shop/grande");
  });

  it.each(["?page=3", "?page=0", "?page=-1", "?page=abc", "?page=02", "?page=2&page=2", "?page=99999999999"])(
    "answers %s with the not-found page",
    async (search) => {
      const { status, html } = await get(`/shop/grande${search}`);
      expect(status).toBe(404);
      expect(html).toContain('name="robots" content="noindex"');
    },
  );

  it("has one page for an empty category, and no page 2", async () => {
    const empty = await get("/shop/vide");
    expect(empty.status).toBe(200);
    expect(empty.text).toContain("Aucun produit dans cette catégorie pour le moment");
    expect(empty.html).not.toContain('aria-label="Pages"');
    expect((await get("/shop/vide?page=2")).status).toBe(404);
  });
});
