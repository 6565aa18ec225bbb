import { href } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { CustomersTable } from "../../../components/admin/customers/customers-table.tsx";
import { AdminLoadError } from "../../../components/admin/leads/admin-load-error.tsx";
import { ExportCsvLink } from "../../../components/admin/leads/export-csv-link.tsx";
import { getServices } from "../../../context.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { ADMIN_CUSTOMER_LIST_SPEC } from "../../../modules/sales/admin-customer-list-spec.ts";
import { listAdminCustomers } from "../../../modules/sales/admin-customer-list.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin-customers:title");

export const handle: AdminHandle = { breadcrumb: "nav.customers" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = readListParams(request, ADMIN_CUSTOMER_LIST_SPEC);
  const { rows, ...list } = await listAdminCustomers(db, params);
  return {
    list,
    filters: params.filters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-customers");
  const { rows, list, filters } = loaderData;
  return (
    <>
      <AdminPageHeader
        title={t("title")}
        description={t("intro")}
        actions={<ExportCsvLink to={href("/admin/customers/export.csv")} label={t("export")} />}
      />
      <CustomersTable rows={rows} list={list} filters={filters} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminLoadError error={error} namespace="admin-customers" />;
}
