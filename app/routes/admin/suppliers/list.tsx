// /admin/suppliers: the suppliers by name (or email), paged, with a search; 'Nouveau fournisseur' creates one from its name.
import { Plus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DataTable, type DataTableColumn } from "../../../components/admin/data-table/data-table.tsx";
import { DataTableFilters, DataTableSearch } from "../../../components/admin/data-table/data-table-filters.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { Card, CardContent } from "../../../components/ui/card.tsx";
import { Field } from "../../../components/ui/field.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { getServices } from "../../../context.server.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { createSupplier } from "../../../modules/documents/create-supplier.server.ts";
import { deskFailure } from "../../../modules/documents/desk-action.server.ts";
import { formText } from "../../../modules/documents/desk-form.ts";
import type { DeskError } from "../../../modules/documents/desk-error-text.ts";
import { listSuppliers, SUPPLIER_LIST_SPEC } from "../../../modules/documents/list-suppliers.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { readListParams } from "../../../modules/lists/read-list-params.server.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.suppliers");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const params = readListParams(request, SUPPLIER_LIST_SPEC);
  const q = params.filters.q ?? "";
  try {
    const { rows, ...list } = await listSuppliers(db, params);
    return { rows, list, q, loadError: null };
  } catch (error) {
    logger.error({ err: error }, "supplier list failed");
    const list = { page: 1, pageCount: 1, total: 0, size: params.size, sort: params.sort, direction: params.direction };
    const loadError: DeskError = { failure: "loadSuppliers", code: null };
    return data({ rows: [], list, q, loadError }, { status: 500 });
  }
}

/** Creates a supplier (a name is needed) and opens it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "create") throw new Response("Unknown intent", { status: 400 });
  const { db, logger } = getServices(context);
  try {
    const supplier = await createSupplier({ db, actor: email, name: formText(formData, "name") ?? "" });
    return redirect(`/admin/suppliers/${supplier.id}`);
  } catch (error) {
    return deskFailure(error, "createSupplier", logger);
  }
}

type SupplierRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function SuppliersList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-documents");
  const { rows, list, q, loadError } = loaderData;
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const columns: Array<DataTableColumn<SupplierRow>> = [
    {
      key: "name",
      header: t("suppliers.name"),
      isSortable: true,
      isRowHeader: true,
      className: "font-medium",
      cell: (row) => (
        <Link to={`/admin/suppliers/${row.id}`} className="text-brand-700 hover:underline">
          {row.name}
        </Link>
      ),
    },
    { key: "email", header: t("suppliers.email"), isSortable: true, cell: (row) => row.email ?? "" },
    { key: "phone", header: t("suppliers.phone"), className: "whitespace-nowrap", cell: (row) => row.phone ?? "" },
    { key: "website", header: t("suppliers.website"), className: "break-all", cell: (row) => row.website ?? "" },
  ];
  return (
    <>
      <AdminPageHeader title={t("suppliers.title")} description={t("suppliers.intro")} />
      <DeskAlert error={actionData?.error ?? loadError} fromLoader={!actionData?.error} />
      <Card className="mb-4">
        <CardContent>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="create" />
            <Field label={t("suppliers.newName")} isRequired className="min-w-56 flex-1 sm:max-w-sm">
              <Input name="name" autoComplete="organization" />
            </Field>
            <StatusButton type="submit" status={isCreating ? "pending" : "idle"}>
              <Plus aria-hidden="true" />
              {t("suppliers.new")}
            </StatusButton>
          </Form>
        </CardContent>
      </Card>
      <DataTable
        caption={t("suppliers.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={q !== ""}
        empty={t("suppliers.empty")}
        filters={
          <DataTableFilters label={t("suppliers.filterLabel")} isFiltered={q !== ""}>
            <Field label={t("common.search")} className="min-w-48 flex-1 sm:max-w-xs">
              <DataTableSearch name="q" defaultValue={q} placeholder={t("suppliers.searchPlaceholder")} />
            </Field>
          </DataTableFilters>
        }
      />
    </>
  );
}
