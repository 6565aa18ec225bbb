import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { categories, productMedia, products, type MediaKind } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedBadges, localizedText } from "./localized-text.ts";
import { CATEGORY_PAGE_SIZE } from "./page-number.ts";

export type CategoryProductCard = {
  slug: string;
  title: string;
  subtitle: string | null;
  incoterm: string;
  leadtime: string | null;
  badges: string[];
  media: { kind: MediaKind; url: string; alt: string } | null;
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
  const visible = and(
    eq(products.categoryId, category.id),
    eq(products.status, "published"),
    eq(products.active, true),
  );
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
  const media = rows.length
    ? await db
        .selectDistinctOn([productMedia.productId], {
          productId: productMedia.productId,
          kind: productMedia.kind,
          url: productMedia.url,
          alt: productMedia.alt,
          translations: productMedia.translations,
        })
        .from(productMedia)
        .where(
          inArray(
            productMedia.productId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(productMedia.productId, asc(productMedia.position), asc(productMedia.createdAt))
    : [];
  const firstMedia = new Map(
    media.map((m) => [
      m.productId,
      { kind: m.kind, url: m.url, alt: localizedText(locale, "alt", m.alt, m.translations) },
    ]),
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
