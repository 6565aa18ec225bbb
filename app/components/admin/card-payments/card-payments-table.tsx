import { ExternalLink } from "lucide-react";
import type { CardPaymentStatus, ChosenOption } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { CARD_PAYMENT_STATUS_ORDER } from "../../../modules/payments/admin-card-payment-list-spec.ts";
import { describeOptions } from "../../../modules/payments/admin-card-payment-view.ts";
import { buttonClasses } from "../../ui/button-classes.ts";
import type { DataTableColumn, DataTableList } from "../data-table/data-table.tsx";
import type { FilterBarField } from "../data-table/data-table-filter-bar.tsx";
import { SalesList } from "../leads/sales-list.tsx";
import { CardPaymentInvoiceCell } from "./card-payment-invoice-cell.tsx";
import { CardPaymentStatusBadge } from "./card-payment-status-badge.tsx";
import type { Currency } from "../../../modules/money/currency.ts";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

export type CardPaymentRow = {
  id: string;
  createdAt: string;
  email: string;
  productTitle: string | null;
  productSlug: string | null;
  options: ChosenOption[];
  quantity: number;
  amount: number;
  currency: Currency;
  status: CardPaymentStatus;
  dashboardUrl: string | null;
  /** The sale's invoice, once issued from this page. */
  invoice: { id: string; number: string } | null;
};

/** The card payments' filter besides the search box: the status. */
const CARD_PAYMENT_FILTER_FIELDS: FilterBarField[] = [
  {
    kind: "choice",
    name: "status",
    label: "filters.status",
    anyLabel: "filters.allStatuses",
    values: CARD_PAYMENT_STATUS_ORDER,
    valueLabels: "statuses",
  },
];

type CardPaymentsTableProps = {
  rows: CardPaymentRow[];
  list: DataTableList;
  filters: { q?: string; status?: CardPaymentStatus };
};

export function CardPaymentsTable({ rows, list, filters }: CardPaymentsTableProps) {
  const { t } = useTranslation("admin-payments");
  const columns: Array<DataTableColumn<CardPaymentRow>> = [
    {
      key: "createdAt",
      header: t("columns.date"),
      isSortable: true,
      className: "whitespace-nowrap tabular-nums",
      cell: (row) => <time dateTime={row.createdAt}>{formatTahitiDateTime(row.createdAt)}</time>,
    },
    {
      key: "email",
      header: t("columns.email"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => row.email,
    },
    {
      key: "product",
      header: t("columns.product"),
      isRowHeader: true,
      className: "min-w-44",
      cell: (row) => (
        <>
          {row.productTitle ?? row.productSlug ?? t("unknownProduct")}
          <span className="block font-mono text-xs font-normal text-slate-500">{row.id.slice(0, 8)}</span>
        </>
      ),
    },
    {
      key: "options",
      header: t("columns.options"),
      className: "max-w-xs min-w-28 text-xs",
      cell: (row) => describeOptions(row.options) || "—",
    },
    {
      key: "quantity",
      header: t("columns.quantity"),
      className: "text-right tabular-nums",
      cell: (row) => row.quantity,
    },
    {
      key: "amount",
      header: t("columns.amount"),
      isSortable: true,
      className: "text-right whitespace-nowrap tabular-nums",
      cell: (row) => formatMoney(row.amount, row.currency, "fr-FR"),
    },
    {
      key: "status",
      header: t("columns.status"),
      isSortable: true,
      cell: (row) => <CardPaymentStatusBadge status={row.status} />,
    },
    {
      key: "invoice",
      header: t("columns.invoice"),
      className: "whitespace-nowrap",
      cell: (row) => <CardPaymentInvoiceCell row={row} />,
    },
    {
      key: "actions",
      header: t("columns.actions"),
      cell: (row) =>
        row.dashboardUrl ? (
          <a
            href={row.dashboardUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={t("dashboardLabel", { id: row.id.slice(0, 8) })}
            className={buttonClasses({ variant: "ghost", size: "sm" })}
          >
            <ExternalLink aria-hidden="true" />
            {t("dashboard")}
          </a>
        ) : null,
    },
  ];
  return (
    <SalesList
      namespace="admin-payments"
      columns={columns}
      rows={rows}
      list={list}
      filters={filters}
      filterFields={CARD_PAYMENT_FILTER_FIELDS}
    />
  );
}
