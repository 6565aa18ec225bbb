export const SUPPORTED_LOCALES = ["fr", "en", "zh"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "fr";

/** BCP 47 tags for `<html lang>`, hreflang and Intl. */
export const LOCALE_TAGS: Record<Locale, string> = { fr: "fr-FR", en: "en", zh: "zh-Hans" };
export const LOCALE_NAMES: Record<Locale, string> = { fr: "Français", en: "English", zh: "中文" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Splits "/en/shop" into { locale: "en", path: "/shop" }. French has no prefix. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|zh)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] ?? "/" };
}

/** Prefixes a site path with the locale: localePath("en", "/shop") → "/en/shop". */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return clean;
  if (clean === "/") return `/${locale}`;
  if (clean.startsWith("/#") || clean.startsWith("/?")) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}

/** The same page in another language, keeping the query string and hash. */
export function switchLocale(pathname: string, search: string, target: Locale): string {
  const { path } = splitLocale(pathname);
  return `${localePath(target, path)}${search}`;
}
