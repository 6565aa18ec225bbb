// The administrator's two writes on the order page: its status and its internal notes (POST forms, work without JS).
import { ShieldCheck } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { ORDER_STATUSES, type OrderStatus } from "../../../modules/sales/statuses.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { ADMIN_NOTES_MAX_LENGTH } from "../../../modules/sales/order-notes.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Field } from "../../ui/field.tsx";
import { Select } from "../../ui/select.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { Textarea } from "../../ui/textarea.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";

function useIntentStatus(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent ? "pending" : "idle";
}

export function OrderStatusCard({
  status,
  hasVerifiedPayment,
  error,
}: {
  status: OrderStatus;
  hasVerifiedPayment: boolean;
  error?: string;
}) {
  const { t } = useTranslation("admin-orders");
  const pending = useIntentStatus("status");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.status.title")}</CardTitle>
        <OrderStatusBadge status={status} />
      </CardHeader>
      <CardContent className="grid gap-3">
        {hasVerifiedPayment ? (
          <p className="flex gap-2 rounded-md bg-emerald-50 p-2 text-xs text-emerald-900">
            <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
            {t("detail.status.verifiedNotice")}
          </p>
        ) : null}
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="status" />
          <Field label={t("detail.status.next")} className="min-w-40 flex-1" error={error}>
            <Select
              name="status"
              defaultValue={status}
              options={ORDER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            />
          </Field>
          <StatusButton type="submit" status={pending}>
            {t("detail.status.apply")}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}

export function OrderNotesCard({ notes, error }: { notes: string | null; error?: string }) {
  const { t } = useTranslation("admin-orders");
  const pending = useIntentStatus("notes");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("detail.notes.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-3">
          <input type="hidden" name="intent" value="notes" />
          <Field label={t("detail.notes.label")} hint={t("detail.notes.hint")} error={error}>
            <Textarea name="notes" rows={5} maxLength={ADMIN_NOTES_MAX_LENGTH} defaultValue={notes ?? ""} />
          </Field>
          <StatusButton type="submit" variant="secondary" status={pending} className="justify-self-start">
            {t("detail.notes.save")}
          </StatusButton>
        </Form>
      </CardContent>
    </Card>
  );
}
