import { Link } from "react-router";
import type { Currency } from "../../../modules/money/currency.ts";
import type { OrderStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import { OrderStatusBadge } from "../orders/order-status-badge.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";
import { orderNumber } from "../../../modules/sales/order-number.ts";

export type RecentOrder = {
  id: string;
  productSlug: string;
  title: string | null;
  amount: number;
  currency: Currency;
  status: OrderStatus;
  createdAt: string;
};

/** The 5 most recent orders, each a link to its page. */
export function RecentOrdersCard({ orders }: { orders: readonly RecentOrder[] }) {
  const { t } = useTranslation("admin-dashboard");
  return (
    <Card>
      <CardHeader>
        <CardTitle id="dashboard-recent">{t("recent.title")}</CardTitle>
        <Link
          to="/admin/orders"
          className={cn("rounded-sm text-sm font-medium text-brand-700 hover:underline", FOCUS_RING)}
        >
          {t("recent.all")}
        </Link>
      </CardHeader>
      {orders.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{t("recent.empty")}</CardContent>
      ) : (
        <ul aria-labelledby="dashboard-recent" className="divide-y divide-slate-100">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={`/admin/orders/${order.id}`}
                className={cn("grid gap-1 px-4 py-3 hover:bg-slate-50", FOCUS_RING)}
              >
                <span className="flex items-baseline gap-2">
                  <span className="font-mono text-xs text-slate-500">{orderNumber(order.id)}</span>
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">
                    {order.title ?? order.productSlug}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="text-sm text-slate-900 tabular-nums">
                    {formatMoney(order.amount, order.currency, "fr-FR")}
                  </span>
                  <OrderStatusBadge status={order.status} />
                  <time dateTime={order.createdAt} className="ml-auto text-xs text-slate-500">
                    {formatTahitiDate(order.createdAt)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
