import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

describe("search engines", () => {
  const { baseUrl, newPage } = useBrowser();

  it("robots.txt excludes the back office and links the sitemap", async () => {
    const response = await fetch(`${baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/en\/checkout$/m);
    expect(text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it("sitemap.xml points at sitemap files listing every public page in the three languages, with categories and published products", async () => {
    const response = await fetch(`${baseUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const locsOf = (text: string) => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(baseUrl, ""));
    const files = locsOf(await response.text());
    expect(files).toEqual(["/sitemaps/pages-1.xml", "/sitemaps/products-1.xml"]);
    const xml = (await Promise.all(files.map(async (file) => (await fetch(`${baseUrl}${file}`)).text()))).join("\n");
    const locs = locsOf(xml);
    for (const path of [
      "/",
      "/en",
      "/zh",
      "/shop",
      "/en/shop",
      "/zh/shop",
      "/cgv",
      "/en/cgv",
      "/zh/devis",
      "/shop/tiny",
      "/zh/shop/solar",
    ]) {
      expect(locs, path).toContain(path);
    }
    const products = locs.filter((loc) => loc.startsWith("/shop/product/"));
    expect(products.length).toBeGreaterThanOrEqual(3);
    for (const product of products) expect(locs).toContain(`/en${product}`);
    expect(locs.some((loc) => loc.includes("admin"))).toBe(false);
    expect(xml).toContain(`hreflang="x-default" href="${baseUrl}/"`);
    // Every listed page answers 200.
    for (const path of [...new Set(locs)].slice(0, 40))
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(200);
  });

  it.each([
    // The home page's heading is 69 characters: with the site's name its title would pass 70 (seo/page-title.ts).
    ["/", "Vos projets clés en main, de l'usine en Asie jusqu'au port de Papeete", "fr_FR"],
    ["/en/cgv", "Terms of sale — BPE Polynésie", "en_US"],
    ["/zh/devis", "有特殊项目？获取定制报价 — BPE Polynésie", "zh_CN"],
  ])(
    "%s has its title, description, canonical, hreflang alternates and Open Graph tags",
    async (path, title, ogLocale) => {
      const page = await newPage();
      await page.goto(path);
      expect(await page.title()).toBe(title);
      const head = page.locator("head");
      expect(await head.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
      expect(await head.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}${path}`);
      const alternates = await head
        .locator('link[rel="alternate"]')
        .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
      const bare = path.replace(/^\/(en|zh)/, "") || "/";
      expect(alternates).toEqual(
        expect.arrayContaining([
          `fr-FR ${baseUrl}${bare}`,
          `en ${baseUrl}/en${bare === "/" ? "" : bare}`,
          `zh-Hans ${baseUrl}/zh${bare === "/" ? "" : bare}`,
          `x-default ${baseUrl}${bare}`,
        ]),
      );
      expect(await head.locator('meta[property="og:title"]').getAttribute("content")).toBe(title);
      expect(await head.locator('meta[property="og:url"]').getAttribute("content")).toBe(`${baseUrl}${path}`);
      expect(await head.locator('meta[property="og:locale"]').getAttribute("content")).toBe(ogLocale);
      const image = await head.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toMatch(/^http/);
      expect((await fetch(image!)).status).toBe(200);
    },
  );

  it("the editor test page is noindex", async () => {
    const response = await fetch(`${baseUrl}/quill-test`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });
});
