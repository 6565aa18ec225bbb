// ISO 4217 codes from the way Alibaba writes a currency: "US $", "US${0}", "€{0}", "HK$" …

// Longest first, so "US$" wins over "$" and "HK$" over "$".
const SYMBOLS: ReadonlyArray<readonly [string, string]> = [
  ["US$", "USD"],
  ["HK$", "HKD"],
  ["CA$", "CAD"],
  ["AU$", "AUD"],
  ["NZ$", "NZD"],
  ["SG$", "SGD"],
  ["CN¥", "CNY"],
  ["JP¥", "JPY"],
  ["RMB", "CNY"],
  ["R$", "BRL"],
  ["C$", "CAD"],
  ["A$", "AUD"],
  ["S$", "SGD"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["¥", "CNY"],
  ["₹", "INR"],
  ["₩", "KRW"],
  ["₽", "RUB"],
  ["₱", "PHP"],
  ["₫", "VND"],
  ["฿", "THB"],
  ["₺", "TRY"],
  ["$", "USD"],
];

// ISO 4217 codes this runtime knows; "RMB", "PCS" or a typo are not among them.
const ISO_CODES = new Set(Intl.supportedValuesOf("currency"));

/** "US $", "US${0}", "€{0}", "USD" → "USD", "EUR"…; null when the text names no currency we know. */
export function currencyFromText(text: string | null | undefined): string | null {
  if (!text) return null;
  const compact = text.replace(/\{0\}/g, "").replace(/\s+/g, "").toUpperCase();
  const isoPrefix = /^([A-Z]{3})(?=[\d.]|$)/.exec(compact)?.[1];
  if (isoPrefix && ISO_CODES.has(isoPrefix)) return isoPrefix;
  const symbol = SYMBOLS.find(([sign]) => compact.startsWith(sign.toUpperCase()));
  return symbol ? symbol[1] : null;
}

const SIGNS = [...SYMBOLS.map(([sign]) => sign), "USD", "EUR", "GBP", "HKD", "CNY"]
  .sort((a, b) => b.length - a.length)
  .map((sign) => sign.replace(/[$]/g, "\\$"))
  .join("|");
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
const PRICE = new RegExp(String.raw`(${SIGNS})\s*(${NUMBER})(?:\s*[-~–]\s*(?:${SIGNS})?\s*(${NUMBER}))?`);

/**
 * The prices written in a text with a currency sign: "US $1.28" → [1.28]; "US$12.50 - 18.00" → [12.5, 18]
 * (the second number of a range needs no sign); "100 - 499 pieces" (quantities carry no sign) → null.
 */
export function findPrices(text: string): { currency: string; amounts: number[] } | null {
  const compact = text.replace(/\b(US|HK|CA|AU|NZ|SG|CN|JP)\s+(?=[$¥])/g, "$1");
  const match = PRICE.exec(compact);
  if (!match) return null;
  const currency = currencyFromText(match[1]!);
  if (!currency) return null;
  const amounts = [match[2], match[3]]
    .filter((value): value is string => !!value)
    .map((value) => Number(value.replace(/,/g, "")));
  return { currency, amounts };
}
