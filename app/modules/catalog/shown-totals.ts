// The figures of a configuration in the page's display currency (issue 27 item 9): one rule, so the side panel adds
// up as the buyer reads it. The unit price is converted from XPF and rounded to the currency's minor unit; the
// subtotal is that shown unit × quantity (not the XPF subtotal converted, which may differ by a few cents); the total
// is the shown subtotal plus the shown freight. What a card payment charges stays the XPF total converted once
// (`convertFromXpf`, the server's amount): where it differs from the shown total, the sheet says so (`roundingMinor`).
import { convertFromXpf, type DisplayRate, type OrderTotal } from "./pricing.ts";

export type ShownTotals = {
  unitMinor: number;
  subtotalMinor: number;
  freightMinor: number;
  totalMinor: number;
};

/** The panel's figures in `display`'s minor unit. In XPF they are the XPF figures themselves. */
export function shownTotals(total: OrderTotal, quantity: number, display: DisplayRate): ShownTotals {
  const unitMinor = convertFromXpf(total.unitXpf, display.xpfPerUnit, display.currency);
  const subtotalMinor = unitMinor * quantity;
  const freightMinor = convertFromXpf(total.freightXpf, display.xpfPerUnit, display.currency);
  return { unitMinor, subtotalMinor, freightMinor, totalMinor: subtotalMinor + freightMinor };
}

/**
 * The amount charged when it is in the display currency and differs from the shown total by rounding, else null
 * (same amount, or another currency: the card dialog then shows the charge in its own currency).
 */
export function roundingDifference(
  shown: ShownTotals,
  display: DisplayRate,
  chargedMinor: number,
  chargeCurrency: string,
): number | null {
  return display.currency === chargeCurrency && shown.totalMinor !== chargedMinor ? chargedMinor : null;
}
