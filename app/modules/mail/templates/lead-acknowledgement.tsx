// To the visitor, in the language they used: the request arrived, an answer comes within 48 h (24 h for a product's
// quote request, as the product sheet's toast promises: storefront §7).
import type { LeadSource } from "../../sales/statuses.ts";
import type { Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { type MailCompany, MailLayout } from "./mail-layout.tsx";

type LeadAcknowledgementProps = {
  lang: Locale;
  name: string;
  /** Where the request came from: a product's quote request is answered within 24 h. */
  source?: LeadSource;
  rows: LeadFieldRow[];
  company: MailCompany;
};

export function LeadAcknowledgement({ lang, name, source, rows, company }: LeadAcknowledgementProps) {
  const t = getMailT(lang);
  const subject = t("forms:leadMail.ackSubject");
  const body = t(source === "product" ? "forms:leadMail.ackBodyProduct" : "forms:leadMail.ackBody");
  return (
    <MailLayout lang={lang} title={subject} preheader={body} company={company}>
      <p style={{ margin: "0 0 12px" }}>{t("forms:leadMail.ackGreeting", { name })}</p>
      <p style={{ margin: "0 0 12px" }}>{body}</p>
      <p style={{ margin: "0" }}>{t("forms:leadMail.ackSummary")}</p>
      <LeadFieldsTable rows={rows} lang={lang} />
      <p style={{ margin: "12px 0" }}>{t("forms:leadMail.ackWhatsapp")}</p>
      <p style={{ margin: "0" }}>{t("forms:leadMail.ackSignature")}</p>
    </MailLayout>
  );
}

export const LEAD_ACKNOWLEDGEMENT_PREVIEW: LeadAcknowledgementProps = {
  lang: "fr",
  name: "Teva Martin",
  rows: [{ label: "Message", value: "Tiny house de 70 m² à Moorea." }],
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
