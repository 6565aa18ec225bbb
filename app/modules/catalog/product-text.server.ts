// Server-side strings of the product sheet's form, in the visitor's language (action messages).
import type { TFunction } from "../i18n/i18n.ts";
import { getLocaleResources } from "../../locales/resources.server.ts";
import { createI18n } from "../i18n/i18n.ts";
import type { Locale } from "../i18n/locales.ts";

const cache = new Map<Locale, TFunction<"product">>();

export function getProductT(locale: Locale): TFunction<"product"> {
  let t = cache.get(locale);
  if (!t) {
    t = createI18n(locale, getLocaleResources(locale)).getFixedT(locale, "product");
    cache.set(locale, t);
  }
  return t;
}
