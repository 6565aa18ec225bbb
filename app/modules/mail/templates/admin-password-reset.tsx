// Sent when the administrator asks to reset the password: a one-time link valid one hour.
import { getAuthText } from "../../auth/auth-text.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

export type AdminPasswordResetProps = { email: string; resetUrl: string; company: MailCompany };

const fill = (text: string, email: string) => text.replace("{{email}}", email);

export function adminPasswordResetSubject(): string {
  return getAuthText().mail.resetSubject;
}

export function AdminPasswordReset({
  email = "admin@bpe-polynesie.example",
  resetUrl = "http://localhost:3000/auth/reset-password?token=exemple",
  company = { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
}: Partial<AdminPasswordResetProps>) {
  const text = getAuthText().mail;
  return (
    <MailLayout lang="fr" title={text.resetSubject} preheader={text.resetHeading} company={company}>
      <h1 style={{ fontSize: "20px", margin: "0 0 16px" }}>{text.resetHeading}</h1>
      <p>{fill(text.resetText, email)}</p>
      <MailButton href={resetUrl}>{text.resetButton}</MailButton>
      <p>{text.linkFallback}</p>
      <p style={{ wordBreak: "break-all" }}>{resetUrl}</p>
      <p>{text.ignore}</p>
    </MailLayout>
  );
}
