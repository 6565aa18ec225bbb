import { cn } from "../../ui/cn.ts";
import type { DataTableColumn } from "./data-table.tsx";

/**
 * Below the `md` width (a phone) a table shows one card per row rather than scrolling sideways: the table's parts
 * become blocks, the header row is hidden and each cell shows its column's name beside its value. From `md` up the
 * label is hidden and the value's wrapper has no box (`contents`), so the table is laid out as before.
 */
export const CARD_TABLE = "max-md:block";
export const CARD_HEAD = "max-md:hidden";
export const CARD_BODY = "max-md:block";
/** A row as a card (`DataTable`, `GroupedDataTable` and their custom rows). */
export const CARD_ROW = "max-md:block max-md:px-1 max-md:py-2";
const CARD_CELL =
  "max-md:flex max-md:items-start max-md:gap-3 max-md:py-1 max-md:w-auto max-md:min-w-0 max-md:max-w-none";

/** A cell's column name in a card, and its value beside it. */
function CardCell({ header, children }: { header: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <span className="w-28 shrink-0 text-left text-xs font-medium text-slate-500 md:hidden">{header}</span>
      <div className="min-w-0 flex-1 md:contents">{children}</div>
    </>
  );
}

/** One row's cells, in column order: the row-header column as `<th scope="row">`, the others as `<td>`. */
export function DataTableCells<Row>({ columns, row }: { columns: ReadonlyArray<DataTableColumn<Row>>; row: Row }) {
  return columns.map((column) =>
    column.isRowHeader ? (
      <th
        key={column.key}
        scope="row"
        className={cn("px-3 py-2 text-left font-medium text-slate-900", column.className, CARD_CELL)}
      >
        <CardCell header={column.header}>{column.cell(row)}</CardCell>
      </th>
    ) : (
      <td key={column.key} className={cn("px-3 py-2 text-slate-700", column.className, CARD_CELL)}>
        <CardCell header={column.header}>{column.cell(row)}</CardCell>
      </td>
    ),
  );
}
