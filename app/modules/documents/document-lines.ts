// The arithmetic of document lines (back-office §5, §9), pure so editors, PDFs and actions agree: a line total is
// quantity × unit price, anything that is not a number counts as 0, and documents carry no VAT (reference/
// documents.md: sold for export, import VAT paid in French Polynesia). Money is in the currency's minor unit.
import { type Currency, CURRENCY_DECIMALS } from "../money/currency.ts";

/** What an editor or an action sends for one line; quantity and unit price may be text from a form. */
export type DocumentLineInput = {
  productSlug?: string | null;
  description?: string | null;
  qty: unknown;
  /** In the minor unit of the document's currency (whole francs for XPF, cents for USD and EUR). */
  unitPrice: unknown;
};

export type DocumentLine = {
  /** A credit note's line: the invoice line it credits. */
  creditedLineId?: string | null;
  productSlug: string | null;
  description: string;
  /** Two decimals at most (the column is numeric(12,2), the editor's step 0.01). */
  qty: number;
  unitPrice: number;
  position: number;
};

export type DocumentTotals = { subtotal: number; vat: number; total: number };

/** Currencies a document can be written in (back-office §9). */
export const DOCUMENT_CURRENCIES = ["USD", "EUR", "XPF"] as const;
export type DocumentCurrency = (typeof DOCUMENT_CURRENCIES)[number];

export const MAX_QTY = 9_999_999_999.99;
export const MAX_UNIT_PRICE = 2_000_000_000;

function toNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value !== "string") return 0;
  // A French form may type '2,5' or '1 234,50'.
  const cleaned = value
    .trim()
    .replace(/[\s\u00A0\u202F]/g, "")
    .replace(",", ".");
  if (cleaned === "" || !/^-?\d*\.?\d+$/.test(cleaned)) return 0;
  return Number(cleaned);
}

/** A quantity: a number rounded to 0.01, 0 for anything else and for negatives. */
export function parseQuantity(value: unknown): number {
  const n = Math.round(toNumber(value) * 100) / 100;
  return n > 0 ? Math.min(n, MAX_QTY) : 0;
}

/** A unit price already in minor units: a whole number, 0 for anything else and for negatives. */
export function parseMinorAmount(value: unknown): number {
  const n = Math.round(toNumber(value));
  return n > 0 ? Math.min(n, MAX_UNIT_PRICE) : 0;
}

/** A price typed in major units ('1 234,56' USD) → minor units (123456); XPF has no decimals. Non-numbers → 0. */
export function parseMoneyInput(value: unknown, currency: Currency): number {
  return parseMinorAmount(toNumber(value) * 10 ** CURRENCY_DECIMALS[currency]);
}

/** round(qty × unit price), in minor units. */
export function lineTotal(line: Pick<DocumentLine, "qty" | "unitPrice">): number {
  return Math.round(line.qty * line.unitPrice);
}

/** Lines as stored: trimmed, numbers parsed, positions 0…n−1 in the given order. */
export function normalizeLines(lines: readonly DocumentLineInput[]): DocumentLine[] {
  return lines.map((line, position) => ({
    productSlug: line.productSlug?.trim() || null,
    description: (line.description ?? "").trim(),
    qty: parseQuantity(line.qty),
    unitPrice: parseMinorAmount(line.unitPrice),
    position,
  }));
}

/** Subtotal, VAT (always 0) and total of the lines. */
export function computeTotals(lines: ReadonlyArray<Pick<DocumentLine, "qty" | "unitPrice">>): DocumentTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  return { subtotal, vat: 0, total: subtotal };
}

/** What is left to pay: total − credited − paid, never below 0. */
export function amountDue(invoice: { amountTotal: number; amountPaid: number; amountCredited?: number }): number {
  return Math.max(0, invoice.amountTotal - (invoice.amountCredited ?? 0) - invoice.amountPaid);
}

/** The largest amount a document holds (its totals are PostgreSQL integers), in minor units. */
export const MAX_AMOUNT = 2_147_483_647;

/** Whether a typed quantity or price goes past `max` once multiplied by `scale` (10^decimals for a price). */
export function exceedsBound(value: unknown, max: number, scale = 1): boolean {
  return toNumber(value) * scale > max;
}

/** Whether every line total and the lines' sum fit in a document's amounts. */
export function totalsFit(lines: ReadonlyArray<Pick<DocumentLine, "qty" | "unitPrice">>): boolean {
  return lines.every((line) => lineTotal(line) <= MAX_AMOUNT) && computeTotals(lines).total <= MAX_AMOUNT;
}
