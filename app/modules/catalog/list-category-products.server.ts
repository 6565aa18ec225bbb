import { and, asc, count, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, products } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedBadges, localizedText } from "./localized-text.ts";
import { listFirstMedia, type CardMedia } from "./list-first-media.server.ts";
import { CATEGORY_PAGE_SIZE } from "./page-number.ts";
import { isProductPublicSql } from "./product-visibility.server.ts";

export type CategoryProductCard = {
  slug: string;
  title: string;
  subtitle: string | null;
  incoterm: string;
  leadtime: string | null;
  badges: string[];
  media: CardMedia | null;
};

export type CategoryPage = {
  key: string;
  name: string;
  cover: string | null;
  /** The cards of the page asked for (none past the last page). */
  products: CategoryProductCard[];
  /** How many published, active products the category holds in all. */
  total: number;
};

/**
 * A category by key with one page of its published, active products, newest update first (storefront §7), each
 * with its first media; null for an unknown key. Texts in `locale` where translated, French otherwise (ruling 15).
 */
export async function listCategoryProducts(
  db: DbExecutor,
  {
    key,
    locale = "fr",
    page = 1,
    pageSize = CATEGORY_PAGE_SIZE,
  }: { key: string; locale?: Locale; page?: number; pageSize?: number },
): Promise<CategoryPage | null> {
  const [category] = await db
    .select({
      id: categories.id,
      key: categories.key,
      name: categories.name,
      cover: categories.cover,
      translations: categories.translations,
    })
    .from(categories)
    .where(eq(categories.key, key))
    .limit(1);
  if (!category) return null;
  const visible = and(eq(products.categoryId, category.id), isProductPublicSql());
  const [counted] = await db.select({ total: count() }).from(products).where(visible);
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      subtitle: products.subtitle,
      incoterm: products.incoterm,
      leadtime: products.leadtime,
      badges: products.badges,
      translations: products.translations,
    })
    .from(products)
    .where(visible)
    .orderBy(desc(products.updatedAt), asc(products.slug))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const firstMedia = await listFirstMedia(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return {
    key: category.key,
    name: localizedText(locale, "name", category.name, category.translations),
    cover: category.cover,
    total: counted?.total ?? 0,
    products: rows.map(({ id, translations, ...row }) => ({
      ...row,
      title: localizedText(locale, "title", row.title, translations),
      subtitle: localizedText(locale, "subtitle", row.subtitle, translations),
      leadtime: localizedText(locale, "leadtime", row.leadtime, translations),
      badges: localizedBadges(locale, row.badges, translations),
      media: firstMedia.get(id) ?? null,
    })),
  };
}
