// The price of one configuration of a product (quantity, options), computed by the one function the product sheet,
// its script, the order, the card payment and the checkout share (DESIGN.md "Money", ruling 11). Pure.
import {
  computeOrderTotal,
  isQuantityAllowed,
  normalizeQuantity,
  type OrderTotal,
  type ShippingRule,
} from "./pricing.ts";
import { resolveOptions, type OptionSelections, type ProductOption } from "./product-options.ts";
import type { ChosenOption } from "../sales/statuses.ts";

/** What a product's price is made of, as the sheet and the server both know it. */
export type PricedProduct = {
  options: ProductOption[];
  baseXpf: number;
  /** Freight of one shipping unit. */
  freightXpf: number;
  shipping: ShippingRule;
};

export type PricedConfiguration = {
  quantity: number;
  /** False above MAX_ORDER_QUANTITY: such a quantity is refused by the order, the card payment and the sheet. */
  isQuantityAllowed: boolean;
  chosen: ChosenOption[];
  /** Required options with no valid choice. */
  missingRequired: ProductOption[];
  total: OrderTotal;
  shipping: ShippingRule;
};

export function priceConfiguration(
  product: PricedProduct,
  quantity: unknown,
  selections: OptionSelections,
): PricedConfiguration {
  const qty = normalizeQuantity(quantity);
  const resolved = resolveOptions(product.options, selections);
  const total = computeOrderTotal({
    unitPriceXpf: product.baseXpf,
    optionDeltasXpf: resolved.deltasXpf,
    quantity: qty,
    freightPerUnitXpf: product.freightXpf,
    unitsPerShippingUnit: product.shipping.capacity,
  });
  return {
    quantity: qty,
    isQuantityAllowed: isQuantityAllowed(qty),
    chosen: resolved.chosen,
    missingRequired: resolved.missingRequired,
    total,
    shipping: product.shipping,
  };
}
