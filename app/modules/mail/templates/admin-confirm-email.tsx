// Sent at sign-up of the administrator account (back-office spec §2): the link confirms the address.
import { getAuthText } from "../../auth/auth-text.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

export type AdminConfirmEmailProps = { email: string; confirmUrl: string; company: MailCompany };

const fill = (text: string, email: string) => text.replace("{{email}}", email);

export function adminConfirmEmailSubject(): string {
  return getAuthText().mail.confirmSubject;
}

export function AdminConfirmEmail({
  email = "admin@bpe-polynesie.example",
  confirmUrl = "http://localhost:3000/auth/confirm?token=exemple",
  company = { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
}: Partial<AdminConfirmEmailProps>) {
  const text = getAuthText().mail;
  return (
    <MailLayout lang="fr" title={text.confirmSubject} preheader={text.confirmHeading} company={company}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{text.confirmHeading}</h1>
      <p>{fill(text.confirmText, email)}</p>
      <MailButton href={confirmUrl}>{text.confirmButton}</MailButton>
      <p>{text.linkFallback}</p>
      <p style={{ wordBreak: "break-all" }}>{confirmUrl}</p>
      <p>{text.ignore}</p>
    </MailLayout>
  );
}
