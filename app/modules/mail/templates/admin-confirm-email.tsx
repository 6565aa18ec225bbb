// Sent at sign-up of the administrator account (back-office spec §2): the link confirms the address.
import { getServerT } from "../../i18n/get-server-t.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type AdminConfirmEmailProps = { email: string; confirmUrl: string; company: MailCompany };

export function adminConfirmEmailSubject(): string {
  return getServerT("fr", "auth")("mail.confirmSubject");
}

export function AdminConfirmEmail({
  email = "admin@bpe-polynesie.example",
  confirmUrl = "http://localhost:3000/auth/confirm?token=exemple",
  company = { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
}: Partial<AdminConfirmEmailProps>) {
  const t = getServerT("fr", "auth");
  return (
    <MailLayout lang="fr" title={t("mail.confirmSubject")} preheader={t("mail.confirmHeading")} company={company}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{t("mail.confirmHeading")}</h1>
      <p>{t("mail.confirmText", { email })}</p>
      <MailButton href={confirmUrl}>{t("mail.confirmButton")}</MailButton>
      <p>{t("mail.linkFallback")}</p>
      <p style={{ wordBreak: "break-all" }}>{confirmUrl}</p>
      <p>{t("mail.ignore")}</p>
    </MailLayout>
  );
}
