// To the business: a new quote request with every field and a link to the lead in the back office (in French,
// the back office's language).
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type LeadNotificationProps = {
  subject: string;
  rows: LeadFieldRow[];
  leadUrl: string;
  company: MailCompany;
};

export function LeadNotification({ subject, rows, leadUrl, company }: LeadNotificationProps) {
  const t = getMailT("fr");
  return (
    <MailLayout lang="fr" title={subject} preheader={t("forms:leadMail.notifyIntro")} company={company}>
      <p style={{ margin: "0 0 8px" }}>{t("forms:leadMail.notifyIntro")}</p>
      <LeadFieldsTable rows={rows} />
      <MailButton href={leadUrl}>{t("forms:leadMail.notifyButton")}</MailButton>
    </MailLayout>
  );
}

export const LEAD_NOTIFICATION_PREVIEW: LeadNotificationProps = {
  subject: "Nouvelle demande (formulaire de l'accueil) — Teva Martin",
  rows: [
    { label: "Nom / société", value: "Teva Martin" },
    { label: "Email", value: "teva@example.com" },
    { label: "Message", value: "Tiny house de 70 m² à Moorea." },
  ],
  leadUrl: "http://localhost:3000/admin/leads?lead=00000000-0000-0000-0000-000000000000",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
