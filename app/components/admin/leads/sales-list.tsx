import { useTranslation } from "../../../modules/i18n/react.tsx";
import { DataTable, type DataTableColumn, type DataTableList } from "../data-table/data-table.tsx";
import { DataTableFilterBar, dayRangeFields, type FilterBarField } from "../data-table/data-table-filter-bar.tsx";

type SalesListProps<Row> = {
  /** The screen's catalog: `caption`, `empty` and `filters.{label,search,searchPlaceholder,from,to}`. */
  namespace: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  list: DataTableList;
  filters: Readonly<Record<string, string | undefined>>;
  /** The list's other filters (keys of `namespace`), between the search box and the days. */
  filterFields?: readonly FilterBarField[];
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
  filterFields = [],
  hasDays = false,
}: SalesListProps<Row>) {
  const { t } = useTranslation(namespace);
  const filterBar = {
    namespace,
    label: "filters.label",
    fields: [
      { kind: "search", name: "q", label: "filters.search", placeholder: "filters.searchPlaceholder" },
      ...filterFields,
      ...(hasDays ? dayRangeFields("filters.from", "filters.to") : []),
    ],
  } as const;
  return (
    <DataTable
      caption={t("caption")}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      list={list}
      isFiltered={Object.keys(filters).length > 0}
      empty={t("empty")}
      filters={<DataTableFilterBar config={filterBar} values={filters} />}
    />
  );
}
