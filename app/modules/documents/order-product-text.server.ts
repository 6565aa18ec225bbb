// An order's product as documents describe it (issue 27 items 3 and 4): the chosen options as 'Label : value' lines,
// and for a purchase order, in the supplier's language, the product's title, model reference, supplier page and
// options, from the catalogue's translations (French where a translation is empty, ruling 15).
import { eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/catalog.ts";
import type { ChosenOption } from "../../db/schema/sales.ts";
import { localizeOrderProduct } from "../catalog/order-product-text.ts";
import { loadProductTextSource } from "../catalog/order-product-text.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { getDocumentT } from "./document-text.server.ts";

/** The chosen options as printed lines, in the words stored with the order. */
export function chosenOptionLines(options: readonly ChosenOption[], lang: Locale = "fr"): string[] {
  const t = getDocumentT(lang);
  return options.map((option) => t("lines.option", { label: option.label, value: option.valueLabel }));
}

type OrderProduct = { productId: string | null; productSlug: string; options: ChosenOption[] };

/**
 * A purchase order line's description: the product's title, its model reference (the catalogue's slug) and
 * supplier page, then each chosen option, in `lang`, from the catalogue's translations (the buyer's pages read
 * them the same way, catalog/order-product-text). The stored French words stand in for a product since deleted.
 */
export async function purchaseOrderLineText(db: DbExecutor, order: OrderProduct, lang: Locale): Promise<string> {
  const t = getDocumentT(lang);
  const source = await loadProductTextSource(db, { productId: order.productId });
  const text = localizeOrderProduct(lang, order, source);
  const supplierUrl = source && order.productId ? await productSupplierUrl(db, order.productId) : null;
  return [
    text.title,
    t("lines.model", { model: order.productSlug }),
    supplierUrl ? t("lines.supplierPage", { url: supplierUrl }) : "",
    ...chosenOptionLines(text.options, lang),
  ]
    .filter(Boolean)
    .join("\n");
}

async function productSupplierUrl(db: DbExecutor, productId: string): Promise<string | null> {
  const [product] = await db
    .select({ supplierUrl: products.supplierUrl })
    .from(products)
    .where(eq(products.id, productId));
  return product?.supplierUrl ?? null;
}
