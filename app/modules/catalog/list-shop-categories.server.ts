import { and, asc, count, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import { LOCALE_TAGS, type Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";
import { isProductPublicSql } from "./product-visibility.server.ts";

export type ShopCategory = { key: string; name: string; cover: string | null; productCount: number };

/**
 * Every category by name with the number of its published, active products (storefront §2 Shop, §4); names in
 * `locale` where translated, French otherwise, sorted in that language.
 */
export async function listShopCategories(db: DbExecutor, locale: Locale = "fr"): Promise<ShopCategory[]> {
  const rows = await db
    .select({
      key: categories.key,
      name: categories.name,
      cover: categories.cover,
      translations: categories.translations,
      productCount: count(products.id),
    })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), isProductPublicSql()))
    .groupBy(categories.id)
    .orderBy(asc(categories.name), sql`${categories.key}`);
  const collator = new Intl.Collator(LOCALE_TAGS[locale]);
  return rows
    .map(({ translations, ...row }) => ({
      ...row,
      name: localizedText(locale, "name", row.name, translations),
      productCount: Number(row.productCount),
    }))
    .sort((a, b) => (locale === "fr" ? 0 : collator.compare(a.name, b.name)));
}
