import { Link } from "react-router";
import type { TFunction } from "../../../modules/i18n/i18n.ts";
import { splitDeposit } from "../../../modules/catalog/pricing.ts";
import type { AdminOrderRow } from "../../../modules/sales/admin-order-list.server.ts";
import { optionsText } from "../../../modules/sales/admin-order-options.ts";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import type { DataTableColumn } from "../data-table/data-table.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";
import { orderNumber } from "../../../modules/sales/order-number.ts";

/** A row as the loader sends it (dates as ISO text). */
export type OrderRow = Omit<AdminOrderRow, "createdAt"> & { createdAt: string };

/** The orders table's columns (issue 16 item 2). */
export function orderColumns(t: TFunction): Array<DataTableColumn<OrderRow>> {
  return [
    {
      key: "id",
      header: t("columns.id"),
      isRowHeader: true,
      className: "whitespace-nowrap",
      cell: (row) => (
        <Link
          to={`/admin/orders/${row.id}`}
          className={cn("rounded-sm font-mono text-xs font-medium text-brand-700 hover:underline", FOCUS_RING)}
        >
          {orderNumber(row.id)}
        </Link>
      ),
    },
    {
      key: "createdAt",
      header: t("columns.date"),
      isSortable: true,
      className: "whitespace-nowrap",
      cell: (row) => <time dateTime={row.createdAt}>{formatTahitiDate(row.createdAt)}</time>,
    },
    {
      key: "customer",
      header: t("columns.customer"),
      isSortable: true,
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.customerName ?? row.customerEmail}</span>
          {row.customerName ? (
            <span className="block max-w-36 truncate text-xs text-slate-500" title={row.customerEmail}>
              {row.customerEmail}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "product",
      header: t("columns.product"),
      isSortable: true,
      cell: (row) => (
        <>
          <span className="block text-slate-900">{row.productTitle ?? row.productSlug}</span>
          {row.options.length ? (
            <span className="block text-xs text-slate-500">
              <span className="sr-only">{t("columns.options")} : </span>
              {optionsText(row.options)}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "qty",
      header: t("columns.qty"),
      isSortable: true,
      className: "text-right tabular-nums",
      cell: (row) => row.qty,
    },
    {
      key: "amount",
      header: t("columns.amount"),
      isSortable: true,
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (row) => formatMoney(row.amount, row.currency, "fr-FR"),
    },
    {
      key: "deposit",
      header: t("columns.deposit"),
      className: "whitespace-nowrap text-right tabular-nums",
      cell: (row) => {
        const { deposit, percent } = splitDeposit(row.amount, row.depositRatio);
        return (
          <>
            {formatMoney(deposit, row.currency, "fr-FR")}
            <span className="block text-xs text-slate-500">{percent} %</span>
          </>
        );
      },
    },
    {
      key: "status",
      header: t("columns.status"),
      isSortable: true,
      cell: (row) => <OrderStatusBadge status={row.status} />,
    },
  ];
}
