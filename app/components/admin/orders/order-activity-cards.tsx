// What happened around an order: the provider's notifications, the mails sent, the changes made.
import type { BadgeVariant } from "../../ui/badge.tsx";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import type { AdminOrderView } from "../../../modules/sales/admin-order.server.ts";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

const OUTCOME_BADGE: Record<string, BadgeVariant> = {
  applied: "success",
  unchanged: "secondary",
  mismatch: "destructive",
  overpayment: "warning",
  no_order: "warning",
  ignored: "outline",
  none: "outline",
};

function EmptyLine({ children }: { children: string }) {
  return <CardContent className="text-sm text-slate-600">{children}</CardContent>;
}

export function OrderPaymentsCard({ order, events }: Pick<AdminOrderView, "order" | "events">) {
  const { t } = useTranslation("admin-orders");
  return (
    <Card>
      <CardHeader>
        <CardTitle id="order-payments">{t("detail.payments.title")}</CardTitle>
        {order.paymentProvider && order.paymentReference ? (
          <p className="font-mono text-xs text-slate-500">
            {t("detail.payments.reference", { provider: order.paymentProvider, reference: order.paymentReference })}
          </p>
        ) : null}
      </CardHeader>
      {events.length === 0 ? (
        <EmptyLine>{t("detail.payments.empty")}</EmptyLine>
      ) : (
        <ul aria-labelledby="order-payments" className="divide-y divide-slate-100">
          {events.map((event) => {
            const outcome = event.outcome ?? "none";
            const detail = event.detail as { expected?: string; received?: string } | null;
            return (
              <li key={event.id} className="grid gap-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-xs text-slate-900">{event.type}</span>
                  <Badge variant={OUTCOME_BADGE[outcome] ?? "outline"}>
                    {t(`detail.payments.outcomes.${outcome}`)}
                  </Badge>
                  <time dateTime={event.receivedAt} className="ml-auto text-xs text-slate-500">
                    {t("detail.payments.received", { date: formatTahitiDateTime(event.receivedAt) })}
                  </time>
                </div>
                <p className="font-mono text-xs break-all text-slate-500">
                  {event.provider} · {event.eventId}
                </p>
                {outcome === "mismatch" && detail ? (
                  <p className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-800">
                    {t("detail.payments.mismatch", {
                      expected: detail.expected ?? "?",
                      received: detail.received ?? "?",
                    })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

const MAIL_BADGE: Record<string, BadgeVariant> = {
  queued: "secondary",
  sent: "success",
  logged: "outline",
  failed: "destructive",
};

export function OrderMailsCard({ mails }: Pick<AdminOrderView, "mails">) {
  const { t } = useTranslation("admin-orders");
  return (
    <Card>
      <CardHeader>
        <CardTitle id="order-mails">{t("detail.mails.title")}</CardTitle>
      </CardHeader>
      {mails.length === 0 ? (
        <EmptyLine>{t("detail.mails.empty")}</EmptyLine>
      ) : (
        <ul aria-labelledby="order-mails" className="divide-y divide-slate-100">
          {mails.map((mail) => (
            <li key={mail.id} className="grid gap-1 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="min-w-0 flex-1 font-medium text-slate-900">{mail.subject}</span>
                <Badge variant={MAIL_BADGE[mail.status] ?? "outline"}>
                  {t(`detail.mails.statuses.${mail.status}`)}
                </Badge>
              </div>
              <p className="text-xs text-slate-500">
                {t("detail.mails.to", { to: mail.to })} ·{" "}
                <time dateTime={mail.sentAt ?? mail.createdAt}>
                  {formatTahitiDateTime(mail.sentAt ?? mail.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const HISTORY_KEYS = new Set([
  "order.status",
  "order.status_refused",
  "order.notes",
  "order.deposit_paid",
  "order.payment_mismatch",
]);

export function OrderHistoryCard({ history }: Pick<AdminOrderView, "history">) {
  const { t } = useTranslation("admin-orders");
  const statusLabel = (value: unknown) =>
    typeof value === "string" ? t(`statuses.${value}`, { defaultValue: value }) : "—";
  return (
    <Card>
      <CardHeader>
        <CardTitle id="order-history">{t("detail.history.title")}</CardTitle>
      </CardHeader>
      {history.length === 0 ? (
        <EmptyLine>{t("detail.history.empty")}</EmptyLine>
      ) : (
        <ol aria-labelledby="order-history" className="divide-y divide-slate-100">
          {history.map((entry) => {
            const key = HISTORY_KEYS.has(entry.action) ? entry.action.replace(".", "_") : "other";
            return (
              <li key={entry.id} className="grid gap-0.5 px-4 py-2 text-sm">
                <span className="text-slate-900">
                  {t(`detail.history.actions.${key}`, {
                    from: statusLabel(entry.summary.from),
                    to: statusLabel(entry.summary.to),
                    action: entry.action,
                  })}
                </span>
                <span className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatTahitiDateTime(entry.at)}</time> · {entry.actor}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
