// To a customer or supplier: a quote, invoice, credit note or purchase order, its PDF attached, with the
// administrator's own message when one was written.
import type { Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";
import { MultilineText } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type DocumentSentProps = {
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
  /** An invoice's way to pay, as its PDF prints it: due date, bank details, reference, link, late-payment wording. */
  payment?: DocumentPayment | null;
  /** The quote still waits for the buyer's answer; an accepted or converted one is only to read and download. */
  canAcceptQuote?: boolean;
  /** A balance invoice's order page, where the buyer pays it online (issue 26 item 4). */
  payUrl?: string | null;
  company: MailCompany;
};

type DocumentPayment = {
  due: string;
  bank: string[];
  reference: string;
  url: string | null;
  late: string;
};

/** The bank details and due date of an invoice (issue 27 item 2). */
function PaymentDetails({ payment, t }: { payment: DocumentPayment; t: ReturnType<typeof getMailT> }) {
  return (
    <div style={{ margin: "0 0 16px", padding: "12px", border: "1px solid #d7e3e8", borderRadius: "6px" }}>
      <p style={{ margin: "0 0 6px", fontWeight: 700 }}>{t("documents:mail.paymentTitle")}</p>
      {payment.due ? <p style={{ margin: "0 0 6px", fontWeight: 700 }}>{payment.due}</p> : null}
      {payment.bank.length > 0 ? (
        <p style={{ margin: "0 0 6px", whiteSpace: "pre-line" }}>
          {[t("documents:pdf.payment.transfer"), ...payment.bank].join("\n")}
        </p>
      ) : null}
      <p style={{ margin: "0 0 6px" }}>{payment.reference}</p>
      {payment.url ? <MailButton href={payment.url}>{t("documents:mail.paymentOnline")}</MailButton> : null}
      <p style={{ margin: "6px 0 0", fontSize: "12px", color: "#5b6b73" }}>{payment.late}</p>
    </div>
  );
}

export function DocumentSent({
  lang,
  subject,
  kind,
  number,
  name,
  amount,
  message,
  quoteUrl,
  payment,
  canAcceptQuote = false,
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
        ? message.split(/\r?\n(?:[ \t]*\r?\n)+/).map((paragraph, index) => (
            <p key={index} style={{ margin: "0 0 12px" }}>
              <MultilineText text={paragraph} />
            </p>
          ))
        : null}
      {payment ? <PaymentDetails payment={payUrl ? { ...payment, url: null } : payment} t={t} /> : null}
      {quoteUrl ? (
        <>
          <p style={{ margin: "0 0 12px" }}>
            {t(canAcceptQuote ? "portal:mail.quoteLinkText" : "portal:mail.quoteLinkTextAnswered")}
          </p>
          <MailButton href={quoteUrl}>{t("portal:mail.openQuote")}</MailButton>
        </>
      ) : null}
      {payUrl ? (
        <>
          <p style={{ margin: "0 0 12px" }}>{t("portal:mail.payBalanceText")}</p>
          <MailButton href={payUrl}>{t("portal:mail.payBalance")}</MailButton>
        </>
      ) : null}
      <p style={{ margin: "0" }}>
        <MultilineText text={t("documents:mail.signature")} />
      </p>
    </MailLayout>
  );
}

export const DOCUMENT_SENT_PREVIEW: DocumentSentProps = {
  lang: "fr",
  subject: "Facture BPE-F-2026-00012 — BPE Engineering & Sourcing Limited",
  kind: "invoice",
  number: "BPE-F-2026-00012",
  name: "Hinano Teriitahi",
  amount: "1 360 362 XPF",
  message: "Merci pour votre commande.\n\nLe navire part le 12 décembre.",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
