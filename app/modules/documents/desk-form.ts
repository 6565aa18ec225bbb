// Reading the document editors' forms: the lines travel as one JSON field (the editor's rows, prices typed in the
// document's currency), turned here into the engine's line input with prices in minor units. Pure, so the editor
// and the action agree on the arithmetic.
import { isCalendarDay } from "../forms/calendar-day.ts";
import { hasForbiddenCharacterIn } from "../security/forbidden-characters.ts";
import { DocumentError } from "./document-error.ts";
import {
  exceedsBound,
  lineTotal,
  MAX_AMOUNT,
  MAX_QTY,
  MAX_UNIT_PRICE,
  normalizeLines,
  parseMoneyInput,
  parseQuantity,
  totalsFit,
  type DocumentLineInput,
} from "./document-lines.ts";
import { type Currency, CURRENCY_DECIMALS } from "../money/currency.ts";

/** One row of an editor: what the person typed. */
export type EditorLine = { key: string; productSlug: string; description: string; qty: string; unitPrice: string };

/** Lines a document may hold; a form with more is refused whole (TOO_MANY_LINES), never cut (issue 28 item 4). */
export const MAX_LINES = 500;
/** Characters of a line's description (or product reference): past it the document is refused, never cut. */
export const MAX_LINE_TEXT = 2000;

/**
 * The lines of the `lines` field (JSON), prices in minor units of `currency`; undefined when the field is absent.
 * Throws LINES_INVALID when it is there but not a JSON array of line objects, TOO_MANY_LINES past MAX_LINES.
 */
export function readEditorLines(raw: FormDataEntryValue | null, currency: string): DocumentLineInput[] | undefined {
  if (raw === null) return undefined;
  // The editor always sends a JSON array of line objects: anything else is refused, never read as "no lines"
  // (which would empty a saved document).
  const unreadable = () => new DocumentError("LINES_INVALID", "the lines field is not a JSON array of lines");
  if (typeof raw !== "string") throw unreadable();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw unreadable();
  }
  if (!Array.isArray(parsed) || parsed.some((item) => !item || typeof item !== "object" || Array.isArray(item))) {
    throw unreadable();
  }
  if (parsed.length > MAX_LINES) {
    throw new DocumentError("TOO_MANY_LINES", `${parsed.length} lines, at most ${MAX_LINES}`);
  }
  assertLinesText(parsed);
  const money = currencyOf(currency);
  const lines = parsed.map((item) => {
    const line = item as Record<string, unknown>;
    const text = (value: unknown) => {
      if (typeof value !== "string") return "";
      if (value.length > MAX_LINE_TEXT) throw new DocumentError("LINE_TOO_LONG", `a line text of ${value.length}`);
      return value;
    };
    // Quantities and prices within what a line holds: refused past it, never cut down.
    if (exceedsBound(line.qty, MAX_QTY)) throw new DocumentError("AMOUNT_TOO_LARGE", "a quantity is too large");
    return {
      productSlug: text(line.productSlug) || null,
      description: text(line.description),
      qty: text(line.qty) || line.qty,
      unitPrice: readMoney(text(line.unitPrice) || line.unitPrice, money, MAX_UNIT_PRICE, "a unit price"),
    };
  });
  if (!totalsFit(normalizeLines(lines))) throw new DocumentError("AMOUNT_TOO_LARGE", "a total is too large");
  return lines;
}

/** No NUL or other control character in the lines' text, even sent as a JSON escape (`\u0000`). */
function assertLinesText(parsed: unknown): void {
  if (hasForbiddenCharacterIn(parsed))
    throw new DocumentError("LINES_FORBIDDEN_CHARACTER", "a control character in the lines");
}

/**
 * The one reader of money typed in `money`'s major unit (a line's unit price, a payment, a credited amount): minor
 * units, refused past `max` minor units (AMOUNT_TOO_LARGE), never cut down.
 */
