import type { TFunction } from "./i18n.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "./i18n.ts";
import type { Locale } from "./locales.ts";

const cache = new Map<string, TFunction>();

/**
 * The one server-side translator: a `t` for loaders, actions, mails and PDFs, in the given language, reading
 * `key` in `namespace` (default `common`) or `other:key` in another. Built once per language and namespace.
 */
export function getServerT<Namespace extends string = "common">(
  locale: Locale,
  namespace?: Namespace,
): TFunction<Namespace> {
  const cacheKey = `${locale}:${namespace ?? ""}`;
  let t = cache.get(cacheKey);
  if (!t) {
    t = createI18n(locale, getLocaleResources(locale)).getFixedT(locale, namespace);
    cache.set(cacheKey, t);
  }
  return t;
}
