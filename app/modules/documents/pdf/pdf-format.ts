// Number and date formats for PDFs: French (documents are in French), English grouping for a purchase order in
// English (ruling 18). The narrow no-break space Intl puts in French numbers is not in the
// Latin font, so a plain no-break space takes its place (same look, no font fallback per digit group).
import type { Currency } from "../../money/currency.ts";
import { formatMoney } from "../../format/money.ts";

const NARROW_NBSP = /\u202F/g;
const QUANTITY = {
  "fr-FR": new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 2 }),
};

/** The number format of a PDF's language: English for an English document, French otherwise. */
export type PdfNumberTag = keyof typeof QUANTITY;

export function pdfNumberTag(lang: string | undefined): PdfNumberTag {
  return lang === "en" ? "en" : "fr-FR";
}

export function pdfMoney(amountMinor: number, currency: string, tag: PdfNumberTag = "fr-FR"): string {
  return formatMoney(amountMinor, currency as Currency, tag).replace(NARROW_NBSP, "\u00A0");
}

export function pdfQuantity(qty: number, tag: PdfNumberTag = "fr-FR"): string {
  return QUANTITY[tag].format(qty).replace(NARROW_NBSP, "\u00A0");
}

export function pdfPercent(ratio: number): number {
  return Math.round(ratio * 100);
}
