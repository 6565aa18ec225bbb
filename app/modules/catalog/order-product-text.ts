// What the buyer reads of the product after ordering (DESIGN.md ruling 15 and 18): the title, the chosen options and
// the lead time in the order's language. Orders freeze the French labels of their options (ChosenOption); the
// translated labels are read from the product's current options by code at display time, so an order made before a
// translation was written shows it too. An option or value that no longer exists, or has no translation, keeps the
// frozen French label. Pure: the loader is order-product-text.server.ts.
import type { ChosenOption } from "../sales/statuses.ts";
import type { Translations } from "./translation-fields.ts";
import type { Locale } from "../i18n/locales.ts";
import { localizedText } from "./localized-text.ts";

/** The product's texts as stored: French values and their translations. */
export type ProductTextSource = {
  title: string;
  leadtime: string | null;
  translations: Translations<"title" | "leadtime"> | null;
  options: Array<{
    code: string;
    label: string;
    translations: Translations<"label"> | null;
    values: Array<{ valueCode: string; label: string; translations: Translations<"label"> | null }>;
  }>;
};

/** What an order or lead froze of its product. */
export type FrozenProduct = { productSlug: string | null; productTitle?: string | null; options: ChosenOption[] };

export type OrderProductText = {
  /** The product's title in the language; the frozen title or the slug when the product is gone. */
  title: string;
  leadtime: string | null;
  options: ChosenOption[];
};

/** The chosen options with their labels in `locale`, read by code from the product's options. */
export function localizeChosenOptions(
  locale: Locale,
  chosen: readonly ChosenOption[],
  source: ProductTextSource | null,
): ChosenOption[] {
  if (locale === "fr" || !source) return [...chosen];
  const byCode = new Map(source.options.map((option) => [option.code, option]));
  return chosen.map((choice) => {
    const option = byCode.get(choice.code);
    const value = option?.values.find((candidate) => candidate.valueCode === choice.valueCode);
    return {
      ...choice,
      label: option ? localizedText(locale, "label", choice.label, option.translations) : choice.label,
      valueLabel: value ? localizedText(locale, "label", choice.valueLabel, value.translations) : choice.valueLabel,
    };
  });
}

/** Title, lead time and options of an order in `locale` (French where a translation is empty). */
export function localizeOrderProduct(
  locale: Locale,
  frozen: FrozenProduct,
  source: ProductTextSource | null,
): OrderProductText {
  const fallbackTitle = frozen.productTitle ?? frozen.productSlug ?? "—";
  return {
    title: source ? localizedText(locale, "title", source.title, source.translations) : fallbackTitle,
    leadtime: source ? localizedText(locale, "leadtime", source.leadtime, source.translations) : null,
    options: localizeChosenOptions(locale, frozen.options, source),
  };
}
