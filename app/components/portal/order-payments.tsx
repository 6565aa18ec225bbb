// The buyer's order page: amounts paid and due, what to pay next, and the issued invoices to download.
import { useTranslation } from "../../modules/i18n/react.tsx";
import type { OrderView } from "../../modules/portal/order-view.server.ts";
import { SHOWN_AMOUNT_FIELDS } from "../../modules/payments/shown-amount.ts";
import { OrderFacts } from "../payment/order-facts.tsx";
import { SubmitButton } from "../forms/submit-button.tsx";
import { PortalNotice, PRIMARY_LINK, SECONDARY_LINK } from "./portal-shell.tsx";
import { formatMoney } from "../../modules/format/money.ts";

export const PAY_BALANCE_INTENT = "pay-balance";

export function OrderPayments({
  order,
  tag,
  checkoutPath,
  invoicePath,
  error,
}: {
  order: OrderView;
  tag: string;
  checkoutPath: string;
  invoicePath: (invoiceId: string) => string;
  /** Why the balance payment could not start, in the page's language. */
  error: string | null;
}) {
  const { t } = useTranslation("tracking");
  const money = (amount: number, currency = order.currency) => formatMoney(amount, currency, tag);
  return (
    <>
      <section aria-labelledby="order-payments" className="space-y-3">
        <h2 id="order-payments" className="text-lg font-semibold text-slate-900">
          {t("page.amountsTitle")}
        </h2>
        <OrderFacts
          facts={[
            { label: t("page.total"), value: money(order.amount) },
            { label: t("page.deposit", { percent: order.depositPercent }), value: money(order.deposit) },
            { label: t("page.paid"), value: money(order.paid) },
            { label: t("page.due"), value: money(order.due), emphasis: true },
          ]}
        />
        {order.isDepositDue ? (
          <a href={checkoutPath} className={PRIMARY_LINK}>
            {t("page.payDeposit")}
          </a>
        ) : null}
        {order.isPaidInFull ? (
          <PortalNotice tone="info" title={t("page.paidInFullTitle")}>
            <p>{t("page.paidInFullText")}</p>
          </PortalNotice>
        ) : null}
        {order.balanceInvoice ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <h3 className="font-semibold">{t("page.balanceTitle")}</h3>
            <p className="mt-1">
              {t("page.balanceText", {
                number: order.balanceInvoice.number,
                amount: money(order.balanceInvoice.due, order.balanceInvoice.currency),
              })}
            </p>
            {order.balanceInvoice.charge.currency !== order.balanceInvoice.currency ? (
              <p className="mt-2 font-semibold" data-currency={order.balanceInvoice.charge.currency}>
                {t("balance.charged", {
                  amount: money(order.balanceInvoice.charge.amountMinor, order.balanceInvoice.charge.currency),
                })}
              </p>
            ) : null}
            <form method="post" className="mt-3">
              <input type="hidden" name="intent" value={PAY_BALANCE_INTENT} />
              <input
                type="hidden"
                name={SHOWN_AMOUNT_FIELDS.amountMinor}
                value={order.balanceInvoice.charge.amountMinor}
              />
              <input type="hidden" name={SHOWN_AMOUNT_FIELDS.currency} value={order.balanceInvoice.charge.currency} />
              <SubmitButton isPending={false} pendingLabel={t("page.payingBalance")} className="w-full">
                {t("page.payBalance", { amount: money(order.balanceInvoice.due, order.balanceInvoice.currency) })}
              </SubmitButton>
            </form>
          </div>
        ) : null}
        {error ? <PortalNotice tone="error">{error}</PortalNotice> : null}
      </section>
      <section aria-labelledby="order-invoices" className="space-y-3">
        <h2 id="order-invoices" className="text-lg font-semibold text-slate-900">
          {t("page.invoicesTitle")}
        </h2>
        {order.invoices.length === 0 ? (
          <p className="text-sm text-slate-600">{t("page.noInvoice")}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {order.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">
                    {t(`page.kinds.${invoice.kind}`)} {invoice.number}
                  </p>
                  <p className="text-slate-600">
                    {money(invoice.amountTotal, invoice.currency)} · {t(`page.status.${invoice.status}`)}
                  </p>
                </div>
                <a href={invoicePath(invoice.id)} className={SECONDARY_LINK} download>
                  {t("page.download", { number: invoice.number })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
