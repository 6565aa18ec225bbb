// /admin/quotes, /admin/invoices, /admin/credit-notes, /admin/purchase-orders: one list for every document type, told apart by the URL's
// folder. Sorted, filtered and paged in SQL from the URL (DESK_LIST_SPECS); 'Nouveau devis' and 'Nouveau bon de
// commande' create a numbered draft and open it. A list that cannot be read says so ('Impossible de charger les
// factures: …', back-office §8) above an empty table.
import { Plus } from "lucide-react";
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/document-list";
import { adminMeta } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { DeskAlert } from "../../components/admin/documents/desk-alert.tsx";
import { DocumentListTable, LIST_SECTIONS } from "../../components/admin/documents/document-list-table.tsx";
import { StatusButton } from "../../components/ui/status-button.tsx";
import { getServices } from "../../context.server.ts";
import { requireAdmin } from "../../modules/auth/admin-guard.server.ts";
import { createPurchaseOrder } from "../../modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../modules/documents/create-quote.server.ts";
import { deskFailure } from "../../modules/documents/desk-action.server.ts";
import type { DeskError } from "../../modules/documents/desk-error-text.ts";
import { DESK_LIST_SPECS, isDeskListType, type DeskListType } from "../../modules/documents/desk-list-spec.ts";
import { DESK_SECTIONS, DOCUMENT_PATHS, documentTypeOfPath } from "../../modules/documents/desk-paths.ts";
import { listDeskDocuments } from "../../modules/documents/list-desk-documents.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";
import { readFormData } from "../../modules/security/read-form-data.server.ts";

const LOAD_FAILURES = {
  quote: "loadQuotes",
  invoice: "loadInvoices",
  credit_note: "loadCreditNotes",
  purchase_order: "loadPurchaseOrders",
} as const satisfies Record<DeskListType, DeskError["failure"]>;

const CREATORS = {
  quote: { make: createQuote, failure: "createQuote" },
  purchase_order: { make: createPurchaseOrder, failure: "createPurchaseOrder" },
} as const;

function listTypeOf(pathname: string): DeskListType {
  const type = documentTypeOfPath(pathname);
  if (!isDeskListType(type)) throw new Response("Not Found", { status: 404 });
  return type;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const type = documentTypeOfPath(location.pathname);
  const folder = DOCUMENT_PATHS[isDeskListType(type) ? type : "quote"] as keyof typeof DESK_SECTIONS;
  return adminMeta(matches, DESK_SECTIONS[folder]);
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  const type = listTypeOf(url.pathname);
  const params = readListParams(request, DESK_LIST_SPECS[type]);
  try {
    const { rows, ...list } = await listDeskDocuments(db, type, params);
    const shown = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return { type, list, filters: params.filters, rows: shown, loadError: null };
  } catch (error) {
    logger.error({ err: error, type }, "document list failed");
    const list = { page: 1, pageCount: 1, total: 0, size: params.size, sort: params.sort, direction: params.direction };
    const loadError: DeskError = { failure: LOAD_FAILURES[type], code: null };
    return data({ type, list, filters: params.filters, rows: [], loadError }, { status: 500 });
  }
}

/** 'Nouveau devis' / 'Nouveau bon de commande': a numbered draft, opened in its editor. */
export async function action({ request, context }: Route.ActionArgs) {
  const { email } = await requireAdmin(request, context);
  const formData = await readFormData(request);
  const type = listTypeOf(new URL(request.url).pathname);
  const creator = type === "quote" || type === "purchase_order" ? CREATORS[type] : null;
  if (!creator || formData.get("intent") !== "create") throw new Response("Unknown intent", { status: 400 });
  const { db, logger } = getServices(context);
  try {
    const made = await creator.make({ db, actor: email });
    return redirect(`/admin/${DOCUMENT_PATHS[type]}/${made.id}`);
  } catch (error) {
    return deskFailure(error, creator.failure, logger);
  }
}

export default function DocumentList({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "admin"]);
  const { type, rows, list, filters, loadError } = loaderData;
  const section = LIST_SECTIONS[type];
  const navigation = useNavigation();
  const isCreating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  return (
    <>
      <AdminPageHeader
        title={t(`${section}.title`)}
        description={t(`${section}.intro`)}
        actions={
          type !== "quote" && type !== "purchase_order" ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="create" />
              <StatusButton type="submit" status={isCreating ? "pending" : "idle"}>
                <Plus aria-hidden="true" />
                {t(`${section}.new`)}
              </StatusButton>
            </Form>
          )
        }
      />
      <DeskAlert error={actionData?.error ?? loadError} />
      <DocumentListTable
        type={type}
        rows={rows}
        list={list}
        filters={filters}
        statuses={DESK_LIST_SPECS[type].filters.status.values}
      />
    </>
  );
}
