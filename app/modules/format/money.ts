// How an amount is written: integers in the currency's minor unit, in a language's grouping, the one money format of
// the pages, the back office, the PDFs (pdf-format.ts swaps the narrow space for the font), the CSVs and the mails.
import { CURRENCY_DECIMALS, type Currency } from "../money/currency.ts";

const NARROW_NBSP = "\u202F";
const NBSP = "\u00A0";

/**
 * '1 234 567' with narrow no-break spaces, as French writes whole numbers, or '1,234,567' in English and Chinese.
 * Done by hand: the browser's first Intl.NumberFormat loads locale data, a long task on a phone.
 */
function groupThousands(amount: number, locale: string): string {
  const separator = locale.startsWith("fr") ? NARROW_NBSP : ",";
  const digits = String(Math.abs(Math.round(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return amount < 0 && digits !== "0" ? `-${digits}` : digits;
}

// Building an Intl.NumberFormat costs far more than using one: one per locale and currency, kept.
const formatters = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: Currency, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    // French pages name the currency by its code ('27 800,00 USD'), as the terms and the card dialog do.
    const currencyDisplay = locale.startsWith("fr") ? "code" : "symbol";
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * '12 345 XPF' (French grouping with a narrow no-break space, a no-break space before the code; '12,345 XPF' in
 * English and Chinese); other currencies through Intl with 2 decimals ('$1,234.56', 'HK$12.30', '12,34 USD').
 */
export function formatMoney(amountMinor: number, currency: Currency, locale: string): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const major = amountMinor / 10 ** decimals;
  if (currency === "XPF") return `${groupThousands(major, locale)}${NBSP}XPF`;
  return currencyFormat(locale, currency, decimals).format(major);
}
