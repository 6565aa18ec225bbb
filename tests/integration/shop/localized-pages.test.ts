// The shop in the visitor's language (issue 14 item 7, ruling 15): /en and /zh show the English and Chinese texts of
// products and categories where filled and French otherwise — sheet, cards, menu, shop, category, home, meta,
// JSON-LD and sitemap — and the demo catalogue is seeded with its translations.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, products, productSpecs } from "../../../app/db/schema/index.ts";
import { seedDemoContent } from "../../../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { VALID_DEVIS_REQUEST, VALID_HOME_QUOTE } from "../leads/lead-form-fields.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory, createProduct } from "./shop-fixtures.ts";

let app: TestApp;
const GREENHOUSE = "/shop/product/serre-photovoltaique-vanille";

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  expect(await seedDemoContent({ db, storage: app.services.storage })).toBe(true);
  // Partly translated: an English title only, and a category without any translation.
  const category = await createCategory(db, { key: "sans-traduction", name: "Catégorie sans traduction" });
  const product = await createProduct(db, {
    categoryId: category.id,
    slug: "en-partie-traduit",
    title: "Produit en français",
  });
  await db
    .update(products)
    .set({ translations: { en: { title: "Partly translated product" } } })
    .where(eq(products.id, product.id));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function get(path: string) {
  const response = await app.request(path, { headers: { Accept: "text/html" } });
  const html = await response.text();
  return { status: response.status, html, text: pageText(html) };
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, "JSON-LD script").not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";

describe("/en and /zh shop and category pages", () => {
  it("names the categories in the page's language, French where untranslated", async () => {
    const en = await get("/en/shop");
    expect(en.status).toBe(200);
    for (const name of [
      "Solar & PV greenhouses",
      "Off-grid solar kits",
      "Turnkey tiny houses",
      "Accessories & supplies",
    ]) {
      expect(en.text).toContain(name);
    }
    expect(en.text).not.toContain("Solaire & serres PV");
    expect(en.text).toContain("Catégorie sans traduction");
    const zh = await get("/zh/shop");
    for (const name of ["太阳能与光伏温室", "离网太阳能套件", "交钥匙小屋"]) expect(zh.text).toContain(name);
    const fr = await get("/shop");
    expect(fr.text).toContain("Solaire & serres PV");
    expect(fr.text).not.toContain("Solar & PV greenhouses");
  });

  it("shows a category's name and its product cards in the page's language", async () => {
    const en = await get("/en/shop/solar");
    expect(en.text).toContain("Solar & PV greenhouses");
    expect(en.text).toContain("Photovoltaic greenhouse for vanilla");
    expect(en.text).toContain("30 kWp solar");
    expect(title(en.html)).toContain("Solar &amp; PV greenhouses");
    const zh = await get("/zh/shop/equip");
    expect(zh.text).toContain("专业设备与工具");
    expect(zh.text).toContain("1.8 吨小型挖掘机 – 拼柜进口");
    const untranslated = await get("/en/shop/sans-traduction");
    expect(untranslated.text).toContain("Catégorie sans traduction");
    expect(untranslated.text).toContain("Partly translated product");
  });

  it("translates the header's shop menu and the home page's featured cards", async () => {
    const en = await get("/en");
    expect(en.text).toContain("Turnkey tiny houses");
    expect(en.text).toContain("Turnkey tiny house, 28 m²");
    const zh = await get("/zh/cgv");
    expect(zh.text).toContain("交钥匙小屋");
  });
});

