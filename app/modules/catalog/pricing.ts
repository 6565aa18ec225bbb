// Every price rule of the specification (storefront §9, back-office §9) in one pure module, shared by the
// product page, the order action, checkout and the back office so they always agree (DESIGN.md "Money").
// Amounts are integers in the currency's minor unit: XPF in whole francs, USD/EUR/HKD in cents.
import { formatMoney } from "../format/money.ts";
import { CURRENCY_DECIMALS, type Currency } from "../money/currency.ts";

export type PriceInputs = {
  finalPriceXpf: number | null;
  basePriceXpf: number | null;
  freightPriceXpf: number | null;
  /** USD cents. */
  purchasePriceCents: number | null;
  /** `numeric` columns may arrive as strings; null means the default 1.5. */
  marginCoefficient: number | string | null;
  /** USD cents. */
  seaFreightCents: number | null;
  /** USD cents. */
  airFreightCents: number | null;
  seaShippingAvailable: boolean;
  airShippingAvailable: boolean;
  /** What the product travels in; the freight above is the freight of one such unit. Default container_20. */
  shippingUnit?: ShippingUnit | null;
  /** How many units of the product fit in one shipping unit; default 1. */
  unitsPerShippingUnit?: number | null;
};

export type ShippingMode = "maritime" | "aerien";

export type ProductPrice = {
  /** The spec's "price": what a list shows, 0 meaning 'Sur devis'. */
  priceXpf: number;
  /** Unit price without freight. */
  baseXpf: number;
  /** Transport fee of one shipping unit (freight for a quantity: computeOrderTotal). */
  freightXpf: number;
  shippingMode: ShippingMode | null;
  shipping: ShippingRule;
  isOnQuote: boolean;
};

export const DEFAULT_MARGIN_COEFFICIENT = 1.5;
export const DEFAULT_XPF_PER_USD = 119.33;
export const DEFAULT_DEPOSIT_RATIO = 0.6;

/**
 * The most units one order, card payment or sheet takes. With prices stored as integers this bounds every total
 * (999 × the largest price stays far below 2^53), and a larger project goes through a quote.
 */
export const MAX_ORDER_QUANTITY = 999;

/** What a product travels in (DESIGN.md ruling 11); freight is charged per shipping unit needed. */
export const SHIPPING_UNITS = ["pallet", "container_20", "container_40", "parcel"] as const;
export type ShippingUnit = (typeof SHIPPING_UNITS)[number];
export const DEFAULT_SHIPPING_UNIT: ShippingUnit = "container_20";

function toMargin(value: number | string | null): number {
  const margin = value === null || value === "" ? NaN : Number(value);
  return Number.isFinite(margin) && margin > 0 ? margin : DEFAULT_MARGIN_COEFFICIENT;
}

/** USD cents → whole XPF at `xpfPerUsd`. */
function usdCentsToXpf(cents: number, xpfPerUsd: number): number {
  return Math.round((cents / 100) * xpfPerUsd);
}

/** Maritime if a sea freight is known, aerien if an air freight is, else from the availability flags (both → maritime). */
export function getShippingMode(p: PriceInputs): ShippingMode | null {
  if (p.seaFreightCents !== null) return "maritime";
  if (p.airFreightCents !== null) return "aerien";
  if (p.seaShippingAvailable) return "maritime";
  if (p.airShippingAvailable) return "aerien";
  return null;
}

/**
 * The product's price, unit price without freight, freight and shipping mode (storefront §9).
 * price = final_price_xpf when present, else (purchase × margin + sea freight) × rate rounded; a product with no
 * purchase price and no final price is 'Sur devis' (0). Freight = freight_price_xpf, else final − base (min 0),
 * else sea or air freight × rate.
 */
export function computeProductPrice(p: PriceInputs, xpfPerUsd: number): ProductPrice {
  const margin = toMargin(p.marginCoefficient);
  const shippingMode = getShippingMode(p);
  const purchaseXpf =
    p.purchasePriceCents === null ? null : Math.round((p.purchasePriceCents / 100) * margin * xpfPerUsd);

  let priceXpf: number;
  if (p.finalPriceXpf !== null) priceXpf = p.finalPriceXpf;
  else if (p.purchasePriceCents === null) priceXpf = 0;
  else priceXpf = Math.round(((p.purchasePriceCents / 100) * margin + (p.seaFreightCents ?? 0) / 100) * xpfPerUsd);

  let freightXpf: number;
  if (p.freightPriceXpf !== null) freightXpf = p.freightPriceXpf;
  else if (p.finalPriceXpf !== null && p.basePriceXpf !== null)
    freightXpf = Math.max(0, p.finalPriceXpf - p.basePriceXpf);
  else if (p.seaFreightCents !== null) freightXpf = usdCentsToXpf(p.seaFreightCents, xpfPerUsd);
  else if (p.airFreightCents !== null) freightXpf = usdCentsToXpf(p.airFreightCents, xpfPerUsd);
  else freightXpf = 0;

  let baseXpf: number;
  if (p.basePriceXpf !== null) baseXpf = p.basePriceXpf;
  else if (p.finalPriceXpf !== null) baseXpf = Math.max(0, p.finalPriceXpf - freightXpf);
  else baseXpf = purchaseXpf ?? 0;

  const shipping = getShippingRule(p);
  if (priceXpf === 0) return { priceXpf: 0, baseXpf: 0, freightXpf: 0, shippingMode, shipping, isOnQuote: true };
  return { priceXpf, baseXpf, freightXpf, shippingMode, shipping, isOnQuote: false };
}