function readMoney(value: unknown, money: Currency, max: number, what: string): number {
  if (exceedsBound(value, max, 10 ** CURRENCY_DECIMALS[money]))
    throw new DocumentError("AMOUNT_TOO_LARGE", `${what} is too large`);
  return parseMoneyInput(value, money);
}

/**
 * A date field (YYYY-MM-DD): undefined when absent, null when empty, the day when it exists in the calendar;
 * anything else is refused (DATE_INVALID).
 */
export function formDay(formData: FormData, name: string): string | null | undefined {
  const value = formText(formData, name);
  if (value === undefined || value === "") return value === undefined ? undefined : null;
  if (!isCalendarDay(value)) throw new DocumentError("DATE_INVALID", `${name} is not a day of the calendar`);
  return value;
}

function currencyOf(currency: string): Currency {
  return currency in CURRENCY_DECIMALS ? (currency as Currency) : "USD";
}

/** A stored amount (minor units) as the editor shows it in its field: '1234.50' USD, '1234' XPF. */
export function minorToInput(amount: number, currency: string): string {
  const decimals = CURRENCY_DECIMALS[currencyOf(currency)];
  return (amount / 10 ** decimals).toFixed(decimals);
}

/** Stored lines as the editor's rows: prices back in the currency's major unit, quantities as text. */
export function toEditorLines(
  lines: ReadonlyArray<{ productSlug: string | null; description: string; qty: number; unitPrice: number }>,
  currency: string,
): Array<Omit<EditorLine, "key">> {
  return lines.map((line) => ({
    productSlug: line.productSlug ?? "",
    description: line.description,
    qty: String(line.qty),
    unitPrice: minorToInput(line.unitPrice, currency),
  }));
}

/** The total of one editor row, in minor units: quantity × unit price, anything not a number counting as 0. */
export function editorLineTotal(line: Pick<EditorLine, "qty" | "unitPrice">, currency: string): number {
  return lineTotal({ qty: parseQuantity(line.qty), unitPrice: parseMoneyInput(line.unitPrice, currencyOf(currency)) });
}

/** A form field as trimmed text, undefined when absent. */
export function formText(formData: FormData, name: string): string | undefined {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : undefined;
}

/** Whether a value looks like a row id (uuid), so a bad URL is 'not found' rather than a database error. */
export function isUuid(value: string | undefined | null): value is string {
  return typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** What the credit note dialog offers to credit: the rest of the invoice, chosen line quantities, or an amount. */
export const CREDIT_MODES = ["rest", "lines", "amount"] as const;
export type CreditMode = (typeof CREDIT_MODES)[number];

/**
 * The credit note dialog's choice: `credit` (a mode), then `qty:<line id>` fields for lines or `amount` (typed in
 * the invoice's currency) for an amount.
 */
export function readCreditRequest(
  formData: FormData,
  currency: string,
):
  | { kind: "rest" }
  | { kind: "lines"; lines: Array<{ lineId: string; qty: string }> }
  | { kind: "amount"; amount: number } {
  const mode = formData.get("credit");
  if (mode === "lines") {
    const lines = [...formData.entries()].flatMap(([name, value]) =>
      name.startsWith("qty:") && typeof value === "string" ? [{ lineId: name.slice(4), qty: value }] : [],
    );
    return { kind: "lines", lines };
  }
  if (mode === "amount") {
    return { kind: "amount", amount: formMoney(formData, "amount", currency) };
  }
  return { kind: "rest" };
}

/** The lines of an editor that always sends them (quotes, purchase orders): a save without them is refused. */
export function requireEditorLines(raw: FormDataEntryValue | null, currency: string): DocumentLineInput[] {
  const lines = readEditorLines(raw, currency);
  if (!lines) throw new DocumentError("LINES_INVALID", "the lines field is missing");
  return lines;
}

/** An amount typed in `currency`'s major unit, in minor units; past what a document holds it is refused. */
export function formMoney(formData: FormData, name: string, currency: string): number {
  return readMoney(formText(formData, name), currencyOf(currency), MAX_AMOUNT, name);
}
