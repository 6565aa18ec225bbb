import { Link } from "react-router";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatCalendarDay } from "../../../modules/format/tahiti-date.ts";
import { toCurrency } from "../../../modules/money/currency.ts";

type InvoiceAmountsProps = {
  currency: string;
  amountTotal: number;
  amountPaid: number;
  amountCredited: number;
  amountDue: number;
  payments: ReadonlyArray<{ id: string; paidOn: string; amount: number; method: string }>;
  creditNotes: ReadonlyArray<{ id: string; number: string; amountTotal: number; issuedOn: string }>;
};

/** What an invoice asks and what came in: total, paid, credited, due (never below 0), payments and credit notes. */
export function InvoiceAmounts(props: InvoiceAmountsProps) {
  const { t } = useTranslation("admin-documents");
  const { currency } = props;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("invoices.payments")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(
            [
              ["common.total", props.amountTotal],
              ["invoices.amountPaid", props.amountPaid],
              ["invoices.amountCredited", props.amountCredited],
              ["invoices.amountDue", props.amountDue],
            ] as const
          ).map(([key, amount]) => (
            <div key={key} className="rounded-md bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-500">{t(key)}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatMoney(amount, toCurrency(currency), "fr-FR")}
              </dd>
            </div>
          ))}
        </dl>
        {props.payments.length === 0 ? (
          <p className="text-sm text-slate-500">{t("invoices.noPayments")}</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {props.payments.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-3 py-1.5">
                <span>
                  {formatCalendarDay(payment.paidOn)} · {t(`invoices.methods.${payment.method}`)}
                </span>
                <span className="tabular-nums">{formatMoney(payment.amount, toCurrency(currency), "fr-FR")}</span>
              </li>
            ))}
          </ul>
        )}
        {props.creditNotes.length > 0 ? (
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold text-slate-900">{t("invoices.creditNotes")}</h3>
            <ul className="divide-y divide-slate-100 text-sm">
              {props.creditNotes.map((note) => (
                <li key={note.id} className="flex justify-between gap-3 py-1.5">
                  <Link to={`/admin/credit-notes/${note.id}/preview`} className="text-brand-700 hover:underline">
                    {note.number}
                  </Link>
                  <span className="tabular-nums">
                    {formatCalendarDay(note.issuedOn)} · {formatMoney(note.amountTotal, toCurrency(currency), "fr-FR")}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
