// The amount a payment page showed the buyer (issue 26 item 2): its form sends it back, and the server charges only
// when it is still the amount due; otherwise nothing is charged and the buyer confirms the new amount.
import { LOCALE_TAGS, type Locale } from "../i18n/locales.ts";
import { PaymentError } from "./payment-error.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney } from "../format/money.ts";

export type ShownAmount = { amountMinor: number; currency: string };

/** The form fields that carry it. */
export const SHOWN_AMOUNT_FIELDS = { amountMinor: "shownAmountMinor", currency: "shownCurrency" } as const;

/** What the form says it showed; null when it sent nothing usable. */
export function readShownAmount(form: FormData): ShownAmount | null {
  const amount = form.get(SHOWN_AMOUNT_FIELDS.amountMinor);
  const currency = form.get(SHOWN_AMOUNT_FIELDS.currency);
  if (typeof amount !== "string" || typeof currency !== "string" || !/^\d{1,15}$/.test(amount)) return null;
  if (!/^[A-Z]{3}$/.test(currency)) return null;
  return { amountMinor: Number(amount), currency };
}

/**
 * Throws PaymentError AMOUNT_CHANGED (with the new amount, in the buyer's language) when the page showed another
 * amount or currency than the one to charge. A form that sent none (an older page, a script) is charged as before.
 */
export function requireShownAmount(shown: ShownAmount | null | undefined, charge: ShownAmount, lang: Locale): void {
  if (!shown) return;
  if (shown.amountMinor === charge.amountMinor && shown.currency === charge.currency) return;
  const amount = formatMoney(charge.amountMinor, charge.currency as Currency, LOCALE_TAGS[lang]);
  throw new PaymentError(
    "AMOUNT_CHANGED",
    `shown ${shown.amountMinor} ${shown.currency}, due ${charge.amountMinor} ${charge.currency}`,
    { params: { amount, amountMinor: charge.amountMinor } },
  );
}
