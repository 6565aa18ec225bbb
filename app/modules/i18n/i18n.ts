import i18next, { type i18n, type Resource } from "i18next";
import { DEFAULT_LOCALE, type Locale } from "./locales.ts";

export type LocaleResources = Resource[string];

/**
 * One i18next instance for one language, built synchronously from catalogs the server sent,
 * so the server render and the browser hydration read the same strings.
 * A missing key renders the key itself (storefront §4).
 */
export function createI18n(locale: Locale, resources: LocaleResources): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export { DEFAULT_LOCALE };
