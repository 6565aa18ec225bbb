// To a customer or supplier: a quote, invoice, credit note or purchase order, its PDF attached, with the
// administrator's own message when one was written.
import type { Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

export type DocumentSentProps = {
  lang: Locale;
  subject: string;
  /** quote, invoice, credit_note or purchase_order: the word used in the sentence. */
  kind: "quote" | "invoice" | "credit_note" | "purchase_order";
  number: string;
  name: string | null;
  /** The document's total, formatted. */
  amount: string | null;
  message: string | null;
  /** A quote's private page, where the buyer accepts or refuses it (issue 18). */
  quoteUrl?: string | null;
  /** A balance invoice's order page, where the buyer pays it online (issue 26 item 4). */
  payUrl?: string | null;
  company: MailCompany;
};

export function DocumentSent({
  lang,
  subject,
  kind,
  number,
  name,
  amount,
  message,
  quoteUrl,
  payUrl,
  company,
}: DocumentSentProps) {
  const t = getMailT(lang);
  const intro = t("documents:mail.intro", { kind: t(`documents:mail.kinds.${kind}`), number });
  return (
    <MailLayout lang={lang} title={subject} preheader={intro} company={company}>
      <p style={{ margin: "0 0 12px" }}>
        {name ? t("documents:mail.greetingName", { name }) : t("documents:mail.greeting")}
      </p>
      <p style={{ margin: "0 0 12px" }}>{intro}</p>
      {amount ? <p style={{ margin: "0 0 12px" }}>{t("documents:mail.amount", { amount })}</p> : null}
      {message
        ? message.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index} style={{ margin: "0 0 12px", whiteSpace: "pre-line" }}>
              {paragraph}
            </p>
          ))
        : null}
      {quoteUrl ? (
        <>
          <p style={{ margin: "0 0 12px" }}>{t("portal:mail.quoteLinkText")}</p>
          <MailButton href={quoteUrl}>{t("portal:mail.openQuote")}</MailButton>
        </>
      ) : null}
      {payUrl ? (
        <>
          <p style={{ margin: "0 0 12px" }}>{t("portal:mail.payBalanceText")}</p>
          <MailButton href={payUrl}>{t("portal:mail.payBalance")}</MailButton>
        </>
      ) : null}
      <p style={{ margin: "0", whiteSpace: "pre-line" }}>{t("documents:mail.signature")}</p>
    </MailLayout>
  );
}

export const DOCUMENT_SENT_PREVIEW: DocumentSentProps = {
  lang: "fr",
  subject: "FACTURE BPE-F-2026-00012 — BPE Engineering & Sourcing Limited",
  kind: "invoice",
  number: "BPE-F-2026-00012",
  name: "Hinano Teriitahi",
  amount: "1 360 362 XPF",
  message: "Merci pour votre commande.\n\nLe navire part le 12 décembre.",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
