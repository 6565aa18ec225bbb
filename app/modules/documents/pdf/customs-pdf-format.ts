// Figures of the customs documents in French: kilograms from grams, cubic metres from cm³, centimetres from mm,
// an exchange rate with its decimals, countries by their French names. Plain no-break spaces (pdf-format.ts).
const NARROW_NBSP = /\u202F/g;
const KG = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 });
const M3 = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
const CM = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const RATE = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });
const COUNTRIES = new Intl.DisplayNames(["fr"], { type: "region" });

const plain = (text: string) => text.replace(NARROW_NBSP, "\u00A0");

export const kilograms = (grams: number) => plain(KG.format(grams / 1000));
export const cubicMetres = (cm3: number) => plain(M3.format(cm3 / 1_000_000));
export const centimetres = (mm: number) => plain(CM.format(mm / 10));
export const rate = (value: number) => plain(RATE.format(value));

/** 'CN' → 'Chine'; the code itself when Intl does not know it. */
export function countryName(code: string): string {
  try {
    return COUNTRIES.of(code) ?? code;
  } catch {
    return code;
  }
}

/** '85414010' → '8541.40.10': the 6 digits of the Harmonized System, then the 2 of French Polynesia. */
export function hsCode(code: string | null): string {
  return code && /^\d{8}$/.test(code) ? `${code.slice(0, 4)}.${code.slice(4, 6)}.${code.slice(6)}` : (code ?? "—");
}
