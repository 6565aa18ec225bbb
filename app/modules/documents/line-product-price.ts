// The price a document line takes from a catalogue product, in each currency a document can have (pure). Selling
// price: the product's price as the shop shows it (pricing.ts, settings' rate), or for the product of the order a
// document comes from, its unit price with the order's chosen options (its freight is a line of its own), converted
// from XPF at the settings' rate and rounded as convertFromXpf does. Purchase price: the purchase price in USD,
// converted through XPF. A product 'Sur devis' has no price.
import type { ChosenOption } from "../sales/statuses.ts";
import { computeOrderTotal, computeProductPrice, convertFromXpf, type PriceInputs } from "../catalog/pricing.ts";
import { minorToInput } from "./desk-form.ts";
import { DOCUMENT_CURRENCIES } from "./document-lines.ts";
import { optionLine } from "./order-lines.ts";

/** Francs per unit of each currency (settings, DESIGN.md ruling 1). */
export type LineRates = { XPF: number; USD: number; EUR: number };

/** A product as a line's picker offers it: the description and the price (as typed in the editor) it fills in. */
export type LineProductChoice = {
  slug: string;
  title: string;
  /** What the line's description becomes: the title, with the chosen options for the order's product. */
  description: string;
  prices: Partial<Record<string, string>>;
};

export type ProductForLine = PriceInputs & { slug: string; title: string };

function pricesFromXpf(amountXpf: number, rates: LineRates): Partial<Record<string, string>> {
  if (amountXpf <= 0) return {};
  return Object.fromEntries(
    DOCUMENT_CURRENCIES.map((currency) => [
      currency,
      minorToInput(convertFromXpf(amountXpf, rates[currency], currency), currency),
    ]),
  );
}

/** The selling (quotes, invoices) or purchase (purchase orders) price of `product` in every document currency. */
export function lineProductChoice(
  product: ProductForLine,
  kind: "sale" | "purchase",
  rates: LineRates,
): LineProductChoice {
  const base = { slug: product.slug, title: product.title, description: product.title };
  if (kind === "purchase") {
    const cents = product.purchasePriceCents;
    if (!cents || cents <= 0) return { ...base, prices: {} };
    const xpf = Math.round((cents / 100) * rates.USD);
    return { ...base, prices: { ...pricesFromXpf(xpf, rates), USD: minorToInput(cents, "USD") } };
  }
  return { ...base, prices: pricesFromXpf(computeProductPrice(product, rates.USD).priceXpf, rates) };
}

/** One unit of a product at `baseXpf` with the chosen options' price deltas, in XPF, freight apart. */
export function configuredUnitXpf(baseXpf: number, options: readonly ChosenOption[]): number {
  return computeOrderTotal({
    unitPriceXpf: baseXpf,
    optionDeltasXpf: options.map((option) => option.priceDelta),
    quantity: 1,
    freightPerUnitXpf: 0,
    unitsPerShippingUnit: 1,
  }).unitXpf;
}

/**
 * The order's product as a line of a document made from that order: its title and chosen options ('Couleur :
 * Rouge' on their own lines), priced at the unit price with the options' price deltas, freight apart.
 */
export function orderProductChoice(
  product: ProductForLine,
  options: readonly ChosenOption[],
  rates: LineRates,
): LineProductChoice {
  const price = computeProductPrice(product, rates.USD);
  const unitXpf = price.isOnQuote ? 0 : configuredUnitXpf(price.baseXpf, options);
  const description = [product.title, ...options.map(optionLine)].join("\n");
  return { slug: product.slug, title: product.title, description, prices: pricesFromXpf(unitXpf, rates) };
}
