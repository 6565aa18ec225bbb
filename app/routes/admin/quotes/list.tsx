// /admin/quotes: the quotes, newest first, with their customer, status and total; 'Nouveau devis' creates a draft.
import { Plus } from "lucide-react";
import { Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/list";
import { adminMeta, type AdminHandle } from "../../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../../components/admin/admin-page-header.tsx";
import { DataTable, type DataTableColumn } from "../../../components/admin/data-table/data-table.tsx";
import { DeskAlert } from "../../../components/admin/documents/desk-alert.tsx";
import { deskDate, deskMoney } from "../../../components/admin/documents/desk-format.ts";
import { DocumentListFilters } from "../../../components/admin/documents/document-list-filters.tsx";
import { DocumentStatusBadge } from "../../../components/admin/documents/document-status-badge.tsx";
import { StatusButton } from "../../../components/ui/status-button.tsx";
import { getServices } from "../../../context.server.ts";
import { QUOTE_STATUSES } from "../../../db/schema/documents.ts";
import { requireAdmin } from "../../../modules/auth/admin-guard.server.ts";
import { createQuote } from "../../../modules/documents/create-quote.server.ts";
import { deskFailure } from "../../../modules/documents/desk-action.server.ts";
import { deskList, deskListOptions, QUOTE_LIST_SPEC } from "../../../modules/documents/desk-list-spec.ts";
import { listQuotes } from "../../../modules/documents/list-quotes.server.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { parseListParams } from "../../../modules/lists/list-params.ts";
import { readFormData } from "../../../modules/security/read-form-data.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "nav.quotes");

export const handle: AdminHandle = { breadcrumb: "nav.quotes" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const params = parseListParams(new URL(request.url).searchParams, QUOTE_LIST_SPEC);
  const { rows, total } = await listQuotes({ db, ...deskListOptions(params) });
  return {
    list: deskList(params, total),
    filters: params.filters,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}

/** 'Nouveau devis': a draft quote, numbered, valid 30 days, opened in its editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  if (formData.get("intent") !== "create") throw new Response("Unknown intent", { status: 400 });
  const { db, logger } = getServices(context);
  try {
    const quote = await createQuote({ db, actor: email });
    return redirect(`/admin/quotes/${quote.id}`);
  } catch (error) {
    return deskFailure(error, "createQuote", logger);
  }
}

type QuoteRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function QuotesList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "admin"]);
  const { rows, list, filters } = loaderData;
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const columns: Array<DataTableColumn<QuoteRow>> = [
    {
      key: "number",
      header: t("common.number"),
      isRowHeader: true,
      className: "whitespace-nowrap font-medium",
      cell: (row) => (
        <Link to={`/admin/quotes/${row.id}`} className="text-brand-700 hover:underline">
          {row.number}
        </Link>
      ),
    },
    {
      key: "customer",
      header: t("common.customer"),
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.customerName ?? row.title ?? t("common.none")}</span>
          {row.customerEmail ? <span className="block text-xs text-slate-500">{row.customerEmail}</span> : null}
        </>
      ),
    },
    { key: "status", header: t("common.status"), cell: (row) => <DocumentStatusBadge status={row.status} /> },
    {
      key: "total",
      header: t("common.total"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (row) => deskMoney(row.total, row.currency),
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
      <AdminPageHeader
        title={t("quotes.title")}
        description={t("quotes.intro")}
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="create" />
            <StatusButton type="submit" status={isCreating ? "pending" : "idle"}>
              <Plus aria-hidden="true" />
              {t("quotes.new")}
            </StatusButton>
          </Form>
        }
      />
      <DeskAlert error={actionData?.error} />
      <DataTable
        caption={t("quotes.caption")}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        list={list}
        isFiltered={isFiltered}
        empty={t("quotes.empty")}
        filters={
          <DocumentListFilters section="quotes" filters={filters} statuses={QUOTE_STATUSES} isFiltered={isFiltered} />
        }
      />
    </>
  );
}
