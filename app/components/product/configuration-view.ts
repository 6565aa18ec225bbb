// What the product sheet shows for a quantity and a set of options (storefront §2 side panel, §5 configurator):
// computed by the server for the first render and by the page's script after each change (decision 007), with the
// same function as the order and the card payment (priceConfiguration), so all of them agree.
import type { TFunction } from "../../modules/i18n/i18n.ts";
import { priceConfiguration, type PricedProduct } from "../../modules/catalog/price-configuration.ts";
import {
  convertFromXpf,
  formatXpfForDisplay,
  MAX_ORDER_QUANTITY,
  normalizeQuantity,
  type DisplayRate,
} from "../../modules/catalog/pricing.ts";
import type { OptionSelections } from "../../modules/catalog/product-options.ts";
import { roundingDifference, shownTotals } from "../../modules/catalog/shown-totals.ts";
import { formatMoney } from "../../modules/format/money.ts";

/** The facts of a product the configurator needs, sent to the browser as JSON (`ProductSheetData`). */
export type ConfiguratorModel = PricedProduct & {
  isOnQuote: boolean;
  /** The page language's currency and rate (fr XPF, en USD, zh HKD). */
  display: DisplayRate;
  /** The card payment's currency and rate: the settings' own, so the dialog shows the exact amount charged. */
  charge: DisplayRate;
  /** BCP 47 tag of the page language, for number formats. */
  localeTag: string;
};

export type ConfigurationView = {
  /** The quantity the figures are for: the one asked, at most MAX_ORDER_QUANTITY. */
  quantity: number;
  /** The quantity asked, which the forms send (the server refuses one above MAX_ORDER_QUANTITY, with `tooMany`). */
  requested: number;
  unit: string;
  /** Null when the quantity is 1 (the subtotal row is hidden). */
  subtotalLabel: string | null;
  subtotal: string;
  /** Freight of the shipping units the quantity needs. */
  freight: string;
  total: string;
  /** The XPF total, for the card dialog's indicative line. */
  totalXpf: string;
  /** 'Montant débité : 27 800,00 USD': what the card payment will charge for this configuration. */
  charged: string;
  /** The same amount in the charge currency's minor unit: the dialog sends it back (issue 26 item 2). */
  chargedMinor: number;
  chargeCurrency: string;
  /** 'À choisir avant de commander : …', or null when every required option has a value. */
  missing: string | null;
  /** The quantity bound's message, or null when the quantity is allowed. */
  tooMany: string | null;
  /** Why the configuration cannot be paid yet (`missing`, else `tooMany`): the card dialog shows it, not an amount. */
  blocker: string | null;
  /** 'Montant débité par carte : …': the amount charged when rounding makes it differ from the shown total. */
  rounding: string | null;
  /** '2 conteneurs 20 pieds pour 3 unités (2 par conteneur) : …'. */
  shipping: string;
  /** The chosen options, 'Modèle : 2,5 t · Godet : …', or '' when none. */
  chosen: string;
  /** The line above the request form: quantity, chosen options, shipping units, total. */
  summary: string;
  /**
   * Per select option (by code), the chosen value and its price delta in full, 'Choix : 2,5 t (+ 420 000 XPF)', or
   * null: a closed select shows only what fits its width, so the delta would be cut on a phone.
   */
  selectChoices: Record<string, string | null>;
};

/** '+ 420 000 XPF' or '− 5 000 XPF' (no-break space after the sign), or '' for no delta. */
export function optionDeltaText(priceDelta: number, money: (amountXpf: number) => string): string {
  return priceDelta === 0 ? "" : `${priceDelta > 0 ? "+" : "−"}\u00A0${money(Math.abs(priceDelta))}`;
}

export function viewConfiguration(
  model: ConfiguratorModel,
  qty: number,
  selections: OptionSelections,
  t: TFunction,
): ConfigurationView {
  // Above the bound the sheet shows the largest allowed quantity and says why (the order refuses more).
  const requested = normalizeQuantity(qty);
  const priced = priceConfiguration(model, Math.min(requested, MAX_ORDER_QUANTITY), selections);
  const { total } = priced;
  const money = (amountXpf: number) => formatXpfForDisplay(amountXpf, model.display, model.localeTag);
  const shown = shownTotals(total, priced.quantity, model.display);
  const shownMoney = (amountMinor: number) => formatMoney(amountMinor, model.display.currency, model.localeTag);
  const totalText = total.totalXpf === 0 ? t("onQuote") : shownMoney(shown.totalMinor);
  const chosen = priced.chosen.map((c) => `${c.label} : ${c.valueLabel}`).join(" · ");
  const units = t(`payment:shipping.units.${model.shipping.unit}`, { count: total.shippingUnits });
  const items = t("payment:shipping.items", { count: priced.quantity });
  const shipping =
    model.shipping.capacity > 1
      ? t("payment:shipping.estimateShared", {
          units,
          items,
          perUnit: t("payment:shipping.items", { count: model.shipping.capacity }),
          unitName: t(`payment:shipping.names.${model.shipping.unit}`),
          freight: money(total.freightXpf),
        })
      : t("payment:shipping.estimate", { units, items, freight: money(total.freightXpf) });
  const chargedMinor = convertFromXpf(total.totalXpf, model.charge.xpfPerUnit, model.charge.currency);
  const charged = formatMoney(chargedMinor, model.charge.currency, model.localeTag);
  const roundedCharge = roundingDifference(shown, model.display, chargedMinor, model.charge.currency);
  const missing =
    priced.missingRequired.length > 0
      ? t("options.missing", { labels: priced.missingRequired.map((o) => o.label).join(", ") })
      : null;
  const tooMany = requested > MAX_ORDER_QUANTITY ? t("panel.tooMany", { max: MAX_ORDER_QUANTITY }) : null;
  const parts = [
    t("form.summary", { qty: priced.quantity }),
    chosen,
    units,
    model.isOnQuote ? "" : t("form.summaryTotal", { total: totalText }),
  ];
  return {
    quantity: priced.quantity,
    requested,
    unit: shownMoney(shown.unitMinor),
    subtotalLabel: priced.quantity > 1 ? t("panel.subtotal", { qty: priced.quantity }) : null,
    subtotal: shownMoney(shown.subtotalMinor),
    freight: shownMoney(shown.freightMinor),
    total: totalText,
    totalXpf: t("payment:dialog.xpfIndicative", { amount: formatMoney(total.totalXpf, "XPF", model.localeTag) }),
    charged: t("payment:dialog.charged", { amount: charged }),
    chargedMinor,
    chargeCurrency: model.charge.currency,
    missing,
    tooMany,
    blocker: missing ?? tooMany,
    rounding:
      roundedCharge === null || model.isOnQuote
        ? null
        : t("panel.rounding", { amount: formatMoney(roundedCharge, model.charge.currency, model.localeTag) }),
    shipping,
    chosen,
    summary: parts.filter(Boolean).join(" · "),
    selectChoices: Object.fromEntries(
      model.options
        .filter((option) => option.inputType === "select")
        .map((option) => {
          const choice = priced.chosen.find((c) => c.code === option.code);
          const delta = choice && !model.isOnQuote ? optionDeltaText(choice.priceDelta, money) : "";
          return [
            option.code,
            choice ? t("options.chosen", { value: choice.valueLabel, delta: delta ? ` (${delta})` : "" }) : null,
          ];
        }),
    ),
  };
}
