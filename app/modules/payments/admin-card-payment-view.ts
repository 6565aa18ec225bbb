// How the back office shows a card-payment order: its amount in major units, its options on one line. Pure, for
// the page and the CSV alike.
import type { ChosenOption } from "../sales/statuses.ts";
import { optionsText } from "../sales/admin-order-options.ts";
import { type Currency, CURRENCY_DECIMALS } from "../money/currency.ts";

/**
 * An amount stored in the currency's own minor unit, in major units: cents ÷ 100 for USD, EUR and HKD, whole francs
 * as they are for XPF (it has no minor unit, so ÷ 100 would be wrong for it).
 */
export function minorToMajor(amountMinor: number, currency: Currency): number {
  return amountMinor / 10 ** CURRENCY_DECIMALS[currency];
}

/** 'Couleur : Rouge, Godet : 40 cm', as the orders list writes an order's options. */
export function describeOptions(options: readonly ChosenOption[] | null): string {
  return optionsText(options ?? []);
}
