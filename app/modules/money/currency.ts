// The currencies the business prices, charges and records in, and the decimals of their minor unit: amounts are
// integers, XPF in whole francs, USD/EUR/HKD in cents. The one Currency type of the app.

export const CURRENCIES = ["XPF", "USD", "EUR", "HKD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Decimals of each currency's minor unit. */
export const CURRENCY_DECIMALS = { XPF: 0, USD: 2, EUR: 2, HKD: 2 } as const satisfies Record<Currency, number>;

/** A currency read from the database's text or a form: one of CURRENCIES, else a bug of the caller (the columns check it). */
export function toCurrency(value: string): Currency {
  if ((CURRENCIES as readonly string[]).includes(value)) return value as Currency;
  throw new Error(`Unknown currency: ${value}`);
}
