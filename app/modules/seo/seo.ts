// Search-engine tags for every public page (issue 3 item 9): title, description, canonical URL, hreflang
// alternates and Open Graph. Pure, so `meta` functions can call it; the absolute origin comes from PUBLIC_URL
// through a loader (`getSeoInfo`), never from the request's Host header.
import type { MetaDescriptor } from "react-router";
import {
  DEFAULT_LOCALE,
  LOCALE_TAGS,
  type Locale,
  SUPPORTED_LOCALES,
  localePath,
  splitLocale,
} from "../i18n/locales.ts";
import { pageSearch } from "../catalog/page-number.ts";

/**
 * What a loader returns so `meta` can build absolute URLs: the site origin, the page's path without locale and,
 * for a page of a list, the page number (1 when the page is not one of several).
 */
export type SeoInfo = { origin: string; path: string; locale: Locale; page?: { current: number; count: number } };

/** Open Graph locale names (language_TERRITORY). */
export const OG_LOCALES: Record<Locale, string> = { fr: "fr_FR", en: "en_US", zh: "zh_CN" };

/** The site's default share image, in public/. */
export const DEFAULT_OG_IMAGE = "/og-image.jpg";

/** Call in a loader: `seo: getSeoInfo(request, env.PUBLIC_URL)`. Query strings are dropped from canonical URLs. */
export function getSeoInfo(request: Request, publicUrl: string): SeoInfo {
  const { locale, path } = splitLocale(new URL(request.url).pathname);
  return { origin: publicUrl.replace(/\/+$/, ""), path, locale };
}

/** The same page's SEO facts for page `current` of `count` of a list: each page is its own canonical URL. */
export function pagedSeoInfo(seo: SeoInfo, current: number, count: number): SeoInfo {
  return { ...seo, page: { current, count } };
}

/**
 * Absolute URL of the page in `locale` (the page's own language by default); a list's page 2 and after keep their
 * `?page=N`, page 1 goes without it. `page` names another page of the same list (previous, next).
 */
export function getCanonicalUrl(seo: SeoInfo, locale: Locale = seo.locale, page = seo.page?.current ?? 1): string {
  return `${seo.origin}${localePath(locale, seo.path)}${pageSearch(page)}`;
}

/** Absolute URL for an image path ("/uploads/…") or an already absolute URL. */
export function getAbsoluteUrl(seo: SeoInfo, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${seo.origin}${url.startsWith("/") ? url : `/${url}`}`;
}

export type PageMetaOptions = {
  seo: SeoInfo | undefined;
  title: string;
  description: string;
  /** Share image path or URL; the site image by default. */
  image?: string | null;
  imageAlt?: string;
  /** "website" by default, "product" on product sheets. */
  type?: string;
  /** Pages search engines must not index (test pages, errors). */
  isNoIndex?: boolean;
};

/** The `meta` array of a public page. Without `seo` (an error before the loader ran) only title and description. */
export function buildPageMeta({
  seo,
  title,
  description,
  image,
  imageAlt,
  type = "website",
  isNoIndex,
}: PageMetaOptions): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }, { name: "description", content: description }];
  if (isNoIndex) tags.push({ name: "robots", content: "noindex, nofollow" });
  if (!seo) return tags;
  const url = getCanonicalUrl(seo);
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const locale of SUPPORTED_LOCALES) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: LOCALE_TAGS[locale], href: getCanonicalUrl(seo, locale) });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: getCanonicalUrl(seo, DEFAULT_LOCALE) });
  // Previous and next pages of a list: Google no longer reads them, other engines and tools still do.
  if (seo.page && seo.page.current > 1)
    tags.push({ tagName: "link", rel: "prev", href: getCanonicalUrl(seo, seo.locale, seo.page.current - 1) });
  if (seo.page && seo.page.current < seo.page.count)
    tags.push({ tagName: "link", rel: "next", href: getCanonicalUrl(seo, seo.locale, seo.page.current + 1) });
  const imageUrl = getAbsoluteUrl(seo, image || DEFAULT_OG_IMAGE);
  tags.push(
    { property: "og:type", content: type },
    { property: "og:site_name", content: "BPE Polynésie" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:alt", content: imageAlt ?? title },
    { property: "og:locale", content: OG_LOCALES[seo.locale] },
    ...SUPPORTED_LOCALES.filter((l) => l !== seo.locale).map((l) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[l],
    })),
    { name: "twitter:card", content: "summary_large_image" },
  );
  return tags;
}
