import type { Db } from "../../db/db.server.ts";
import { categories } from "../../db/schema/index.ts";
import { LOCALE_TAGS, type Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";

/**
 * Categories for the header's 'Boutique' menu, by name in `locale` (French where not translated; storefront §7), in
 * the alphabetical order of that language: the database's collation put 'Équipements' after 'Solaire'.
 */
export async function listMenuCategories(db: Db, locale: Locale = "fr") {
  const rows = await db
    .select({ key: categories.key, name: categories.name, translations: categories.translations })
    .from(categories);
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  return rows
    .map((row) => ({ key: row.key, name: localizedText(locale, "name", row.name, row.translations) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.key.localeCompare(b.key));
}
