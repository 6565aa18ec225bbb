import { asc, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { productMedia, type MediaKind } from "../../db/schema/index.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";

/** A card's picture: the product's first media, its alt text in the page's language. */
export type CardMedia = { kind: MediaKind; url: string; alt: string };

/**
 * The first media (by position) of each of these products, in one query, keyed by product id; a product without
 * media is absent. Alt texts in `locale` where translated, French otherwise (ruling 15).
 */
export async function listFirstMedia(
  db: DbExecutor,
  productIds: string[],
  locale: Locale,
): Promise<Map<string, CardMedia>> {
  if (productIds.length === 0) return new Map();
  const media = await db
    .selectDistinctOn([productMedia.productId], {
      productId: productMedia.productId,
      kind: productMedia.kind,
      url: productMedia.url,
      alt: productMedia.alt,
      translations: productMedia.translations,
    })
    .from(productMedia)
    .where(inArray(productMedia.productId, productIds))
    .orderBy(productMedia.productId, asc(productMedia.position), asc(productMedia.createdAt));
  return new Map(
    media.map((m) => [
      m.productId,
      { kind: m.kind, url: m.url, alt: localizedText(locale, "alt", m.alt, m.translations) },
    ]),
  );
}
