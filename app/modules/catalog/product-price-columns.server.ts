import { products } from "../../db/schema/index.ts";

/**
 * The columns a product's price is computed from (pricing.ts): stored prices, or purchase price, margin and freight.
 * Every query that shows or charges a price selects exactly these, spread into its own select.
 */
export const PRODUCT_PRICE_COLUMNS = {
  finalPriceXpf: products.finalPriceXpf,
  basePriceXpf: products.basePriceXpf,
  freightPriceXpf: products.freightPriceXpf,
  purchasePriceCents: products.purchasePriceCents,
  marginCoefficient: products.marginCoefficient,
  seaFreightCents: products.seaFreightCents,
  airFreightCents: products.airFreightCents,
  seaShippingAvailable: products.seaShippingAvailable,
  airShippingAvailable: products.airShippingAvailable,
  shippingUnit: products.shippingUnit,
  unitsPerShippingUnit: products.unitsPerShippingUnit,
} as const;
