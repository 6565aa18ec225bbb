import { cn } from "../../ui/cn.ts";
import type { DataTableColumn } from "./data-table.tsx";

/** One row's cells, in column order: the row-header column as `<th scope="row">`, the others as `<td>`. */
export function DataTableCells<Row>({ columns, row }: { columns: ReadonlyArray<DataTableColumn<Row>>; row: Row }) {
  return columns.map((column) =>
    column.isRowHeader ? (
      <th
        key={column.key}
        scope="row"
        className={cn("px-3 py-2 text-left font-medium text-slate-900", column.className)}
      >
        {column.cell(row)}
      </th>
    ) : (
      <td key={column.key} className={cn("px-3 py-2 text-slate-700", column.className)}>
        {column.cell(row)}
      </td>
    ),
  );
}
