// The currencies the business prices, charges and records in.

export const CURRENCIES = ["XPF", "USD", "EUR", "HKD"] as const;
export type Currency = (typeof CURRENCIES)[number];
