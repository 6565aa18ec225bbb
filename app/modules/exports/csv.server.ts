// CSV files that Excel in French opens as they are (back-office exports): UTF-8 with a byte-order mark, `;` between
// cells, CRLF line ends, dates dd/mm/yyyy in Tahiti time. Rows are streamed from the database in batches, so an
// export of 100,000 rows never holds them all in memory.
import { formatTahitiDate } from "../format/tahiti-date.ts";

/** A text a spreadsheet must keep as written (a phone number): made with `csvText`. */
export type CsvTextCell = { readonly csvText: string };

export type CsvCell = string | number | bigint | boolean | Date | CsvTextCell | null | undefined;

const BOM = "\uFEFF";
const SEPARATOR = ";";
const LINE_END = "\r\n";

/** dd/mm/yyyy of an instant, in Tahiti time. */
export const csvDate = formatTahitiDate;

/**
 * A cell a spreadsheet reads as text, not as a number or a formula: a phone number keeps its '+' and its leading
 * zeros, with no apostrophe shown. Written `="+689 87 11 22 33"`, the formula of a constant text, which Excel and
 * LibreOffice both show as the text itself; only digits, spaces, '+', '-', '.', '/' and parentheses are written
 * so, so nothing else can reach the formula (any other value is an ordinary text cell, escaped as one).
 */
export function csvText(value: string | null | undefined): CsvCell {
  if (value === null || value === undefined || value === "") return value;
  return { csvText: value };
}

const LITERAL_TEXT = /^[0-9+\-./() ]{1,40}$/;

/**
 * One cell: numbers with a decimal comma (French Excel), dates dd/mm/yyyy, text quoted when it holds a separator,
 * a quote or a line break. A text starting with = + - @ (or a tab / carriage return) is prefixed with an apostrophe,
 * so a visitor's input is never run as a spreadsheet formula.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return csvDate(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value).replace(".", ",") : "";
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "oui" : "non";
  if (typeof value === "object") {
    return LITERAL_TEXT.test(value.csvText) ? `"=""${value.csvText}"""` : csvCell(value.csvText);
  }
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(SEPARATOR) + LINE_END;
}

/**
 * Reads a table in batches by keyset: `fetchBatch(after)` returns up to `batchSize` rows sorted by the cursor
 * (`cursorOf(row)`), starting after the given cursor (null for the first batch). Ends on a short batch.
 */
export async function* inBatches<Row, Cursor>(
  fetchBatch: (after: Cursor | null, batchSize: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  batchSize = 1000,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await fetchBatch(after, batchSize);
    yield* rows;
    if (rows.length < batchSize) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

export type CsvExport<Row> = {
  /** Without extension; the date of the day is appended. */
  filename: string;
  /** The French column titles. */
  header: readonly string[];
  rows: AsyncIterable<Row>;
  toCells: (row: Row) => readonly CsvCell[];
};

/** Bytes of the file: the BOM and the header, then one line per row, pulled as the client reads. */
export function csvStream<Row>({
  header,
  rows,
  toCells,
}: Omit<CsvExport<Row>, "filename">): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(BOM + csvLine(header)));
        return;
      }
      // A few hundred lines per chunk: fewer, larger writes without holding much.
      let chunk = "";
      for (let i = 0; i < 500; i++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(toCells(next.value));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The download response of an export; never cached, never sniffed. */
export function csvResponse<Row>(exported: CsvExport<Row>, now = new Date()): Response {
  const day = csvDate(now).split("/").reverse().join("-");
  const filename = `${exported.filename}-${day}.csv`.replace(/[^A-Za-z0-9._-]/g, "_");
  return new Response(csvStream(exported), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
