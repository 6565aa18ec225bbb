// To the business, in French: the weekly restore drill went well (issue 32 item 6). A failed drill is a failed job
// run, mailed as every job failure is (the scheduler's job-failure-notification).
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type BackupDrillReportProps = {
  subject: string;
  rows: LeadFieldRow[];
  backupsUrl: string;
  company: MailCompany;
};

export function BackupDrillReport({ subject, rows, backupsUrl, company }: BackupDrillReportProps) {
  const t = getMailT("fr");
  const intro = t("backupDrill.introOk");
  return (
    <MailLayout lang="fr" title={subject} preheader={intro} company={company}>
      <p style={{ margin: "0 0 8px" }}>{intro}</p>
      <LeadFieldsTable rows={rows} />
      <MailButton href={backupsUrl}>{t("backupDrill.button")}</MailButton>
    </MailLayout>
  );
}

export const BACKUP_DRILL_REPORT_PREVIEW: BackupDrillReportProps = {
  subject: "Exercice de restauration réussi",
  rows: [{ label: "Sauvegarde", value: "bpe-2026-12-03T12-30-00-000Z.bpe-backup.gz" }],
  backupsUrl: "http://localhost:3000/admin/backups",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
