// Money received beyond what the order owed (DESIGN.md ruling 17): each overpayment with its amount and payment
// reference, the owner's decision (refund, through the provider where it offers one, or keep), and a form to record
// one received by hand. Never counted in the order's amounts.
import { Form, useNavigation } from "react-router";
import { CURRENCIES } from "../../../db/schema/columns.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { OVERPAYMENT_INTENTS } from "../../../modules/payments/overpayment-intents.ts";
import type { AdminOrderView } from "../../../modules/sales/admin-order.server.ts";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Input } from "../../ui/input.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { formatAmount, formatDayTime } from "./order-format.ts";

const STATUS_BADGE: Record<string, BadgeVariant> = { open: "warning", refunded: "secondary", kept: "outline" };

function usePending(intent: string, id?: string) {
  const navigation = useNavigation();
  const data = navigation.formData;
  const isPending =
    navigation.state !== "idle" && data?.get("intent") === intent && (!id || data.get("overpaymentId") === id);
  return isPending ? "pending" : "idle";
}

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
  const recordPending = usePending(OVERPAYMENT_INTENTS.record);
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

function OverpaymentRow({ item }: { item: AdminOrderView["overpayments"][number] }) {
  const { t } = useTranslation("admin-orders");
  const refundPending = usePending(OVERPAYMENT_INTENTS.refund, item.id);
  const keepPending = usePending(OVERPAYMENT_INTENTS.keep, item.id);
  const amount = formatAmount(item.amountMinor, item.currency);
  return (
    <li className="grid gap-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-slate-900">{amount}</span>
        <Badge variant={STATUS_BADGE[item.status] ?? "outline"}>
          {t(`detail.overpayments.statuses.${item.status}`)}
        </Badge>
        <time dateTime={item.receivedAt} className="ml-auto text-xs text-slate-500">
          {t("detail.overpayments.received", { date: formatDayTime(item.receivedAt) })}
        </time>
      </div>
      <p className="font-mono text-xs break-all text-slate-600">
        {item.source === "provider"
          ? t("detail.overpayments.providerReference", {
              provider: item.provider ?? "?",
              reference: item.providerReference ?? "?",
            })
          : t("detail.overpayments.manualReference", { reference: item.providerReference || "—" })}
      </p>
      {item.refundReference ? (
        <p className="text-xs text-slate-600">
          {t("detail.overpayments.refundReference", { reference: item.refundReference })}
        </p>
      ) : null}
      {item.status === "open" ? (
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value={OVERPAYMENT_INTENTS.refund} />
            <input type="hidden" name="overpaymentId" value={item.id} />
            <StatusButton type="submit" size="sm" status={refundPending}>
              {item.source === "provider"
                ? t("detail.overpayments.refundProvider", { amount })
                : t("detail.overpayments.refund", { amount })}
            </StatusButton>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value={OVERPAYMENT_INTENTS.keep} />
            <input type="hidden" name="overpaymentId" value={item.id} />
            <StatusButton type="submit" size="sm" variant="outline" status={keepPending}>
              {t("detail.overpayments.keep", { amount })}
            </StatusButton>
          </Form>
        </div>
      ) : null}
    </li>
  );
}
