// /admin/shipments (issue 30 item 2): the shipments, searched, filtered by status, sorted and paged in SQL.
import { Link } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DataTableFilterBar } from "../../../components/admin/data-table/data-table-filter-bar.tsx";
import { DataTable, type DataTableColumn } from "../../../components/admin/data-table/data-table.tsx";
import { SHIPMENT_LIST_FILTERS } from "../../../components/admin/shipments/shipment-list-filters.ts";
import { ShipmentStatusBadge } from "../../../components/admin/shipments/shipment-status-badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { getServices } from "../../../context.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { listShipments } from "../../../modules/shipments/list-shipments.server.ts";
import { SHIPMENT_LIST_SPEC } from "../../../modules/shipments/shipment-list-spec.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "shipments:admin.title");

export const handle: AdminHandle = { breadcrumb: "nav.shipments" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = readListParams(request, SHIPMENT_LIST_SPEC);
  const { rows, ...list } = await listShipments(getServices(context).db, params);
  return {
    list,
    filters: params.filters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const day = (value: string | null) => (value ? value.split("-").reverse().join("/") : "—");

export default function ShipmentsList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("shipments");
  const { rows, list, filters } = loaderData;
  const columns: Array<DataTableColumn<Row>> = [
    {
      key: "reference",
      header: t("admin.columns.reference"),
      isSortable: true,
      className: "whitespace-nowrap font-medium text-slate-900",
      cell: (row) => (
        <Link to={`/admin/shipments/${row.id}`} className="text-brand-700 underline-offset-2 hover:underline">
          {row.reference}
        </Link>
      ),
    },
    { key: "mode", header: t("admin.columns.mode"), cell: (row) => t(`modes.${row.mode}`) },
    {
      key: "status",
      header: t("admin.columns.status"),
      isSortable: true,
      cell: (row) => <ShipmentStatusBadge status={row.status} />,
    },
    { key: "vessel", header: t("admin.columns.vessel"), cell: (row) => row.vessel ?? "—" },
    {
      key: "container",
      header: t("admin.columns.container"),
      className: "font-mono text-xs",
      cell: (row) => row.containerNumber ?? "—",
    },
    {
      key: "etd",
      header: t("admin.columns.etd"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => day(row.etd),
    },
    {
      key: "eta",
      header: t("admin.columns.eta"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => day(row.eta),
    },
    { key: "orders", header: t("admin.columns.orders"), className: "tabular-nums", cell: (row) => row.orders },
  ];
  return (
    <>
      <AdminPageHeader
        title={t("admin.title")}
        description={t("admin.intro")}
        actions={
          <Link to="/admin/shipments/new" className={buttonClasses()}>
            {t("admin.new")}
          </Link>
        }
      />
      <DataTable
        caption={t("admin.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={Object.keys(filters).length > 0}
        empty={t("admin.empty")}
        filters={<DataTableFilterBar config={SHIPMENT_LIST_FILTERS} values={filters} />}
      />
    </>
  );
}
