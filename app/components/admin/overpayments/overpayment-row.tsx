// One overpayment (DESIGN.md ruling 17), as the order page and the card-payment page list it: amount, state, date,
// payment reference, the refund's reference or last failure, and the owner's decisions while it is open (refund,
// through the provider where it offers one, or keep). The page's action reads the intents.
import { Form, useNavigation } from "react-router";
import type { Currency } from "../../../modules/money/currency.ts";
import { useTranslation } from "../../../modules/i18n/react.tsx";
import { OVERPAYMENT_INTENTS } from "../../../modules/payments/overpayment-intents.ts";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { StatusButton } from "../../ui/status-button.tsx";
import { formatMoney } from "../../../modules/format/money.ts";
import { formatTahitiDateTime } from "../../../modules/format/tahiti-date.ts";

export type OverpaymentRowView = {
  id: string;
  source: "provider" | "manual";
  provider: string | null;
  providerReference: string | null;
  amountMinor: number;
  currency: Currency;
  receivedAt: string;
  status: "open" | "refund_requested" | "refunded" | "kept";
  refundReference: string | null;
  refundFailureReason: string | null;
};

const STATUS_BADGE: Record<OverpaymentRowView["status"], BadgeVariant> = {
  open: "warning",
  refund_requested: "secondary",
  refunded: "secondary",
  kept: "outline",
};

export function useOverpaymentPending(intent: string, id?: string) {
  const navigation = useNavigation();
  const data = navigation.formData;
  const isPending =
    navigation.state !== "idle" && data?.get("intent") === intent && (!id || data.get("overpaymentId") === id);
  return isPending ? "pending" : "idle";
}

/** `subject` names what the money was about where the page lists several (the card-payment page). */
export function OverpaymentRow({ item, subject }: { item: OverpaymentRowView; subject?: string }) {
  const { t } = useTranslation("admin-orders");
  const refundPending = useOverpaymentPending(OVERPAYMENT_INTENTS.refund, item.id);
  const keepPending = useOverpaymentPending(OVERPAYMENT_INTENTS.keep, item.id);
  const amount = formatMoney(item.amountMinor, item.currency, "fr-FR");
  return (
    <li className="grid gap-2 px-4 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold tabular-nums text-slate-900">{amount}</span>
        <Badge variant={STATUS_BADGE[item.status]}>{t(`detail.overpayments.statuses.${item.status}`)}</Badge>
        {subject ? <span className="text-xs text-slate-600">{subject}</span> : null}
        <time dateTime={item.receivedAt} className="ml-auto text-xs text-slate-500">
          {t("detail.overpayments.received", { date: formatTahitiDateTime(item.receivedAt) })}
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
      {item.status === "open" && item.refundFailureReason ? (
        <p role="status" className="text-xs text-red-800">
          {t("detail.overpayments.refundFailed", { reason: item.refundFailureReason })}
        </p>
      ) : null}
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
