// The buyer's quote page in the buyer's language (DESIGN.md ruling 18). A quote's lines are text written in French
// when the quote was made (from an order, or by the owner from the catalogue). The texts that came from the
// catalogue or the documents catalog (a product's title, 'Option : value', the freight line, the lead time) are shown
// in the page's language, French where a translation is empty; anything the owner typed stays as written.
import { localizedText } from "../catalog/localized-text.ts";
import type { ProductTextSource } from "../catalog/order-product-text.ts";
import { labelled } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";

/** What the documents catalog writes into lines, in French and in the page's language. */
export type LineWords = { french: { freight: string }; local: { freight: string } };

/** French text → its translation, for the products named by the quote and the documents' fixed words. */
export function quoteTranslations(
  locale: Locale,
  products: readonly ProductTextSource[],
  words: LineWords,
): Map<string, string> {
  const map = new Map<string, string>();
  if (locale === "fr") return map;
  const add = (french: string | null, local: string | null) => {
    if (french && local && french !== local && !map.has(french)) map.set(french, local);
  };
  add(words.french.freight, words.local.freight);
  for (const product of products) {
    add(product.title, localizedText(locale, "title", product.title, product.translations));
    add(product.leadtime, localizedText(locale, "leadtime", product.leadtime, product.translations));
    for (const option of product.options) {
      const label = localizedText(locale, "label", option.label, option.translations);
      for (const value of option.values) {
        const valueLabel = localizedText(locale, "label", value.label, value.translations);
        // Documents wrote options as 'Label : value' with a plain space (order-lines.ts).
        add(`${option.label} : ${value.label}`, labelled(label, valueLabel, locale));
        add(`${option.label}\u00A0: ${value.label}`, labelled(label, valueLabel, locale));
      }
    }
  }
  return map;
}

/** A line's text with each of its lines translated when it is a known catalogue text ('Title × 2' included). */
export function translateLineText(text: string, map: ReadonlyMap<string, string>): string {
  if (map.size === 0) return text;
  return text
    .split("\n")
    .map((line) => {
      const whole = map.get(line.trim());
      if (whole) return whole;
      // 'Title × 3' (a product line whose amount did not divide by the quantity).
      const times = /^(.*) × (\d+)$/.exec(line.trim());
      const title = times ? map.get(times[1]!) : undefined;
      return title ? `${title} × ${times![2]}` : line;
    })
    .join("\n");
}
