// Sent when the administrator asks to reset the password: a one-time link valid one hour.
import { getServerT } from "../../i18n/get-server-t.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type AdminPasswordResetProps = { email: string; resetUrl: string; company: MailCompany };

export function adminPasswordResetSubject(): string {
  return getServerT("fr", "auth")("mail.resetSubject");
}

export function AdminPasswordReset({
  email = "admin@bpe-polynesie.example",
  resetUrl = "http://localhost:3000/auth/reset-password?token=exemple",
  company = { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
}: Partial<AdminPasswordResetProps>) {
  const t = getServerT("fr", "auth");
  return (
    <MailLayout lang="fr" title={t("mail.resetSubject")} preheader={t("mail.resetHeading")} company={company}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{t("mail.resetHeading")}</h1>
      <p>{t("mail.resetText", { email })}</p>
      <MailButton href={resetUrl}>{t("mail.resetButton")}</MailButton>
      <p>{t("mail.linkFallback")}</p>
      <p style={{ wordBreak: "break-all" }}>{resetUrl}</p>
      <p>{t("mail.ignore")}</p>
    </MailLayout>
  );
}
