import { describe, expect, it } from "vitest";
import { renderRobots } from "./render-robots.ts";
import { renderSitemap } from "./render-sitemap.ts";
import { buildPageMeta, getSeoInfo } from "./seo.ts";
import { getMetaText } from "./meta-text.ts";

describe("buildPageMeta", () => {
  const seo = getSeoInfo(new Request("http://internal:3000/en/cgv?x=1"), "https://shop.example.com/");

  it("builds canonical, hreflang alternates with x-default and Open Graph tags from PUBLIC_URL", () => {
    const tags = buildPageMeta({ seo, title: "Terms", description: "Our terms", image: "/uploads/a-1024.webp" });
    expect(tags).toContainEqual({ title: "Terms" });
    expect(tags).toContainEqual({ name: "description", content: "Our terms" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://shop.example.com/en/cgv" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "fr-FR",
      href: "https://shop.example.com/cgv",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "zh-Hans",
      href: "https://shop.example.com/zh/cgv",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://shop.example.com/cgv",
    });
    expect(tags).toContainEqual({ property: "og:image", content: "https://shop.example.com/uploads/a-1024.webp" });
    expect(tags).toContainEqual({ property: "og:locale", content: "en_US" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });

  it("marks test pages noindex and keeps title and description without loader data", () => {
    expect(buildPageMeta({ seo: undefined, title: "T", description: "D", isNoIndex: true })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});

describe("getMetaText", () => {
  const matches = [{ loaderData: { resources: { home: { meta: { title: "Accueil {{n}}" } } } } }];
  it("reads the root loader's catalog and falls back to the key", () => {
    expect(getMetaText(matches, "home:meta.title", { n: 2 })).toBe("Accueil 2");
    expect(getMetaText(matches, "home:meta.missing")).toBe("meta.missing");
  });
});

describe("sitemap and robots", () => {
  it("lists each page in the three languages with its alternates, escaped", () => {
    const xml = renderSitemap("https://s.example/", [
      { path: "/" },
      { path: "/shop/a&b", lastModified: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(6);
    expect(xml).toContain("<loc>https://s.example/zh</loc>");
    expect(xml).toContain("<loc>https://s.example/en/shop/a&amp;b</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/"/>');
  });

  it("excludes the back office and links the sitemap", () => {
    const text = renderRobots("https://s.example");
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Disallow: /zh/checkout\n");
    expect(text.trim().endsWith("Sitemap: https://s.example/sitemap.xml")).toBe(true);
  });
});
