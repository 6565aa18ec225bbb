// To the business, in French: the weekly restore drill's outcome, success or failure (issue 32 item 6).
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type BackupDrillReportProps = {
  subject: string;
  ok: boolean;
  rows: LeadFieldRow[];
  backupsUrl: string;
  company: MailCompany;
};

export function BackupDrillReport({ subject, ok, rows, backupsUrl, company }: BackupDrillReportProps) {
  const t = getMailT("fr");
  const intro = ok ? t("backupDrill.introOk") : t("backupDrill.introFailed");
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
  ok: true,
  rows: [{ label: "Sauvegarde", value: "bpe-2026-12-03T12-30-00-000Z.bpe-backup.gz" }],
  backupsUrl: "http://localhost:3000/admin/backups",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
