// To the business, in French: a provider confirmed a payment for money already received (DESIGN.md ruling 17).
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type OverpaymentNotificationProps = {
  subject: string;
  rows: LeadFieldRow[];
  adminUrl: string;
  company: MailCompany;
  /** Another first and last paragraph (a refund the provider refused); the overpayment's own by default. */
  intro?: string;
  action?: string;
};

export function OverpaymentNotification(props: OverpaymentNotificationProps) {
  const { subject, rows, adminUrl, company } = props;
  const t = getMailT("fr");
  const intro = props.intro ?? t("payment:overpayment.mail.intro");
  return (
    <MailLayout lang="fr" title={subject} preheader={intro} company={company}>
      <p style={{ margin: "0 0 8px" }}>{intro}</p>
      <LeadFieldsTable rows={rows} />
      <p style={{ margin: "0 0 8px" }}>{props.action ?? t("payment:overpayment.mail.action")}</p>
      <MailButton href={adminUrl}>{t("payment:mail.notifyButton")}</MailButton>
    </MailLayout>
  );
}

export const OVERPAYMENT_NOTIFICATION_PREVIEW: OverpaymentNotificationProps = {
  subject: "Trop-perçu — commande 1a2b3c4d (1 234,56 $US)",
  rows: [{ label: "Montant", value: "1 234,56 $US" }],
  adminUrl: "http://localhost:3000/admin/orders",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
