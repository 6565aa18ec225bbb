import { Link, type LinkProps, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, type Locale, localePath } from "../modules/i18n/locales.ts";

/** The language of the current page, from the root loader. */
export function useLocale(): Locale {
  const data = useRouteLoaderData("root") as { locale?: Locale } | undefined;
  return data?.locale ?? DEFAULT_LOCALE;
}

/**
 * A link to a site path in the current language: "/shop" becomes "/en/shop" on English pages. A link to a place in
 * a page ("/#quote": the home page, served without React) loads it as a document, hash kept; the routes of such
 * pages hand other client navigations to the browser themselves (`loadAsDocument`).
 */
export function LocaleLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  return <Link to={localePath(locale, to)} reloadDocument={to.includes("#")} {...props} />;
}

/** The path helper for places that need a string (forms, redirects in the browser). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(locale, path);
}
