// Money received beyond what the order owed (DESIGN.md ruling 17): each overpayment with its amount and payment
// reference, the owner's decision (refund, through the provider where it offers one, or keep), and a form to record
// one received by hand. Never counted in the order's amounts.
import { Form } from "react-router";
import { CURRENCIES } from "../../../modules/money/currency.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { OVERPAYMENT_INTENTS } from "../../../modules/payments/overpayment-intents.ts";
import type { AdminOrderView } from "../../../modules/sales/admin-order.server.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { OverpaymentRow, useOverpaymentPending } from "../overpayments/overpayment-row.tsx";

export function OrderOverpaymentsCard({
  overpayments,
  currency,
  today,
  error,
}: {
  overpayments: AdminOrderView["overpayments"];
  currency: string;
  today: string;
  error?: string;
}) {
  const { t } = useTranslation("admin-orders");
  const recordPending = useOverpaymentPending(OVERPAYMENT_INTENTS.record);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="order-overpayments">{t("detail.overpayments.title")}</CardTitle>
        <p className="text-xs text-slate-500">{t("detail.overpayments.intro")}</p>
      </CardHeader>
      {overpayments.length === 0 ? (
        <CardContent className="text-sm text-slate-600">{t("detail.overpayments.empty")}</CardContent>
      ) : (
        <ul aria-labelledby="order-overpayments" className="divide-y divide-slate-100">
          {overpayments.map((item) => (
            <OverpaymentRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <CardContent className="border-t border-slate-100 pt-4">
        {error ? (
          <p role="alert" className="mb-3 rounded-md bg-red-50 px-2 py-1 text-sm text-red-800">
            {error}
          </p>
        ) : null}
        <details>
          <summary className="cursor-pointer text-sm font-medium text-slate-900">
            {t("detail.overpayments.record.title")}
          </summary>
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
            <input type="hidden" name="intent" value={OVERPAYMENT_INTENTS.record} />
            <Field label={t("detail.overpayments.record.amount")}>
              <Input name="amount" inputMode="decimal" required autoComplete="off" />
            </Field>
            <Field label={t("detail.overpayments.record.currency")}>
              <Select
                name="currency"
                defaultValue={currency}
                options={CURRENCIES.map((value) => ({ value, label: value }))}
              />
            </Field>
            <Field label={t("detail.overpayments.record.date")}>
              <Input name="receivedOn" type="date" required defaultValue={today} />
            </Field>
            <Field label={t("detail.overpayments.record.reference")}>
              <Input name="reference" maxLength={200} autoComplete="off" />
            </Field>
            <StatusButton type="submit" variant="secondary" status={recordPending} className="justify-self-start">
              {t("detail.overpayments.record.submit")}
            </StatusButton>
          </Form>
        </details>
      </CardContent>
    </Card>
  );
}
