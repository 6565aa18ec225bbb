import { Archive } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Section } from "../../ui/section.tsx";
import { DataTable, type DataTableColumn, type DataTableList } from "../data-table/data-table.tsx";
import { DataTableFilterBar, type FilterBarConfig } from "../data-table/data-table-filter-bar.tsx";
import type { SampleProduct } from "./sample-products.ts";

const XPF = new Intl.NumberFormat("fr-FR");
const STATUS_BADGE = { published: "default", draft: "secondary", archived: "destructive" } as const;

/** A filter bar is a config: its catalog, its label and its controls, each named by its search parameter. */
const SHOWCASE_FILTERS: FilterBarConfig = {
  namespace: "admin",
  label: "ui.table.search",
  fields: [
    { kind: "search", name: "q", label: "ui.table.search" },
    {
      kind: "choice",
      name: "status",
      label: "ui.table.status",
      anyLabel: "ui.table.allStatuses",
      values: ["published", "draft", "archived"],
      valueLabels: "ui.fields",
    },
  ],
};

type TableShowcaseProps = { rows: SampleProduct[]; list: DataTableList; filters: { q?: string; status?: string } };

export function TableShowcase({ rows, list, filters }: TableShowcaseProps) {
  const { t } = useTranslation("admin");
  const [done, setDone] = useState<string | null>(null);
  const columns: Array<DataTableColumn<SampleProduct>> = [
    { key: "name", header: t("ui.table.product"), isSortable: true, isRowHeader: true, cell: (row) => row.name },
    { key: "category", header: t("ui.table.category"), isSortable: true, cell: (row) => row.category },
    {
      key: "price",
      header: t("ui.table.price"),
      isSortable: true,
      className: "text-right tabular-nums whitespace-nowrap",
      cell: (row) => `${XPF.format(row.price)} XPF`,
    },
    {
      key: "status",
      header: t("ui.table.status"),
      cell: (row) => <Badge variant={STATUS_BADGE[row.status]}>{t(`ui.fields.${row.status}`)}</Badge>,
    },
  ];
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <Section title={t("ui.table.title")} description={t("ui.table.description")}>
      <DataTable
        caption={t("ui.table.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.name}
        list={list}
        isFiltered={isFiltered}
        filters={<DataTableFilterBar config={SHOWCASE_FILTERS} values={filters} />}
        bulkActions={(ids, clear) => (
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDone(t("ui.table.bulkDone", { count: ids.length }));
              clear();
            }}
          >
            <Archive aria-hidden="true" />
            {t("ui.table.bulkArchive")}
          </Button>
        )}
      />
      {done ? (
        <p role="status" className="text-sm text-slate-600">
          {done}
        </p>
      ) : null}
      <DataTable
        caption={t("ui.table.emptyTitle")}
        columns={columns.map((column) => ({ ...column, isSortable: false }))}
        rows={[]}
        getRowId={(row) => row.id}
        list={{ page: 1, pageCount: 1, total: 0, size: 25, sort: "name", direction: "asc" }}
        empty={t("ui.table.emptyText")}
      />
    </Section>
  );
}
