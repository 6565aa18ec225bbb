import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation, useNavigation, useSearchParams } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { LIST_PARAM_NAMES, listSearch, nextSort, type SortDirection } from "../../../modules/lists/list-params.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { CARD_BODY, CARD_HEAD, CARD_ROW, CARD_TABLE, DataTableCells } from "./data-table-cells.tsx";
import { DataTablePagination } from "./data-table-pagination.tsx";
import { useRowSelection } from "./use-row-selection.ts";

export type DataTableColumn<Row> = {
  /** The column's name; for a sortable column, the `sort` value its list spec accepts. */
  key: string;
  header: ReactNode;
  isSortable?: boolean;
  cell: (row: Row) => ReactNode;
  /** Classes of the column's header and cells (width, alignment, `whitespace-nowrap`). */
  className?: string;
  /** The column's name beside each value in a phone's cards, when `header` is not a plain text. */
  label?: string;
  /** The cell that names the row (`<th scope="row">`). */
  isRowHeader?: boolean;
};

/** What the loader's list function returned besides the rows (ListPage of app/modules/lists/list-page.server.ts). */
export type DataTableList = {
  page: number;
  pageCount: number;
  total: number;
  size: number;
  sort: string;
  direction: SortDirection;
};

export type DataTableProps<Row> = {
  /** Names the table for assistive technology. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  list: DataTableList;
  /** The filter bar (`DataTableFilters`), above the table. */
  filters?: ReactNode;
  /** Given, rows get a checkbox and a bar shows these actions for the ticked rows. */
  bulkActions?: (selectedIds: string[], clearSelection: () => void) => ReactNode;
  /** How the selection checkbox names a row ('Sélectionner Mini-pelle'); the row id otherwise. */
  getRowLabel?: (row: Row) => string;
  /** The empty state when nothing matches: with filters on, a link clears them. */
  empty?: ReactNode;
  isFiltered?: boolean;
};

function SortHeader({ column, list }: { column: DataTableColumn<unknown>; list: DataTableList }) {
  const [searchParams] = useSearchParams();
  const isSorted = list.sort === column.key;
  const next = nextSort(list, column.key);
  const Icon = !isSorted ? ChevronsUpDown : list.direction === "asc" ? ArrowUp : ArrowDown;
  return (
    <Link
      to={listSearch(searchParams, {
        [LIST_PARAM_NAMES.sort]: next.sort,
        [LIST_PARAM_NAMES.direction]: next.direction,
      })}
      preventScrollReset
      className={cn(
        "-mx-1 inline-flex items-center gap-1 rounded-sm px-1 hover:text-slate-900",
        FOCUS_RING,
        isSorted && "text-slate-900",
      )}
    >
      {column.header}
      <Icon aria-hidden="true" className={cn("size-3.5", isSorted ? "text-brand-700" : "text-slate-400")} />
    </Link>
  );
}

/**
 * A back-office list: sortable headers (links that change the URL, `aria-sort` on the sorted one), a filter bar,
 * row selection with a bulk-action bar (Escape clears it), pagination, an empty state, and a busy state while
 * React Router loads the next version of the same page.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  list,
  filters,
  bulkActions,
  getRowLabel,
  empty,
  isFiltered = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const location = useLocation();
  const rowIds = rows.map(getRowId);
  const selection = useRowSelection(rowIds);
  const isSelectable = Boolean(bulkActions);
  const isLoading = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  const columnCount = columns.length + (isSelectable ? 1 : 0);
  const frameRef = useRef<HTMLDivElement>(null);
  const hasSelection = selection.selectedIds.length > 0;
  const { clear } = selection;
  useEffect(() => {
    // Escape inside the table clears the selection (a listener, as the wrapper is not a control of its own).
    const frame = frameRef.current;
    if (!frame || !hasSelection) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") clear();
    };
    frame.addEventListener("keydown", onKeyDown);
    return () => frame.removeEventListener("keydown", onKeyDown);
  }, [hasSelection, clear]);

  return (
    <div ref={frameRef} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-xs">
      {filters ? <div className="border-b border-slate-200 p-3">{filters}</div> : null}
      {isSelectable && selection.selectedIds.length > 0 ? (
        <div className="flex flex-wrap items-center gap-3 border-b border-brand-100 bg-brand-50 px-3 py-2 text-sm">
          <p aria-live="polite" className="font-medium text-brand-800">
            {t("table.selected", { count: selection.selectedIds.length })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            {bulkActions!(selection.selectedIds, selection.clear)}
          </div>
          <Button variant="ghost" size="sm" className="ml-auto" onClick={selection.clear}>
            {t("table.clearSelection")}
          </Button>
        </div>
      ) : null}
      <div className="relative overflow-x-auto">
        {isLoading ? (
          <p
            role="status"
            className="absolute top-2 right-3 z-10 inline-flex items-center gap-1.5 rounded-full bg-white px-2 py-0.5 text-xs text-slate-600 shadow"
          >
            <Spinner className="size-3.5" />
            {t("table.loading")}
          </p>
        ) : null}
        <table
          aria-busy={isLoading || undefined}
          className={cn("w-full text-sm transition-opacity", CARD_TABLE, isLoading && "opacity-60")}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className={cn("bg-slate-50 text-left text-xs font-medium text-slate-600", CARD_HEAD)}>
            <tr>
              {isSelectable ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <Checkbox
                    aria-label={t("table.selectAll")}
                    checked={selection.allState}
                    disabled={rows.length === 0}
                    onCheckedChange={(checked) => selection.setAll(checked === true)}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={
                    column.isSortable && list.sort === column.key
                      ? list.direction === "asc"
                        ? "ascending"
                        : "descending"
                      : undefined
                  }
                  className={cn("px-3 py-2 font-medium whitespace-nowrap", column.className)}
                >
                  {column.isSortable ? (
                    <SortHeader column={column as DataTableColumn<unknown>} list={list} />
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={cn("divide-y divide-slate-100", CARD_BODY)}>
            {rows.length === 0 ? (
              <tr className="max-md:block">
                <td colSpan={columnCount} className="px-3 py-12 max-md:block text-center text-sm text-slate-500">
                  {isFiltered ? (
                    <div className="grid justify-items-center gap-2">
                      <p>{t("table.emptyFiltered")}</p>
                      <Link
                        to={location.pathname}
                        className={cn("font-medium text-brand-700 hover:underline", FOCUS_RING)}
                      >
                        {t("table.resetFilters")}
                      </Link>
                    </div>
                  ) : (
                    (empty ?? t("table.empty"))
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const id = getRowId(row);
                const isSelected = selection.isSelected(id);
                return (
                  <tr
                    key={id}
                    className={cn("align-top hover:bg-slate-50/70", CARD_ROW, isSelected && "bg-brand-50/60")}
                  >
                    {isSelectable ? (
                      <td className="px-3 py-2 max-md:block">
                        <Checkbox
                          aria-label={t("table.selectRow", { label: getRowLabel?.(row) ?? id })}
                          checked={isSelected}
                          onCheckedChange={(checked) => selection.toggle(id, checked === true)}
                        />
                      </td>
                    ) : null}
                    <DataTableCells columns={columns} row={row} />
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <DataTablePagination list={list} rowCount={rows.length} caption={caption} />
    </div>
  );
}
