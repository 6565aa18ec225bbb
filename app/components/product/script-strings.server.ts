import { getLocaleResources } from "../../locales/resources.server.ts";
import type { LocaleResources } from "../../modules/i18n/i18n.ts";
import type { Locale } from "../../modules/i18n/locales.ts";
import { pickScriptStrings } from "./product-sheet-data.ts";

// The catalogs are bundled with the build and never change while it runs: picked once per language.
const picked = new Map<Locale, LocaleResources>();

/** The catalog strings the product sheet's script writes, in `locale` (product-sheet-data.ts). */
export function getScriptStrings(locale: Locale): LocaleResources {
  let strings = picked.get(locale);
  if (!strings) {
    strings = pickScriptStrings(getLocaleResources(locale));
    picked.set(locale, strings);
  }
  return strings;
}
