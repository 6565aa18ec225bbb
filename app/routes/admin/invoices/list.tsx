// /admin/invoices: the invoices (standard, deposit, balance), newest first, with their customer, status, total and amount due.
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DataTable, type DataTableColumn } from "../../../components/admin/data-table/data-table.tsx";
import { deskDate, deskMoney } from "../../../components/admin/documents/desk-format.ts";
import { DocumentListFilters } from "../../../components/admin/documents/document-list-filters.tsx";
import { DocumentStatusBadge } from "../../../components/admin/documents/document-status-badge.tsx";
import { getServices } from "../../../context.server.ts";
import { INVOICE_STATUSES } from "../../../db/schema/documents.ts";
import { deskList, deskListOptions, INVOICE_LIST_SPEC } from "../../../modules/documents/desk-list-spec.ts";
import { listInvoices } from "../../../modules/documents/list-invoices.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { parseListParams } from "../../../modules/lists/list-params.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.invoices");

export const handle: AdminHandle = { breadcrumb: "nav.invoices" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = parseListParams(new URL(request.url).searchParams, INVOICE_LIST_SPEC);
  const { rows, total } = await listInvoices({ db, ...deskListOptions(params) });
  return {
    list: deskList(params, total),
    filters: params.filters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

type InvoiceRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function InvoicesList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "admin"]);
  const { rows, list, filters } = loaderData;
  const columns: Array<DataTableColumn<InvoiceRow>> = [
    {
      key: "number",
      header: t("common.number"),
      isRowHeader: true,
      className: "whitespace-nowrap font-medium",
      cell: (row) => (
        <Link to={`/admin/invoices/${row.id}`} className="text-brand-700 hover:underline">
          {row.number}
        </Link>
      ),
    },
    {
      key: "customer",
      header: t("common.customer"),
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.customerName ?? row.customerEmail ?? t("common.none")}</span>
          {row.customerEmail ? <span className="block text-xs text-slate-500">{row.customerEmail}</span> : null}
        </>
      ),
    },
    {
      key: "kind",
      header: t("common.type"),
      className: "whitespace-nowrap",
      cell: (row) => t(`kinds.${row.kind === "standard" ? "invoice" : row.kind}`),
    },
    { key: "status", header: t("common.status"), cell: (row) => <DocumentStatusBadge status={row.status} /> },
    {
      key: "total",
      header: t("common.total"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (row) => deskMoney(row.amountTotal, row.currency),
    },
    {
      key: "amountDue",
      header: t("invoices.amountDue"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (row) => deskMoney(row.amountDue, row.currency),
    },
    {
      key: "createdAt",
      header: t("common.date"),
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.createdAt}>{deskDate(row.createdAt)}</time>,
    },
  ];
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <AdminPageHeader title={t("invoices.title")} description={t("invoices.intro")} />
      <DataTable
        caption={t("invoices.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={isFiltered}
        empty={t("invoices.empty")}
        filters={
          <DocumentListFilters
            section="invoices"
            filters={filters}
            statuses={INVOICE_STATUSES}
            isFiltered={isFiltered}
          />
        }
      />
    </>
  );
}
