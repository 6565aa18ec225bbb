import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales.ts";

/**
 * A site page's language, from the optional `:lang` segment of `app/routes.ts`: French without one, "en" or "zh"
 * with it. Null for any other segment ("fr", "xyz"), which is not a language prefix but an unknown page.
 */
export function readPageLocale(params: { lang?: string }): Locale | null {
  if (params.lang === undefined) return DEFAULT_LOCALE;
  return params.lang !== DEFAULT_LOCALE && isLocale(params.lang) ? params.lang : null;
}

/**
 * The language every site loader and action works in. An unknown prefix answers 404 before anything is read or
 * written, as the site layout does for the page (the layout throws its own 404, which carries the header's data).
 */
export function requirePageLocale(params: { lang?: string }): Locale {
  const locale = readPageLocale(params);
  if (locale === null) throw new Response("Not Found", { status: 404 });
  return locale;
}
