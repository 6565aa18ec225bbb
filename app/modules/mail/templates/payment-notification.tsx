// To the business, in French (the back office's language): a payment was confirmed by the provider.
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type PaymentNotificationProps = {
  subject: string;
  rows: LeadFieldRow[];
  adminUrl: string;
  company: MailCompany;
};

export function PaymentNotification({ subject, rows, adminUrl, company }: PaymentNotificationProps) {
  const t = getMailT("fr");
  return (
    <MailLayout lang="fr" title={subject} preheader={t("payment:mail.notifyIntro")} company={company}>
      <p style={{ margin: "0 0 8px" }}>{t("payment:mail.notifyIntro")}</p>
      <LeadFieldsTable rows={rows} />
      <MailButton href={adminUrl}>{t("payment:mail.notifyButton")}</MailButton>
    </MailLayout>
  );
}

export const PAYMENT_NOTIFICATION_PREVIEW: PaymentNotificationProps = {
  subject: "Paiement reçu — commande 1a2b3c4d (1 234,56 $US)",
  rows: [
    { label: "Type", value: "Paiement par carte" },
    { label: "Montant payé", value: "1 234,56 $US" },
  ],
  adminUrl: "http://localhost:3000/admin/orders",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