describe("/en and /zh product sheets", () => {
  it("shows every text of the sheet in English: title, subtitle, description, specs, FAQ, badges, lead time, options", async () => {
    const { status, html, text } = await get(`/en${GREENHOUSE}`);
    expect(status).toBe(200);
    for (const expected of [
      "Photovoltaic greenhouse for vanilla",
      "500 m² shade house under a 30 kWp solar roof, designed for Tahitian vanilla",
      "The shade vanilla needs, with electricity on top",
      "Photovoltaic power",
      "30 kWp: 72 monocrystalline 415 Wp modules",
      "Why a photovoltaic greenhouse for vanilla?",
      "30 kWp solar",
      "30–40 days",
      "Energy storage",
      "10 kWh lithium battery",
      "Keeps the air around the vines humid",
      "Solar & PV greenhouses",
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const french of ["Serre photovoltaïque pour vanille", "Puissance photovoltaïque", "Stockage d’énergie"]) {
      expect(text).not.toContain(french);
    }
    expect(title(html)).toContain("Photovoltaic greenhouse for vanilla");
    const data = jsonLd(html);
    expect(data.name).toBe("Photovoltaic greenhouse for vanilla");
    expect(String(data.description)).toMatch(/^The shade vanilla needs, with electricity on top/);
  });

  it("shows the Chinese texts on /zh, with its JSON-LD", async () => {
    const { html, text } = await get(`/zh${GREENHOUSE}`);
    for (const expected of [
      "香草种植光伏温室",
      "光伏功率",
      "为什么香草要用光伏温室？",
      "储能",
      "10 kWh 锂电池",
      "30–40 天",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(jsonLd(html).name).toBe("香草种植光伏温室");
  });

  it("falls back to French for each text without a translation", async () => {
    const en = await get("/en/shop/product/en-partie-traduit");
    expect(en.text).toContain("Partly translated product");
    expect(en.text).toContain("Sous-titre du produit");
    expect(en.text).toContain("Poids");
    expect(jsonLd(en.html).name).toBe("Partly translated product");
    const zh = await get("/zh/shop/product/en-partie-traduit");
    expect(zh.text).toContain("Produit en français");
    expect(jsonLd(zh.html).name).toBe("Produit en français");
    // A blank translation is no translation.
    const [product] = await app.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "en-partie-traduit"));
    await app.database.db
      .update(productSpecs)
      .set({ translations: { en: { label: "  ", value: "1,800 kg" } } })
      .where(eq(productSpecs.productId, product!.id));
    const after = await get("/en/shop/product/en-partie-traduit");
    expect(after.text).toContain("Poids 1,800 kg");
  });

  it("keeps French on the French sheet", async () => {
    const { html, text } = await get(GREENHOUSE);
    expect(text).toContain("Serre photovoltaïque pour vanille");
    expect(text).not.toContain("Photovoltaic greenhouse for vanilla");
    expect(jsonLd(html).name).toBe("Serre photovoltaïque pour vanille");
  });
});

describe("sitemap", () => {
  it("lists each product and category page in the three languages", async () => {
    // The index points at the pages' file and the products' file.
    const index = await (await app.request("/sitemap.xml")).text();
    expect(index).toContain("<loc>http://shop.test/sitemaps/pages-1.xml</loc>");
    expect(index).toContain("<loc>http://shop.test/sitemaps/products-1.xml</loc>");
    const read = async (path: string) => (await app.request(path)).text();
    const xml = (await read("/sitemaps/pages-1.xml")) + (await read("/sitemaps/products-1.xml"));
    for (const prefix of ["", "/en", "/zh"]) {
      expect(xml).toContain(`<loc>http://shop.test${prefix}${GREENHOUSE}</loc>`);
      expect(xml).toContain(`<loc>http://shop.test${prefix}/shop/solar</loc>`);
    }
    expect(xml).toContain(`hreflang="zh-Hans" href="http://shop.test/zh${GREENHOUSE}"`);
  });
});

describe("a form sent under a prefix that is not a language", () => {
  // The site layout answers 404 for such a page; its forms must not be taken in French before that (page-locale.ts).
  it.each([
    ["/xyz?index", VALID_HOME_QUOTE],
    ["/fr?index", VALID_HOME_QUOTE],
    ["/xyz/devis", VALID_DEVIS_REQUEST],
    ["/fr/devis", VALID_DEVIS_REQUEST],
  ])("answers 404 to a post to %s and stores no request", async (path, fields) => {
    const before = await app.database.db.$count(leads);
    const response = await app.request(path, {
      method: "POST",
      body: new URLSearchParams({ website_url: "", ...fields }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(404);
    expect(await app.database.db.$count(leads)).toBe(before);
  });
});
