import { DEFAULT_LOCALE, LOCALE_TAGS, SUPPORTED_LOCALES, localePath } from "../i18n/locales.ts";
import type { SitemapEntry } from "./list-sitemap-entries.server.ts";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** sitemap.xml with one <url> per page and language, each listing its hreflang alternates and x-default. */
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
