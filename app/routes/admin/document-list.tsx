// /admin/quotes, /admin/invoices, /admin/credit-notes, /admin/purchase-orders: one list for every document type, told apart by the URL's
// folder. Sorted, filtered and paged in SQL from the URL (DESK_LIST_SPECS); 'Nouveau devis' and 'Nouveau bon de
// commande' open an empty editor (/new): nothing is written, and no number taken, before its first save (decision 013). A list that cannot be read says so ('Impossible de charger les
// factures: …', back-office §8) above an empty table.
import { Plus } from "lucide-react";
import { data, Link } from "react-router";
import type { Route } from "./+types/document-list";
import { adminMeta } from "../../components/admin/admin-handle.ts";
import { AdminPageHeader } from "../../components/admin/admin-page-header.tsx";
import { DeskAlert } from "../../components/admin/documents/desk-alert.tsx";
import { DocumentListTable, LIST_SECTIONS } from "../../components/admin/documents/document-list-table.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { getServices } from "../../context.server.ts";
import type { DeskError } from "../../modules/documents/desk-error-text.ts";
import { DESK_LIST_SPECS, isDeskListType, type DeskListType } from "../../modules/documents/desk-list-spec.ts";
import { DESK_SECTIONS, DOCUMENT_PATHS, documentTypeOfPath } from "../../modules/documents/desk-paths.ts";
import { listDeskDocuments } from "../../modules/documents/list-desk-documents.server.ts";
import { useTranslation } from "../../modules/i18n/react.tsx";
import { readListParams } from "../../modules/lists/read-list-params.server.ts";

const LOAD_FAILURES = {
  quote: "loadQuotes",
  invoice: "loadInvoices",
  credit_note: "loadCreditNotes",
  purchase_order: "loadPurchaseOrders",
} as const satisfies Record<DeskListType, DeskError["failure"]>;

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

export default function DocumentList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["admin-documents", "admin"]);
  const { type, rows, list, filters, loadError } = loaderData;
  const section = LIST_SECTIONS[type];
  return (
    <>
      <AdminPageHeader
        title={t(`${section}.title`)}
        description={t(`${section}.intro`)}
        actions={
          type !== "quote" && type !== "purchase_order" ? null : (
            <Link to={`/admin/${DOCUMENT_PATHS[type]}/new`} className={buttonClasses()}>
              <Plus aria-hidden="true" />
              {t(`${section}.new`)}
            </Link>
          )
        }
      />
      <DeskAlert error={loadError} fromLoader />
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
