// To the business, in French: a scheduled job failed after its retries (issue 31 item 1). One per failure streak.
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type JobFailureNotificationProps = {
  subject: string;
  rows: LeadFieldRow[];
  jobsUrl: string;
  company: MailCompany;
};

export function JobFailureNotification({ subject, rows, jobsUrl, company }: JobFailureNotificationProps) {
  const t = getMailT("fr");
  return (
    <MailLayout lang="fr" title={subject} preheader={t("jobFailure.intro")} company={company}>
      <p style={{ margin: "0 0 8px" }}>{t("jobFailure.intro")}</p>
      <LeadFieldsTable rows={rows} />
      <p style={{ margin: "0 0 8px" }}>{t("jobFailure.once")}</p>
      <MailButton href={jobsUrl}>{t("jobFailure.button")}</MailButton>
    </MailLayout>
  );
}

export const JOB_FAILURE_NOTIFICATION_PREVIEW: JobFailureNotificationProps = {
  subject: "Tâche planifiée en échec : Purge des données périmées",
  rows: [{ label: "Erreur", value: "connection refused" }],
  jobsUrl: "http://localhost:3000/admin/jobs",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
