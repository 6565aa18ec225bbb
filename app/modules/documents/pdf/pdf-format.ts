// French number and date formats for PDFs. The narrow no-break space Intl puts in French numbers is not in the
// Latin font, so a plain no-break space takes its place (same look, no font fallback per digit group).
import { formatMoney, type MoneyCurrency } from "../../catalog/pricing.ts";

const NARROW_NBSP = /\u202F/g;
const quantity = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });

export function pdfMoney(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor, currency as MoneyCurrency, "fr-FR").replace(NARROW_NBSP, "\u00A0");
}

export function pdfQuantity(qty: number): string {
  return quantity.format(qty).replace(NARROW_NBSP, "\u00A0");
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function pdfDate(isoDate: string | null | undefined): string {
  if (!isoDate) return "";
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

export function pdfPercent(ratio: number): number {
  return Math.round(ratio * 100);
}
