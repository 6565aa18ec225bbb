import type { ReactNode } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { DataTable, type DataTableColumn, type DataTableList } from "../data-table/data-table.tsx";
import { DataTableFilters, DataTableSearch } from "../data-table/data-table-filters.tsx";

type SalesListProps<Row> = {
  /** The screen's catalog: `caption`, `empty` and `filters.{label,search,searchPlaceholder,from,to}`. */
  namespace: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  list: DataTableList;
  filters: { q?: string; from?: string; to?: string };
  /** The list's other filter controls, between the search box and the days. */
  children?: ReactNode;
  /** Whether the list filters by a range of days (from, to). */
  hasDays?: boolean;
};

/** A list of the sales desk (leads, customers, card payments): the data table with its search box and filters. */
export function SalesList<Row extends { id: string }>({
  namespace,
  columns,
  rows,
  list,
  filters,
  children,
  hasDays = false,
}: SalesListProps<Row>) {
  const { t } = useTranslation(namespace);
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <DataTable
      caption={t("caption")}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      list={list}
      isFiltered={isFiltered}
      empty={t("empty")}
      filters={
        <DataTableFilters label={t("filters.label")} isFiltered={isFiltered}>
          <Field label={t("filters.search")} className="min-w-48 flex-1 sm:max-w-xs">
            <DataTableSearch
              name="q"
              defaultValue={filters.q ?? ""}
              placeholder={t("filters.searchPlaceholder")}
              className="sm:max-w-none"
            />
          </Field>
          {children}
          {hasDays ? (
            <>
              <Field label={t("filters.from")} className="w-40">
                <Input type="date" name="from" defaultValue={filters.from ?? ""} />
              </Field>
              <Field label={t("filters.to")} className="w-40">
                <Input type="date" name="to" defaultValue={filters.to ?? ""} />
              </Field>
            </>
          ) : null}
        </DataTableFilters>
      }
    />
  );
}
