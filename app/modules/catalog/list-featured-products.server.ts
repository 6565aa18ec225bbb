import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { productMedia, products, type MediaKind } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";
import { computeProductPrice } from "./pricing.ts";
import { PRODUCT_PRICE_COLUMNS } from "./product-price-columns.server.ts";

export type FeaturedProductCard = {
  slug: string;
  title: string;
  subtitle: string | null;
  /** Whole XPF; 0 means 'Sur devis'. */
  priceXpf: number;
  media: { kind: MediaKind; url: string; alt: string } | null;
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
    .where(and(eq(products.status, "published"), eq(products.active, true), eq(products.featured, true)))
    .orderBy(desc(products.updatedAt), asc(products.slug))
    .limit(limit);
  if (rows.length === 0) return [];
  const media = await db
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
    .orderBy(productMedia.productId, asc(productMedia.position), asc(productMedia.createdAt));
  const firstMedia = new Map(
    media.map((m) => [
      m.productId,
      { kind: m.kind, url: m.url, alt: localizedText(locale, "alt", m.alt, m.translations) },
    ]),
  );
  return rows.map((row) => ({
    slug: row.slug,
    title: localizedText(locale, "title", row.title, row.translations),
    subtitle: localizedText(locale, "subtitle", row.subtitle, row.translations),
    priceXpf: computeProductPrice(row, xpfPerUsd).priceXpf,
    media: firstMedia.get(row.id) ?? null,
  }));
}
