// Card payments are charged in a currency the provider supports, converted on the server from the XPF figure
// (DESIGN.md "Money", rulings 1 and 5). The maths lives in app/modules/catalog/pricing.ts.
import { convertFromXpf } from "../catalog/pricing.ts";
import type { ChargeCurrency } from "./provider.ts";
import { type Currency, CURRENCY_DECIMALS } from "../money/currency.ts";

/**
 * An amount in the minor unit of `from` (whole XPF, or cents) → minor unit of the charge currency, at the settings'
 * francs per unit (settings.server.ts `getXpfRates`): the same rates the pages show prices with.
 */
export function toChargeMinor(
  amountMinor: number,
  from: Currency,
  to: ChargeCurrency,
  rates: Record<Currency, number>,
): number {
  if (from === to) return amountMinor;
  const xpf = from === "XPF" ? amountMinor : Math.round((amountMinor / 10 ** CURRENCY_DECIMALS[from]) * rates[from]);
  return convertFromXpf(xpf, rates[to], to);
}

/** 12345 USD cents → 123.45: Airwallex takes decimal major units (reference/airwallex.md §7). */
export function toMajorUnits(amountMinor: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as Currency] ?? 2;
  return Number((amountMinor / 10 ** decimals).toFixed(decimals));
}

/** 123.45 → 12345, rounding away float noise. */
export function fromMajorUnits(amount: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as Currency] ?? 2;
  return Math.round(amount * 10 ** decimals);
}
