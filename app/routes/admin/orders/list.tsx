import { Download } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { Route } from "./+types/list";
import { AdminErrorPage } from "../../../components/admin/admin-error-page.tsx";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DataTableFilterBar } from "../../../components/admin/data-table/data-table-filter-bar.tsx";
import { DataTable } from "../../../components/admin/data-table/data-table.tsx";
import { orderColumns } from "../../../components/admin/orders/order-columns.tsx";
import { ORDER_LIST_FILTERS } from "../../../components/admin/orders/order-list-filters.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { getServices } from "../../../context.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { ORDER_LIST_SPEC } from "../../../modules/sales/admin-order-list-spec.ts";
import { listAdminOrders } from "../../../modules/sales/admin-order-list.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin-orders:title");

export const handle: AdminHandle = { breadcrumb: "nav.orders" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = readListParams(request, ORDER_LIST_SPEC);
  const { rows, ...list } = await listAdminOrders(db, params);
  return {
    list,
    filters: params.filters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

const DOCUMENT_LINKS = [
  ["quotes", "/admin/quotes"],
  ["invoices", "/admin/invoices"],
  ["purchaseOrders", "/admin/purchase-orders"],
] as const;

export default function OrdersList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-orders");
  const { search } = useLocation();
  const { rows, list, filters } = loaderData;
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <>
            <nav aria-label={t("links.label")} className="flex flex-wrap gap-2">
              {DOCUMENT_LINKS.map(([key, to]) => (
                <Link key={key} to={to} className={buttonClasses({ variant: "outline" })}>
                  {t(`links.${key}`)}
                </Link>
              ))}
            </nav>
            <a href={`/admin/orders/export.csv${search}`} download className={buttonClasses({ variant: "secondary" })}>
              <Download aria-hidden="true" className="size-4" />
              {t("export")}
            </a>
          </>
        }
      />
      <DataTable
        caption={t("caption")}
        columns={orderColumns(t)}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={isFiltered}
        empty={t("empty")}
        filters={<DataTableFilterBar config={ORDER_LIST_FILTERS} values={filters} />}
      />
    </>
  );
}

/** 'Impossible de charger les commandes.' (back-office §8) when the list cannot be read. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("admin-orders");
  if (isRouteErrorResponse(error) && error.status === 404) return <AdminErrorPage error={error} />;
  return (
    <>
      <AdminPageHeader title={t("title")} />
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
        {t("loadError")}
      </p>
    </>
  );
}
