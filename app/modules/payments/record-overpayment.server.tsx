// A succeeded provider payment for money already received (DESIGN.md ruling 17): recorded apart as an overpayment,
// mailed to the business in the same transaction, never applied to the order or invoice and never counted as revenue.
import type { DbTransaction } from "../../db/db.server.ts";
import { CURRENCIES, overpayments, type Currency } from "../../db/schema/index.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import { OverpaymentNotification } from "../mail/templates/overpayment-notification.tsx";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { AppliedOutcome, ApplyPaymentOutcomeOptions } from "./apply-payment-outcome.server.ts";
import { auditPayment } from "./payment-audit.server.ts";
import type { PaymentKind } from "./provider.ts";
import { orderNumber } from "../sales/order-number.ts";
import { formatMoney } from "../format/money.ts";

export type OverpaymentSubject = {
  kind: PaymentKind;
  /** The deposit order, or the order of a balance invoice, or the card-payment order. */
  orderId: string;
  invoiceId?: string;
};

/** Whether a succeeded event carries an amount and a currency an overpayment can be recorded in. */
export function hasRecordableAmount(payment: ApplyPaymentOutcomeOptions["payment"]): boolean {
  return (
    typeof payment.amountMinor === "number" &&
    Number.isInteger(payment.amountMinor) &&
    payment.amountMinor > 0 &&
    (CURRENCIES as readonly string[]).includes(payment.currency ?? "")
  );
}

/** Must run inside the webhook's (or status query's) transaction; the caller checked hasRecordableAmount. */
export async function recordProviderOverpayment(
  tx: DbTransaction,
  options: ApplyPaymentOutcomeOptions,
  subject: OverpaymentSubject,
): Promise<AppliedOutcome> {
  const { payment, provider } = options;
  const amountMinor = payment.amountMinor ?? 0;
  const currency = payment.currency as Currency;
  // A status query has no event id: the payment id then keys the row, so a second query records nothing twice.
  const eventId = options.eventId ?? `status:${payment.paymentId}`;
  const [row] = await tx
    .insert(overpayments)
    .values({
      source: "provider",
      orderId: subject.kind === "card" ? null : subject.orderId,
      cardPaymentOrderId: subject.kind === "card" ? subject.orderId : null,
      invoiceId: subject.invoiceId ?? null,
      provider,
      providerReference: payment.paymentId,
      eventId,
      amountMinor,
      currency,
    })
    .onConflictDoNothing({ target: [overpayments.provider, overpayments.eventId] })
    .returning({ id: overpayments.id });
  const detail = { amount: `${amountMinor} ${currency}`, reference: `${provider}:${payment.paymentId}` };
  if (!row) return { result: "overpayment", kind: subject.kind, orderId: subject.orderId, detail };
  const entity = subject.kind === "card" ? "card_payment_order" : "order";
  await auditPayment(tx, options, "overpayment.recorded", entity, subject.orderId, { overpaymentId: row.id });

  const settings = await getSettings(tx);
  const company = await loadMailCompany(tx, options.mail.company);
  const t = getMailT("fr");
  const amount = formatMoney(amountMinor, currency, "fr-FR");
  const reference = orderNumber(subject.orderId);
  const subjectLine = t("payment:overpayment.mail.subject", { reference, amount });
  const adminPath =
    subject.kind === "card" ? "/admin/airwallex-orders" : `/admin/orders/${encodeURIComponent(subject.orderId)}`;
  const mail = renderMail(
    <OverpaymentNotification
      subject={subjectLine}
      rows={[
        { label: t("payment:overpayment.mail.order"), value: reference },
        { label: t("payment:overpayment.mail.kind"), value: t(`payment:mail.kinds.${subject.kind}`) },
        { label: t("payment:overpayment.mail.amount"), value: amount },
        { label: t("payment:overpayment.mail.reference"), value: `${provider} · ${payment.paymentId}` },
      ]}
      adminUrl={new URL(adminPath, options.mail.publicUrl).toString()}
      company={company}
    />,
  );
  await enqueueMail(tx, {
    to: notificationRecipient(settings, options.mail.notifyTo),
    subject: subjectLine,
    ...mail,
  });
  return { result: "overpayment", kind: subject.kind, orderId: subject.orderId, detail };
}
