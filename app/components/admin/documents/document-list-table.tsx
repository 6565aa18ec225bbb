import { FileText } from "lucide-react";
import { Link } from "react-router";
import type { DeskListType } from "../../../modules/documents/desk-list-spec.ts";
import { DOCUMENT_PATHS } from "../../../modules/documents/desk-paths.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { DataTable, type DataTableColumn, type DataTableList } from "../data-table/data-table.tsx";
import { DocumentListFilters } from "./document-list-filters.tsx";
import { DocumentStatusBadge } from "./document-status-badge.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

/** A row of any document list (listDeskDocuments), dates as ISO text. */
export type DocumentListRow = {
  id: string;
  number: string;
  status: string;
  currency: string;
  total: number;
  createdAt: string;
  partyName: string | null;
  partyEmail: string | null;
  invoiceKind: string | null;
  amountDue: number | null;
  /** The invoice a credit note corrects. */
  invoiceId: string | null;
  invoiceNumber: string | null;
};

/** The keys of each list in `admin-documents`. */
export const LIST_SECTIONS: Record<DeskListType, "quotes" | "invoices" | "creditNotes" | "purchaseOrders"> = {
  quote: "quotes",
  invoice: "invoices",
  credit_note: "creditNotes",
  purchase_order: "purchaseOrders",
};

type DocumentListTableProps = {
  type: DeskListType;
  rows: readonly DocumentListRow[];
  list: DataTableList;
  filters: { q?: string; status?: string };
  statuses: readonly string[];
};

/**
 * The table of a document list: number, customer (supplier), status, total and date, each sortable; invoices add
 * their kind and amount due, credit notes the invoice they correct and their PDF. The same for every document type;
 * a credit note, never edited, opens on its preview.
 */
export function DocumentListTable({ type, rows, list, filters, statuses }: DocumentListTableProps) {
  const { t } = useTranslation(["admin-documents", "admin"]);
  const section = LIST_SECTIONS[type];
  const money = "whitespace-nowrap text-right tabular-nums";
  const columns: Array<DataTableColumn<DocumentListRow> | null> = [
    {
      key: "number",
      header: t("common.number"),
      isSortable: true,
      isRowHeader: true,
      className: "whitespace-nowrap font-medium",
      cell: (row) => (
        <Link
          to={`/admin/${DOCUMENT_PATHS[type]}/${row.id}${type === "credit_note" ? "/preview" : ""}`}
          className="text-brand-700 hover:underline"
        >
          {row.number}
        </Link>
      ),
    },
    type === "credit_note"
      ? {
          key: "invoice",
          header: t("creditNotes.invoice"),
          className: "whitespace-nowrap",
          cell: (row) =>
            row.invoiceId ? (
              <Link to={`/admin/invoices/${row.invoiceId}`} className="text-brand-700 hover:underline">
                {row.invoiceNumber}
              </Link>
            ) : null,
        }
      : null,
    {
      key: "party",
      header: type === "purchase_order" ? t("purchaseOrders.supplier") : t("common.customer"),
      isSortable: true,
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.partyName ?? row.partyEmail ?? t("common.none")}</span>
          {row.partyEmail ? <span className="block text-xs text-slate-500">{row.partyEmail}</span> : null}
        </>
      ),
    },
    type === "invoice"
      ? {
          key: "kind",
          header: t("common.type"),
          className: "whitespace-nowrap",
          cell: (row) => t(`kinds.${row.invoiceKind === "standard" ? "invoice" : (row.invoiceKind ?? "invoice")}`),
        }
      : null,
    {
      key: "status",
      header: t("common.status"),
      isSortable: true,
      cell: (row) => <DocumentStatusBadge status={row.status} kind={type} />,
    },
    {
      key: "total",
      header: t("common.total"),
      isSortable: true,
      className: money,
      cell: (row) => formatMoney(row.total, toCurrency(row.currency), "fr-FR"),
    },
    type === "invoice"
      ? {
          key: "amountDue",
          header: t("invoices.amountDue"),
          className: money,
          cell: (row) => formatMoney(row.amountDue ?? 0, toCurrency(row.currency), "fr-FR"),
        }
      : null,
    {
      key: "createdAt",
      header: t("common.date"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.createdAt}>{formatTahitiDate(row.createdAt)}</time>,
    },
    type === "credit_note"
      ? {
          key: "pdf",
          header: t("creditNotes.pdf"),
          cell: (row) => (
            <a
              href={`/admin/credit-notes/${row.id}/print`}
              className="inline-flex items-center gap-1 text-brand-700 hover:underline"
              aria-label={t("creditNotes.openPdf", { number: row.number })}
            >
              <FileText aria-hidden="true" className="size-4" />
              {t("creditNotes.pdf")}
            </a>
          ),
        }
      : null,
  ];
  const isFiltered = Object.keys(filters).length > 0;
  return (
    <DataTable
      caption={t(`${section}.caption`)}
      columns={columns.filter((column) => column !== null)}
      rows={rows}
      getRowId={(row) => row.id}
      list={list}
      isFiltered={isFiltered}
      empty={t(`${section}.empty`)}
      filters={
        <DocumentListFilters
          section={section}
          kind={type}
          filters={filters}
          statuses={statuses}
          isFiltered={isFiltered}
        />
      }
    />
  );
}
