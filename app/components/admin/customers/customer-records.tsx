import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CardPaymentStatus, LeadSource, LeadStatus, OrderStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Section } from "../../ui/section.tsx";
import { CardPaymentStatusBadge } from "../card-payments/card-payment-status-badge.tsx";
import { LeadStatusBadge } from "../leads/lead-status.tsx";
import { orderNumber } from "../../../modules/sales/order-number.ts";
import type { Currency } from "../../../modules/money/currency.ts";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDate } from "../../../modules/format/tahiti-date.ts";

type Dated = { id: string; createdAt: string };
type CustomerRecordsProps = {
  leads: Array<Dated & { status: LeadStatus; source: LeadSource; productSlug: string | null }>;
  orders: Array<Dated & { status: OrderStatus; productSlug: string; qty: number; amount: number; currency: Currency }>;
  cardPayments: Array<
    Dated & {
      status: CardPaymentStatus;
      productTitle: string | null;
      productSlug: string | null;
      quantity: number;
      amount: number;
      currency: Currency;
    }
  >;
  quotes: Array<Dated & { number: string; status: string; total: number; currency: Currency }>;
  invoices: Array<Dated & { number: string; status: string; total: number; currency: Currency }>;
};

const money = (amount: number, currency: Currency) => formatMoney(amount, currency, "fr-FR");

/** What is attached to a customer: leads, orders, card payments and documents, each linking to its own page. */
export function CustomerRecords({ leads, orders, cardPayments, quotes, invoices }: CustomerRecordsProps) {
  const { t } = useTranslation("admin-customers");
  return (
    <div className="min-w-0 space-y-6">
      <Records
        title={t("records.leads")}
        empty={t("records.noLeads")}
        headers={[t("records.date"), t("records.source"), t("records.product"), t("records.status")]}
        rows={leads.map((lead) => ({
          id: lead.id,
          cells: [
            <Link key="date" to={`/admin/leads?lead=${lead.id}`} className="text-brand-700 hover:underline">
              {formatTahitiDate(lead.createdAt)}
            </Link>,
            t(`admin-leads:sources.${lead.source}`),
            lead.productSlug ?? "—",
            <LeadStatusBadge key="status" status={lead.status} />,
          ],
        }))}
      />
      <Records
        title={t("records.orders")}
        empty={t("records.noOrders")}
        headers={[
          t("records.order"),
          t("records.date"),
          t("records.product"),
          t("records.amount"),
          t("records.status"),
        ]}
        rows={orders.map((order) => ({
          id: order.id,
          cells: [
            <Link key="id" to={`/admin/orders/${order.id}`} className="font-mono text-brand-700 hover:underline">
              {orderNumber(order.id)}
            </Link>,
            formatTahitiDate(order.createdAt),
            `${order.productSlug} × ${order.qty}`,
            money(order.amount, order.currency),
            t(`orderStatuses.${order.status}`),
          ],
        }))}
      />
      <Records
        title={t("records.cardPayments")}
        empty={t("records.noCardPayments")}
        headers={[t("records.date"), t("records.product"), t("records.amount"), t("records.status")]}
        rows={cardPayments.map((payment) => ({
          id: payment.id,
          cells: [
            formatTahitiDate(payment.createdAt),
            `${payment.productTitle ?? payment.productSlug ?? "—"} × ${payment.quantity}`,
            money(payment.amount, payment.currency),
            <CardPaymentStatusBadge key="status" status={payment.status} />,
          ],
        }))}
      />
      <Records
        title={t("records.documents")}
        empty={t("records.noDocuments")}
        headers={[t("records.number"), t("records.kind"), t("records.date"), t("records.amount"), t("records.status")]}
        rows={[
          ...quotes.map((quote) => ({ ...quote, kind: "quote" as const })),
          ...invoices.map((invoice) => ({ ...invoice, kind: "invoice" as const })),
        ]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((document) => ({
            id: document.id,
            cells: [
              <Link
                key="number"
                to={`/admin/${document.kind === "quote" ? "quotes" : "invoices"}/${document.id}`}
                className="font-mono text-brand-700 hover:underline"
              >
                {document.number}
              </Link>,
              t(`records.kinds.${document.kind}`),
              formatTahitiDate(document.createdAt),
              money(document.total, document.currency),
              t(`documentStatuses.${document.status}`),
            ],
          }))}
      />
    </div>
  );
}

type RecordsProps = {
  title: string;
  empty: string;
  headers: string[];
  rows: Array<{ id: string; cells: ReactNode[] }>;
};

function Records({ title, empty, headers, rows }: RecordsProps) {
  return (
    <Section title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500">{empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="bg-slate-50 text-left text-xs font-medium text-slate-600">
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-3 py-2 whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row) => (
                <tr key={row.id}>
                  {row.cells.map((cell, index) => (
                    <td key={index} className="px-3 py-2 whitespace-nowrap text-slate-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
