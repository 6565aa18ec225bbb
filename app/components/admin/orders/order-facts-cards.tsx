// The order page's facts: who ordered, what was configured, and the amounts.
import { paidToDate } from "../../../modules/sales/paid-to-date.ts";
import type { ReactNode } from "react";
import { splitDeposit } from "../../../modules/catalog/pricing.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { AdminOrderView } from "../../../modules/sales/admin-order.server.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { cn, FOCUS_RING } from "../../ui/cn.ts";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

type Order = AdminOrderView["order"];

export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">{children}</dl>;
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

export function OrderCustomerCard({ order }: { order: Order }) {
  const { t } = useTranslation("admin-orders");
  const { customer } = order;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.customer.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts>
          <Fact label={t("detail.customer.name")}>{customer.fullName ?? "—"}</Fact>
          <Fact label={t("detail.customer.email")}>
            <a
              href={`mailto:${customer.email}`}
              className={cn("rounded-sm text-brand-700 hover:underline", FOCUS_RING)}
            >
              {customer.email}
            </a>
          </Fact>
          {customer.phone ? <Fact label={t("detail.customer.phone")}>{customer.phone}</Fact> : null}
          {customer.company ? <Fact label={t("detail.customer.company")}>{customer.company}</Fact> : null}
          {customer.location ? <Fact label={t("detail.customer.location")}>{customer.location}</Fact> : null}
          {order.projectType ? <Fact label={t("detail.customer.projectType")}>{order.projectType}</Fact> : null}
        </Facts>
        {order.customerNotes ? (
          <figure className="mt-4">
            <figcaption className="text-xs font-medium text-slate-500">{t("detail.customer.message")}</figcaption>
            <blockquote className="mt-1 rounded-md bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
              {order.customerNotes}
            </blockquote>
          </figure>
        ) : null}
      </CardContent>
    </Card>
  );
}

export function OrderConfigurationCard({ order }: { order: Order }) {
  const { t } = useTranslation("admin-orders");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.configuration.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts>
          <Fact label={t("detail.configuration.product")}>
            {order.productTitle ?? order.productSlug}
            <span className="block font-mono text-xs text-slate-500">{order.productSlug}</span>
          </Fact>
          <Fact label={t("detail.configuration.options")}>
            {order.options.length === 0 ? (
              t("detail.configuration.noOptions")
            ) : (
              <ul>
                {order.options.map((option) => (
                  <li key={option.code}>
                    {option.label} : {option.valueLabel}
                  </li>
                ))}
              </ul>
            )}
          </Fact>
          <Fact label={t("detail.configuration.qty")}>{order.qty}</Fact>
          {order.shippingUnit && order.shippingUnitCount ? (
            <Fact label={t("detail.configuration.shipping")}>
              {order.shippingUnitCount} × {t(`detail.shippingUnits.${order.shippingUnit}`)}
            </Fact>
          ) : null}
          {order.freightXpf !== null ? (
            <Fact label={t("detail.configuration.freight")}>{formatMoney(order.freightXpf, "XPF", "fr-FR")}</Fact>
          ) : null}
          {order.termsAcceptedAt ? (
            <Fact label={t("detail.configuration.terms")}>
              {t("detail.configuration.termsValue", {
                date: formatTahitiDateTime(order.termsAcceptedAt),
                version: order.termsVersion ?? "—",
              })}
            </Fact>
          ) : null}
          <Fact label={t("detail.configuration.lang")}>{order.lang.toUpperCase()}</Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}

export function OrderAmountsCard({ order, invoicePaid }: { order: Order; invoicePaid: AdminOrderView["invoicePaid"] }) {
  const { t } = useTranslation("admin-orders");
  const { deposit, balance, percent } = splitDeposit(order.amount, order.depositRatio);
  // What the provider charged (in the charge's currency), or the deposit itself when the charge was not recorded.
  const paidOnline = !order.paidAt
    ? null
    : order.depositChargeMinor !== null && order.depositChargeCurrency
      ? formatMoney(order.depositChargeMinor, order.depositChargeCurrency, "fr-FR")
      : formatMoney(deposit, order.currency, "fr-FR");
  const paidInvoices = invoicePaid.filter((row) => row.paid > 0);
  // The total in the order's currency, deposit and balance alike (the buyer's page says the same).
  const total = paidToDate({
    amount: order.amount,
    currency: order.currency,
    deposit,
    isDepositConfirmed: order.paidAt !== null,
    invoicePaid,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.amounts.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts>
          <Fact label={t("detail.amounts.total")}>
            <span className="font-semibold tabular-nums">{formatMoney(order.amount, order.currency, "fr-FR")}</span>
          </Fact>
          <Fact label={t("detail.amounts.deposit", { percent })}>
            <span className="tabular-nums">{formatMoney(deposit, order.currency, "fr-FR")}</span>
          </Fact>
          <Fact label={t("detail.amounts.balance")}>
            <span className="tabular-nums">{formatMoney(balance, order.currency, "fr-FR")}</span>
          </Fact>
          <Fact label={t("detail.amounts.paidSoFar")}>
            {paidOnline === null && paidInvoices.length === 0 ? (
              <span className="text-slate-500">{t("detail.amounts.nothingPaid")}</span>
            ) : (
              <ul className="grid gap-1">
                <li>
                  <span className="font-semibold tabular-nums">{formatMoney(total, order.currency, "fr-FR")}</span>{" "}
                  <span className="text-xs text-slate-500">
                    {t("detail.amounts.paidTotal", { amount: formatMoney(order.amount, order.currency, "fr-FR") })}
                  </span>
                </li>
                {paidOnline !== null && order.paidAt ? (
                  <li>
                    <span className="font-semibold tabular-nums">{paidOnline}</span>{" "}
                    <span className="text-xs text-slate-500">
                      {t("detail.amounts.depositOnline", { date: formatTahitiDateTime(order.paidAt) })}
                    </span>
                  </li>
                ) : null}
                {paidInvoices.map((row) => (
                  <li key={row.currency}>
                    <span className="font-semibold tabular-nums">{formatMoney(row.paid, row.currency, "fr-FR")}</span>{" "}
                    <span className="text-xs text-slate-500">{t("detail.amounts.invoicesPaid")}</span>
                  </li>
                ))}
              </ul>
            )}
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
}
