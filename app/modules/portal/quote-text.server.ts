// Loads what quoteTranslations needs for one quote: the products its lines (or its order) name.
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { orders } from "../../db/schema/sales.ts";
import { loadProductTextSources } from "../catalog/order-product-text.server.ts";
import { getDocumentT } from "../documents/document-text.server.ts";
import type { Locale } from "../i18n/locales.ts";
import type { QuoteView } from "./quote-view.server.ts";
import { quoteTranslations, translateLineText } from "./quote-text.ts";

/** The quote's title, lead time and line texts in `locale` where they are catalogue texts. */
export async function localizeQuoteView(db: DbExecutor, locale: Locale, quote: QuoteView): Promise<QuoteView> {
  if (locale === "fr") return quote;
  const [order] = quote.orderId
    ? await db.select({ productId: orders.productId }).from(orders).where(eq(orders.id, quote.orderId))
    : [];
  const sources = await loadProductTextSources(db, {
    ids: [order?.productId ?? null],
    slugs: quote.lines.map((line) => line.productSlug),
  });
  const map = quoteTranslations(locale, sources, {
    french: { freight: getDocumentT("fr")("lines.freight") },
    local: { freight: getDocumentT(locale)("lines.freight") },
  });
  return {
    ...quote,
    title: quote.title === null ? null : translateLineText(quote.title, map),
    leadTime: quote.leadTime === null ? null : translateLineText(quote.leadTime, map),
    lines: quote.lines.map((line) => ({ ...line, description: translateLineText(line.description, map) })),
  };
}
