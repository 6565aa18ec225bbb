import { DEFAULT_LOCALE, LOCALE_TAGS, SUPPORTED_LOCALES, localePath } from "../i18n/locales.ts";
import type { SitemapEntry } from "./list-sitemap-entries.server.ts";
import type { SitemapFile } from "./sitemap-files.ts";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The address of a sitemap file. */
export function sitemapFilePath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

/** The sitemap index (`/sitemap.xml`): one <sitemap> per file, with the latest change among its entries. */
export function renderSitemapIndex(origin: string, files: readonly SitemapFile[]): string {
  const base = origin.replace(/\/+$/, "");
  const items = files.map((file) => {
    const lastmod = file.lastModified ? `<lastmod>${file.lastModified.toISOString()}</lastmod>` : "";
    return `<sitemap><loc>${escapeXml(base + sitemapFilePath(file.name))}</loc>${lastmod}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** A sitemap file with one <url> per page and language, each listing its hreflang alternates and x-default. */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, "");
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...SUPPORTED_LOCALES.map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${escapeXml(base + localePath(locale, entry.path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + localePath(DEFAULT_LOCALE, entry.path))}"/>`,
    ].join("");
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : "";
    return SUPPORTED_LOCALES.map(
      (locale) => `<url><loc>${escapeXml(base + localePath(locale, entry.path))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
