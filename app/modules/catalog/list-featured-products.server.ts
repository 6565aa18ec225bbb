import { and, asc, desc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";
import { listFirstMedia, type CardMedia } from "./list-first-media.server.ts";
import { computeProductPrice } from "./pricing.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";
import { isProductPublicSql } from "./product-visibility.server.ts";

export type FeaturedProductCard = {
  slug: string;
  title: string;
  subtitle: string | null;
  /** Whole XPF; 0 means 'Sur devis'. */
  priceXpf: number;
  media: CardMedia | null;
};

/** The home carousel's home fetch size (storefront §9: featured limit 10, the home fetches 15). */
export const HOME_FEATURED_LIMIT = 15;

/**
 * Published, active and featured products, newest update first (storefront §7), each with its first media and its
 * price from the pricing rules. Purchase prices stay on the server: only the computed price leaves this function.
 */
export async function listFeaturedProducts(
  db: DbExecutor,
  { limit = HOME_FEATURED_LIMIT, xpfPerUsd, locale = "fr" }: { limit?: number; xpfPerUsd: number; locale?: Locale },
): Promise<FeaturedProductCard[]> {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      subtitle: products.subtitle,
      translations: products.translations,
      ...PRODUCT_PRICE_COLUMNS,
    })
    .from(products)
    .where(and(isProductPublicSql(), eq(products.featured, true)))
    .orderBy(desc(products.updatedAt), asc(products.slug))
    .limit(limit);
  if (rows.length === 0) return [];
  const firstMedia = await listFirstMedia(
    db,
    rows.map((row) => row.id),
    locale,
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: localizedText(locale, "title", row.title, row.translations),
    subtitle: localizedText(locale, "subtitle", row.subtitle, row.translations),
    priceXpf: computeProductPrice(row, xpfPerUsd).priceXpf,
    media: firstMedia.get(row.id) ?? null,
  }));
}