/** The product's shipping unit and capacity, with the defaults (container_20, 1) for what is not set. */
export function getShippingRule(p: Pick<PriceInputs, "shippingUnit" | "unitsPerShippingUnit">): ShippingRule {
  const unit =
    p.shippingUnit && (SHIPPING_UNITS as readonly string[]).includes(p.shippingUnit)
      ? p.shippingUnit
      : DEFAULT_SHIPPING_UNIT;
  const capacity =
    Number.isInteger(p.unitsPerShippingUnit) && (p.unitsPerShippingUnit as number) >= 1
      ? (p.unitsPerShippingUnit as number)
      : 1;
  return { unit, capacity };
}

/**
 * Back-office price per mode: (purchase × margin + freight of that mode) × rate, each only when the mode is
 * available (back-office §9). Null when the mode is not available or no purchase price is known.
 */
export function computeModePrices(
  p: Pick<
    PriceInputs,
    | "purchasePriceCents"
    | "marginCoefficient"
    | "seaFreightCents"
    | "airFreightCents"
    | "seaShippingAvailable"
    | "airShippingAvailable"
  >,
  xpfPerUsd: number,
): { baseXpf: number | null; seaXpf: number | null; airXpf: number | null; listTotalXpf: number | null } {
  if (p.purchasePriceCents === null) return { baseXpf: null, seaXpf: null, airXpf: null, listTotalXpf: null };
  const margin = toMargin(p.marginCoefficient);
  const usd = (p.purchasePriceCents / 100) * margin;
  const withFreight = (cents: number | null) => Math.round((usd + (cents ?? 0) / 100) * xpfPerUsd);
  return {
    baseXpf: Math.round(usd * xpfPerUsd),
    seaXpf: p.seaShippingAvailable ? withFreight(p.seaFreightCents) : null,
    airXpf: p.airShippingAvailable ? withFreight(p.airFreightCents) : null,
    // List view: total = base + sea freight.
    listTotalXpf: withFreight(p.seaFreightCents),
  };
}

/** How a product ships: the unit it travels in and how many of the product fit in one (at least 1). */
export type ShippingRule = { unit: ShippingUnit; capacity: number };

/** Shipping units needed for a quantity: ceil(quantity ÷ capacity), at least 1 (DESIGN.md ruling 11). */
export function countShippingUnits(quantity: number, capacity: number): number {
  const perUnit = Number.isInteger(capacity) && capacity >= 1 ? capacity : 1;
  return Math.max(1, Math.ceil(normalizeQuantity(quantity) / perUnit));
}

export type OrderTotal = {
  unitXpf: number;
  subtotalXpf: number;
  /** Freight of the whole order: freight of one shipping unit × units needed. */
  freightXpf: number;
  shippingUnits: number;
  totalXpf: number;
};

/**
 * Configurator and order total: unit = base + Σ deltas (never below 0); freight = freight per shipping unit ×
 * ceil(quantity ÷ capacity); total = unit × quantity + freight. The sheet, its script, the order, the card payment
 * and the checkout all call this one function.
 */
export function computeOrderTotal(input: {
  unitPriceXpf: number;
  optionDeltasXpf: number[];
  quantity: number;
  /** Freight of one shipping unit. */
  freightPerUnitXpf: number;
  unitsPerShippingUnit: number;
}): OrderTotal {
  const deltas = input.optionDeltasXpf.reduce((sum, delta) => sum + delta, 0);
  const unitXpf = Math.max(0, Math.round(input.unitPriceXpf + deltas));
  const quantity = normalizeQuantity(input.quantity);
  const subtotalXpf = unitXpf * quantity;
  const shippingUnits = countShippingUnits(quantity, input.unitsPerShippingUnit);
  const freightXpf = Math.max(0, input.freightPerUnitXpf) * shippingUnits;
  return { unitXpf, subtotalXpf, freightXpf, shippingUnits, totalXpf: subtotalXpf + freightXpf };
}

/** Quantity is an integer of at least 1, defaulting to 1 when invalid (storefront §5); the bound is checked apart. */
export function normalizeQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : Number(String(value ?? "").trim() || NaN);
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

/** True when a quantity is within 1…MAX_ORDER_QUANTITY. */
export function isQuantityAllowed(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_ORDER_QUANTITY;
}

/** deposit = round(amount × ratio), balance = amount − deposit, percent = round(ratio × 100). */
export function splitDeposit(amount: number, ratio: number): { deposit: number; balance: number; percent: number } {
  const deposit = Math.round(amount * ratio);
  return { deposit, balance: amount - deposit, percent: Math.round(ratio * 100) };
}

/**
 * An XPF amount in another currency's minor unit (cents for USD/EUR/HKD, rounded to the cent), at `xpfPerUnit`
 * francs per unit of that currency (the settings' rate, DESIGN.md ruling 1). XPF itself passes through.
 */
export function convertFromXpf(amountXpf: number, xpfPerUnit: number, currency: Currency): number {
  if (currency === "XPF") return Math.round(amountXpf);
  return Math.round((amountXpf * 10 ** CURRENCY_DECIMALS[currency]) / xpfPerUnit);
}

/** Formatted amount, or the quote label ('Sur devis', translated by the caller) when the amount is 0. */
export function formatPriceOrQuote(
  amountMinor: number,
  currency: Currency,
  locale: string,
  quoteLabel = "Sur devis",
): string {
  return amountMinor === 0 ? quoteLabel : formatMoney(amountMinor, currency, locale);
}

/** A language's display currency and its rate in francs per unit (one rate per currency, DESIGN.md ruling 1). */
export type DisplayRate = { currency: Currency; xpfPerUnit: number };

/** An XPF amount shown in a language's display currency (fr XPF, en USD, zh HKD at the settings' rates). */
export function formatXpfForDisplay(amountXpf: number, display: DisplayRate, locale: string): string {
  return formatMoney(convertFromXpf(amountXpf, display.xpfPerUnit, display.currency), display.currency, locale);
}
