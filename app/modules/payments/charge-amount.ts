// Card payments are charged in a currency the provider supports, converted on the server from the XPF figure
// (DESIGN.md "Money", ruling 5). The maths lives in app/modules/catalog/pricing.ts; this file only picks the rate.
import { convertFromXpf, CURRENCY_DECIMALS, type MoneyCurrency } from '../catalog/pricing.ts';
import type { ChargeCurrency } from './provider.ts';

/** 1 EUR = 119.33 XPF: the fixed legal parity of the CFP franc (DESIGN.md "Money"), unlike the floating USD rate. */
export const XPF_PER_EUR = 119.33;

export type ChargeRates = {
  /** settings.xpf_per_usd */
  xpfPerUsd: number;
  /** HKD per XPF: the HKD display rate of the settings (zh), the only HKD figure the administrator sets. */
  hkdPerXpf: number;
};

/** Units of `currency` per XPF. */
export function chargeRatePerXpf(currency: ChargeCurrency, rates: ChargeRates): number {
  if (currency === 'USD') return 1 / rates.xpfPerUsd;
  if (currency === 'EUR') return 1 / XPF_PER_EUR;
  return rates.hkdPerXpf;
}

/** An amount in the minor unit of `from` (whole XPF, or cents) → minor unit of the charge currency. */
export function toChargeMinor(amountMinor: number, from: MoneyCurrency, to: ChargeCurrency, rates: ChargeRates): number {
  if (from === to) return amountMinor;
  const xpf = from === 'XPF' ? amountMinor : Math.round((amountMinor / 10 ** CURRENCY_DECIMALS[from]) / chargeRatePerXpf(from, rates));
  return convertFromXpf(xpf, chargeRatePerXpf(to, rates), to);
}

/** 12345 USD cents → 123.45: Airwallex takes decimal major units (reference/airwallex.md §7). */
export function toMajorUnits(amountMinor: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as MoneyCurrency] ?? 2;
  return Number((amountMinor / 10 ** decimals).toFixed(decimals));
}

/** 123.45 → 12345, rounding away float noise. */
export function fromMajorUnits(amount: number, currency: string): number {
  const decimals = CURRENCY_DECIMALS[currency as MoneyCurrency] ?? 2;
  return Math.round(amount * 10 ** decimals);
}
