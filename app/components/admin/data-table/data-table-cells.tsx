import type { ReactNode } from "react";
import { cn } from "../../ui/cn.ts";
import type { DataTableColumn } from "./data-table.tsx";

/**
 * Below the `md` width (a phone) a table shows one card per row rather than scrolling sideways: the table's parts
 * become blocks, the header row is hidden and each cell shows its column's name beside its value, written by CSS
 * from `data-label` with an empty alternative (`content: attr(data-label) / ""`), so the label is seen but is not
 * part of the cell's accessible name: the page's text, and what a test reads, is the same at every width. From `md` up the
 * value's wrapper has no box (`contents`), so the table is laid out as before.
 */
export const CARD_TABLE = "max-md:block";
export const CARD_HEAD = "max-md:hidden";
export const CARD_BODY = "max-md:block";
/** A row as a card (`DataTable`, `GroupedDataTable` and their custom rows). */
export const CARD_ROW = "max-md:block max-md:px-1 max-md:py-2";
/** A cell of a card: its column's name (`data-label`) beside its value. */
export const CARD_CELL = cn(
  "max-md:flex max-md:items-start max-md:gap-3 max-md:py-1 max-md:w-auto max-md:min-w-0 max-md:max-w-none",
  "max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-left max-md:before:text-xs max-md:before:font-medium",
  "max-md:before:text-slate-500 max-md:before:content-[attr(data-label)_/_'']",
);

/** The column's name for a card: its header when it is a text, else its `label`. */
function cardLabel(column: DataTableColumn<never>): string | undefined {
  return typeof column.header === "string" ? column.header : column.label;
}

function CardValue({ children }: { children: ReactNode }) {
  return <div className="min-w-0 flex-1 md:contents">{children}</div>;
}

/** One row's cells, in column order: the row-header column as `<th scope="row">`, the others as `<td>`. */
export function DataTableCells<Row>({ columns, row }: { columns: ReadonlyArray<DataTableColumn<Row>>; row: Row }) {
  return columns.map((column) => {
    const label = cardLabel(column as DataTableColumn<never>) ?? "";
    return column.isRowHeader ? (
      <th
        key={column.key}
        scope="row"
        data-label={label}
        className={cn("px-3 py-2 text-left font-medium text-slate-900", column.className, CARD_CELL)}
      >
        <CardValue>{column.cell(row)}</CardValue>
      </th>
    ) : (
      <td key={column.key} data-label={label} className={cn("px-3 py-2 text-slate-700", column.className, CARD_CELL)}>
        <CardValue>{column.cell(row)}</CardValue>
      </td>
    );
  });
}
