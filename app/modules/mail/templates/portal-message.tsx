// The customer's pages (issue 18): to a buyer, a link to their quote or order (a milestone reached, the link sent
// again); to the business, a quote accepted or refused. Paragraphs, a table of facts, one button.
import type { Locale } from "../../i18n/locales.ts";
import { LeadFieldsTable, type LeadFieldRow, MultilineText } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type PortalMessageProps = {
  lang: Locale;
  subject: string;
  paragraphs: string[];
  rows?: LeadFieldRow[];
  button: { href: string; label: string };
  company: MailCompany;
};

export function PortalMessage({ lang, subject, paragraphs, rows = [], button, company }: PortalMessageProps) {
  return (
    <MailLayout lang={lang} title={subject} preheader={paragraphs[0]} company={company}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={{ margin: "0 0 12px" }}>
          <MultilineText text={paragraph} />
        </p>
      ))}
      {rows.length > 0 ? <LeadFieldsTable rows={rows} lang={lang} /> : null}
      <MailButton href={button.href}>{button.label}</MailButton>
    </MailLayout>
  );
}
