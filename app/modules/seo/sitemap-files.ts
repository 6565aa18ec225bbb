// A sitemap index and the sitemap files it points at (issue 19 item 2): search engines read at most 50,000 URLs
// per file (sitemaps.org), so the site's entries are cut into files under that limit. Pure.
import { SUPPORTED_LOCALES } from "../i18n/locales.ts";
import type { SitemapEntry } from "./list-sitemap-entries.server.ts";

/** The sitemaps.org limit of <url> elements in one sitemap file. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** The groups of entries, each in files of its own: the site's pages (static pages, categories) and the products. */
export type SitemapGroups = { pages: SitemapEntry[]; products: SitemapEntry[] };

/** One sitemap file: its name in `/sitemaps/{name}.xml`, its entries and the latest change among them. */
export type SitemapFile = { name: string; entries: SitemapEntry[]; lastModified: Date | null };

/** Each entry is a page in every language: this many <url> elements. */
export const URLS_PER_ENTRY = SUPPORTED_LOCALES.length;

/** A sitemap file's name as it appears in its URL: a group and a number from 1 (`products-3`). */
export const SITEMAP_FILE_NAME = /^(pages|products)-([1-9]\d*)$/;

/**
 * The sitemap files of the site: each group cut into files of at most `maxUrls` URLs (`pages-1`, `products-1`,
 * `products-2`…), in order; a group with no entry has no file.
 */
export function splitSitemap(groups: SitemapGroups, maxUrls: number = MAX_URLS_PER_SITEMAP): SitemapFile[] {
  const perFile = Math.floor(maxUrls / URLS_PER_ENTRY);
  if (perFile < 1) throw new Error(`A sitemap file must hold at least ${URLS_PER_ENTRY} URLs`);
  return (Object.keys(groups) as Array<keyof SitemapGroups>).flatMap((group) => {
    const entries = groups[group];
    return Array.from({ length: Math.ceil(entries.length / perFile) }, (_, index) => {
      const slice = entries.slice(index * perFile, (index + 1) * perFile);
      return { name: `${group}-${index + 1}`, entries: slice, lastModified: latest(slice) };
    });
  });
}

function latest(entries: SitemapEntry[]): Date | null {
  let found: Date | null = null;
  for (const { lastModified } of entries) if (lastModified && (!found || lastModified > found)) found = lastModified;
  return found;
}
