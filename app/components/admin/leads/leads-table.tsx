import { Eye } from "lucide-react";
import { href, Link, useSearchParams } from "react-router";
import type { LeadSource, LeadStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { listSearch } from "../../../modules/lists/list-params.ts";
import { LEAD_SOURCE_ORDER, LEAD_STATUS_ORDER } from "../../../modules/sales/admin-lead-stats.ts";
import { leadProjectTypeLabel } from "../../../modules/sales/lead-labels.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import type { DataTableColumn, DataTableList } from "../data-table/data-table.tsx";
import type { FilterBarField } from "../data-table/data-table-filter-bar.tsx";
import { LeadStatusMenu, QualifyButton } from "./lead-status.tsx";
import { SalesList } from "./sales-list.tsx";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

export type LeadRow = {
  id: string;
  createdAt: string;
  status: LeadStatus;
  source: LeadSource;
  productSlug: string | null;
  productTitle: string | null;
  projectType: string | null;
  customerId: string;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
};

type LeadFilters = { q?: string; status?: LeadStatus; source?: LeadSource; from?: string; to?: string };

/** The leads list's filters besides the search box and the days: status and source. */
const LEAD_FILTER_FIELDS: FilterBarField[] = [
  {
    kind: "choice",
    name: "status",
    label: "filters.status",
    anyLabel: "filters.allStatuses",
    values: LEAD_STATUS_ORDER,
    valueLabels: "statuses",
    className: "w-40",
  },
  {
    kind: "choice",
    name: "source",
    label: "filters.source",
    anyLabel: "filters.allSources",
    values: LEAD_SOURCE_ORDER,
    valueLabels: "sources",
    className: "w-48",
  },
];

type LeadsTableProps = { rows: LeadRow[]; list: DataTableList; filters: LeadFilters };

export function LeadsTable({ rows, list, filters }: LeadsTableProps) {
  const { t } = useTranslation("admin-leads");
  const [searchParams] = useSearchParams();
  const nameOf = (row: LeadRow) => row.name ?? row.email;
  const columns: Array<DataTableColumn<LeadRow>> = [
    {
      key: "createdAt",
      header: t("columns.date"),
      isSortable: true,
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => <time dateTime={row.createdAt}>{formatTahitiDateTime(row.createdAt)}</time>,
    },
    {
      key: "name",
      header: t("columns.name"),
      isSortable: true,
      isRowHeader: true,
      cell: (row) => (
        <>
          <Link to={href("/admin/customers/:id", { id: row.customerId })} className="hover:underline">
            {nameOf(row)}
          </Link>
          <span className="block text-xs font-normal text-slate-500">
            {row.company ? `${row.company} · ${row.email}` : row.email}
          </span>
        </>
      ),
    },
    {
      key: "source",
      header: t("columns.source"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => t(`sources.${row.source}`),
    },
    {
      key: "product",
      header: t("columns.product"),
      className: "whitespace-nowrap",
      cell: (row) => row.productTitle ?? row.productSlug ?? leadProjectTypeLabel(t, row.projectType) ?? "—",
    },
    {
      key: "status",
      header: t("columns.status"),
      isSortable: true,
      cell: (row) => <LeadStatusMenu leadId={row.id} status={row.status} name={nameOf(row)} />,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (row) => (
        <div className="flex items-center gap-2">
          <QualifyButton leadId={row.id} status={row.status} name={nameOf(row)} />
          <Link
            to={listSearch(searchParams, { lead: row.id, page: searchParams.get("page") })}
            preventScrollReset
            aria-label={t("openLabel", { name: nameOf(row) })}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            <Eye aria-hidden="true" />
            {t("open")}
          </Link>
        </div>
      ),
    },
  ];
  return (
    <SalesList
      namespace="admin-leads"
      columns={columns}
      rows={rows}
      list={list}
      filters={filters}
      filterFields={LEAD_FILTER_FIELDS}
      hasDays
    />
  );
}
