// An order's product as documents describe it (issue 27 items 3 and 4): the chosen options as 'Label : value' lines,
// and for a purchase order, in the supplier's language, the product's title, model reference, supplier page and
// options, from the catalogue's translations (French where a translation is empty, ruling 15).
import { and, eq, inArray } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { productOptions, productOptionValues, products } from "../../db/schema/catalog.ts";
import type { ChosenOption } from "../../db/schema/sales.ts";
import { localizedText } from "../catalog/localized-text.ts";
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
 * supplier page, then each chosen option, in `lang`. The stored French words stand in for a product since deleted.
 */
export async function purchaseOrderLineText(db: DbExecutor, order: OrderProduct, lang: Locale): Promise<string> {
  const t = getDocumentT(lang);
  const [product] = order.productId
    ? await db
        .select({ title: products.title, translations: products.translations, supplierUrl: products.supplierUrl })
        .from(products)
        .where(eq(products.id, order.productId))
    : [];
  const options = product ? await translatedOptions(db, order.productId!, order.options, lang) : order.options;
  return [
    product ? localizedText(lang, "title", product.title, product.translations) : order.productSlug,
    t("lines.model", { model: order.productSlug }),
    product?.supplierUrl ? t("lines.supplierPage", { url: product.supplierUrl }) : "",
    ...chosenOptionLines(options, lang),
  ]
    .filter(Boolean)
    .join("\n");
}

async function translatedOptions(
  db: DbExecutor,
  productId: string,
  chosen: readonly ChosenOption[],
  lang: Locale,
): Promise<ChosenOption[]> {
  if (lang === "fr" || chosen.length === 0) return [...chosen];
  const rows = await db
    .select({
      code: productOptions.code,
      label: productOptions.label,
      labels: productOptions.translations,
      valueCode: productOptionValues.valueCode,
      valueLabel: productOptionValues.label,
      valueLabels: productOptionValues.translations,
    })
    .from(productOptions)
    .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
    .where(
      and(
        eq(productOptions.productId, productId),
        inArray(
          productOptions.code,
          chosen.map((option) => option.code),
        ),
      ),
    );
  return chosen.map((option) => {
    const row = rows.find((candidate) => candidate.code === option.code);
    const value = rows.find((candidate) => candidate.code === option.code && candidate.valueCode === option.valueCode);
    return {
      ...option,
      label: row ? localizedText(lang, "label", option.label, row.labels) : option.label,
      valueLabel: value ? localizedText(lang, "label", option.valueLabel, value.valueLabels) : option.valueLabel,
    };
  });
}
