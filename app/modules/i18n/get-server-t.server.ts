import type { TFunction } from "./i18n.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locales.ts";

const cache = new Map<Locale, TFunction>();

/** A `t` for loaders and actions (toast texts, titles), reading "namespace:key" in the given language. */
export function getServerT(locale: Locale): TFunction {
  let t = cache.get(locale);
  if (!t) {
    t = createI18n(locale, getLocaleResources(locale)).getFixedT(locale);
    cache.set(locale, t);
  }
  return t;
}
