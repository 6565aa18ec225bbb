// For the tests of the product sheet (never in a page): a mini-excavator as the demo data has it, 2 per 20-foot
// container, freight per container, with one required option.
import type { ProductOption } from "../../modules/catalog/product-options.ts";
import type { ConfiguratorModel } from "./configuration-view.ts";

const value = (valueCode: string, label: string, priceDelta: number) => ({
  valueCode,
  label,
  priceDelta,
  description: null,
});

export const MINI_EXCAVATOR_OPTIONS: ProductOption[] = [
  {
    code: "modele",
    label: "Modèle",
    inputType: "select",
    required: true,
    values: [value("petit", "Petit", 0), value("grand", "Grand", 5000)],
  },
];

/** The configurator's facts the sheet writes for it, shown in XPF, charged in USD. */
export const MINI_EXCAVATOR_MODEL: ConfiguratorModel = {
  options: MINI_EXCAVATOR_OPTIONS,
  baseXpf: 100_000,
  freightXpf: 20_000,
  shipping: { unit: "container_20", capacity: 2 },
  isOnQuote: false,
  display: { currency: "XPF", xpfPerUnit: 1 },
  charge: { currency: "USD", xpfPerUnit: 119.33 },
  localeTag: "fr-FR",
};
