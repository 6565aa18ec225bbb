// What the product sheet shows for a quantity and a set of options (storefront §2 side panel, §5 configurator):
// computed by the server for the first render and by the page's script after each change (decision 007), with the
// same function, so both always agree.
import type { TFunction } from "../../modules/i18n/i18n.ts";
import { computeOrderTotal, computeShippingUnits, formatXpfForDisplay, type DisplayRate } from "../../modules/catalog/pricing.ts";
import { resolveOptions, type OptionSelections, type ProductOption } from "../../modules/catalog/product-options.ts";

/** The facts of a product the configurator needs, sent to the browser as JSON (`ProductSheetData`). */
export type ConfiguratorModel = {
  slug: string;
  categoryKey: string | null;
  options: ProductOption[];
  baseXpf: number;
  freightXpf: number;
  isOnQuote: boolean;
  display: DisplayRate;
  /** BCP 47 tag of the page language, for number formats. */
  localeTag: string;
};

export type ConfigurationView = {
  unit: string;
  /** Null when the quantity is 1 (the subtotal row is hidden). */
  subtotalLabel: string | null;
  subtotal: string;
  freight: string;
  total: string;
  /** 'À choisir avant de commander : …', or null when every required option has a value. */
  missing: string | null;
  /** Pallets or containers needed, or null for products that are not counted that way. */
  shipping: string | null;
  /** The line above the request form: quantity, chosen options, total. */
  summary: string;
};

export function viewConfiguration(model: ConfiguratorModel, qty: number, selections: OptionSelections, t: TFunction): ConfigurationView {
  const resolved = resolveOptions(model.options, selections);
  const totals = computeOrderTotal({ unitPriceXpf: model.baseXpf, optionDeltasXpf: resolved.deltasXpf, quantity: qty, freightXpf: model.freightXpf });
  const money = (amountXpf: number) => formatXpfForDisplay(amountXpf, model.display, model.localeTag);
  const total = totals.totalXpf === 0 ? t("onQuote") : money(totals.totalXpf);
  const shipping = computeShippingUnits(model.slug, model.categoryKey, qty);
  const chosen = resolved.chosen.map((c) => `${c.label} : ${c.valueLabel}`).join(", ");
  return {
    unit: money(totals.unitXpf),
    subtotalLabel: qty > 1 ? t("panel.subtotal", { qty }) : null,
    subtotal: money(totals.subtotalXpf),
    freight: money(model.freightXpf),
    total,
    missing: resolved.missingRequired.length > 0 ? t("options.missing", { labels: resolved.missingRequired.map((o) => o.label).join(", ") }) : null,
    shipping: shipping
      ? t(shipping.kind === "pallet" ? "shipping.pallets" : "shipping.containers", { count: shipping.count, capacity: shipping.capacity, qty })
      : null,
    summary: `${t("form.summary", { qty })}${chosen ? ` · ${chosen}` : ""}${model.isOnQuote ? "" : ` · ${t("panel.total")} : ${total}`}`,
  };
}
