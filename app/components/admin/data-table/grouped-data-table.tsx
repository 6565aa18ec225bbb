import type { ComponentType, ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { cn } from "../../ui/cn.ts";
import type { DataTableColumn, DataTableList } from "./data-table.tsx";
import { CARD_BODY, CARD_HEAD, CARD_ROW, CARD_TABLE, DataTableCells } from "./data-table-cells.tsx";
import { DataTablePagination } from "./data-table-pagination.tsx";

export type DataTableGroup<Row> = {
  id: string;
  /** The group's heading row ('Équipements (4)'). */
  title: ReactNode;
  /** Shown on the heading row's right (the group's actions). */
  actions?: ReactNode;
  rows: readonly Row[];
  /** Shown in the group's body when it has no row. */
  empty?: ReactNode;
};

/** Renders one group's `<tbody>`; given, it must spread `props` on it (a drop zone sets its ref and classes here). */
export type GroupBodyProps = { groupId: string; className: string; children: ReactNode };
/** Renders a group's heading `<tr>`; given, it must spread `className` on it and render `children` inside it. */
export type GroupHeaderProps = { groupId: string; className: string; children: ReactNode };
/** Renders one `<tr>`; given, it must render `children` (the cells) inside it. */
export type GroupRowProps<Row> = { row: Row; rowId: string; className: string; children: ReactNode };

export type GroupedDataTableProps<Row> = {
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  groups: ReadonlyArray<DataTableGroup<Row>>;
  getRowId: (row: Row) => string;
  /** The list's empty state when no group has a row and none should show. */
  empty?: ReactNode;
  /** A custom `<tbody>` per group (e.g. a drop zone); a plain one otherwise. */
  GroupBody?: ComponentType<GroupBodyProps>;
  /** A custom heading `<tr>` per group (e.g. a drop zone); a plain one otherwise. */
  GroupHeader?: ComponentType<GroupHeaderProps>;
  /** A custom `<tr>` per row (e.g. a draggable row); a plain one otherwise. */
  Row?: ComponentType<GroupRowProps<Row>>;
  /** Given, the groups are one page of a list (`listPage`): the pagination shows below the table. */
  list?: DataTableList;
};

function PlainBody({ className, children }: GroupBodyProps) {
  return <tbody className={className}>{children}</tbody>;
}

function PlainHeader({ className, children }: GroupHeaderProps) {
  return <tr className={className}>{children}</tr>;
}

function PlainRow({ className, children }: GroupRowProps<unknown>) {
  return <tr className={className}>{children}</tr>;
}

/**
 * A data table whose rows come in groups (the products by category): one `<tbody>` per group, headed by a row that
 * names it, with the same columns as `DataTable`. Paged when given its `list` (its query ordered by group first,
 * `listPage`'s `groupOrder`, so a page shows the groups of its rows). Custom bodies and rows let a screen add
 * behaviour (drag and drop) without a table of its own.
 */
export function GroupedDataTable<Row>({
  caption,
  columns,
  groups,
  getRowId,
  empty,
  GroupBody = PlainBody,
  GroupHeader = PlainHeader,
  Row = PlainRow as ComponentType<GroupRowProps<Row>>,
  list,
}: GroupedDataTableProps<Row>) {
  const navigation = useNavigation();
  const location = useLocation();
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const rowCount = groups.reduce((sum, group) => sum + group.rows.length, 0);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      {/* Positioned, so hidden controls and screen-reader texts inside scroll with the table, not the page. */}
      <div className="relative overflow-x-auto">
        <table
          aria-busy={isLoading || undefined}
          className={cn("w-full text-sm transition-opacity", CARD_TABLE, isLoading && "opacity-60")}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className={cn("bg-slate-50 text-left text-xs font-medium text-slate-600", CARD_HEAD)}>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cn("px-3 py-2 font-medium whitespace-nowrap", column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {groups.length === 0 ? (
            <tbody className={CARD_BODY}>
              <tr className="max-md:block">
                <td colSpan={columns.length} className="px-3 py-12 max-md:block text-center text-sm text-slate-500">
                  {empty}
                </td>
              </tr>
            </tbody>
          ) : (
            groups.map((group) => (
              <GroupBody key={group.id} groupId={group.id} className={cn("border-t border-slate-200", CARD_BODY)}>
                <GroupHeader groupId={group.id} className="bg-slate-50/80 max-md:block">
                  <th
                    scope="colgroup"
                    colSpan={columns.length}
                    className="px-3 py-2 text-left text-sm font-semibold text-slate-900 max-md:block"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span>{group.title}</span>
                      {group.actions ? <span className="flex items-center gap-1">{group.actions}</span> : null}
                    </div>
                  </th>
                </GroupHeader>
                {group.rows.length === 0 ? (
                  <tr className="max-md:block">
                    <td colSpan={columns.length} className="px-3 py-4 max-md:block text-center text-sm text-slate-500">
                      {group.empty}
                    </td>
                  </tr>
                ) : (
                  group.rows.map((row) => {
                    const rowId = getRowId(row);
                    return (
                      <Row
                        key={rowId}
                        row={row}
                        rowId={rowId}
                        className={cn("border-t border-slate-100 align-middle hover:bg-slate-50/70", CARD_ROW)}
                      >
                        <DataTableCells columns={columns} row={row} />
                      </Row>
                    );
                  })
                )}
              </GroupBody>
            ))
          )}
        </table>
      </div>
      {list ? <DataTablePagination list={list} rowCount={rowCount} caption={caption} /> : null}
    </div>
  );
}
