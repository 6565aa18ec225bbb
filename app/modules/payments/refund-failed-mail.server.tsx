// To the business, in French, in the webhook's transaction: the provider refused an overpayment's refund, which is
// open again (DESIGN.md ruling 17). Sent once per failed refund: only the event that reopens it queues this mail.
import type { DbTransaction } from "../../db/db.server.ts";
import type { overpayments } from "../../db/schema/index.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { OverpaymentNotification } from "../mail/templates/overpayment-notification.tsx";
import { orderNumber } from "../sales/order-number.ts";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { PaymentMailSettings } from "./queue-payment-mails.server.tsx";
import type { ProviderName, RefundEvent } from "./provider.ts";
import { formatMoney } from "../format/money.ts";

type Options = {
  row: typeof overpayments.$inferSelect;
  refund: RefundEvent;
  reason: string;
  provider: ProviderName;
  mail: PaymentMailSettings;
};

export async function queueRefundFailedMail(tx: DbTransaction, options: Options) {
  const { row, refund, mail } = options;
  const t = getMailT("fr");
  const amount = formatMoney(row.amountMinor, row.currency, "fr-FR");
  const orderId = row.cardPaymentOrderId ?? row.orderId ?? row.invoiceId ?? row.id;
  const reference = orderNumber(orderId);
  const subject = t("payment:overpayment.refundFailed.subject", { reference, amount });
  const adminPath = row.cardPaymentOrderId ? "/admin/airwallex-orders" : `/admin/orders/${encodeURIComponent(orderId)}`;
  const settings = await getSettings(tx);
  const company = await loadMailCompany(tx, mail.company);
  const rendered = renderMail(
    <OverpaymentNotification
      subject={subject}
      intro={t("payment:overpayment.refundFailed.intro")}
      action={t("payment:overpayment.refundFailed.action")}
      rows={[
        { label: t("payment:overpayment.mail.order"), value: reference },
        { label: t("payment:overpayment.mail.amount"), value: amount },
        { label: t("payment:overpayment.mail.reference"), value: `${options.provider} · ${row.providerReference}` },
        { label: t("payment:overpayment.refundFailed.refund"), value: refund.refundId },
        { label: t("payment:overpayment.refundFailed.reason"), value: options.reason },
      ]}
      adminUrl={new URL(adminPath, mail.publicUrl).toString()}
      company={company}
    />,
  );
  await enqueueMail(tx, { to: notificationRecipient(settings, mail.notifyTo), subject, ...rendered });
}
