// Strings for emails. The language comes from the lead or order the message is about, never from the request
// that happens to trigger it (a back-office action sends in the customer's language).
import type { TFunction } from "../i18n/i18n.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../i18n/i18n.ts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../i18n/locales.ts";

const cache = new Map<Locale, TFunction<"mail">>();

/** A `t` for one language whose default namespace is `mail`; other namespaces read as `t("common:…")`. */
export function getMailT(lang: Locale | string): TFunction<"mail"> {
  const locale: Locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  let t = cache.get(locale);
  if (!t) {
    t = createI18n(locale, getLocaleResources(locale)).getFixedT(locale, "mail");
    cache.set(locale, t);
  }
  return t;
}
