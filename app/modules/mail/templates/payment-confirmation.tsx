// To the buyer, in the order's language: the payment (card purchase, deposit or balance) is confirmed by the provider.
import type { Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type PaymentConfirmationProps = {
  lang: Locale;
  subject: string;
  kind: "card" | "deposit" | "balance";
  name: string | null;
  rows: LeadFieldRow[];
  orderUrl: string;
  /** When the balance is due, in `lang` (settings, DESIGN.md ruling 12): the deposit mail's next step names it. */
  balanceTerms: string;
  company: MailCompany;
};

export function PaymentConfirmation({
  lang,
  subject,
  kind,
  name,
  rows,
  orderUrl,
  balanceTerms,
  company,
}: PaymentConfirmationProps) {
  const t = getMailT(lang);
  return (
    <MailLayout lang={lang} title={subject} preheader={t(`payment:mail.${kind}Intro`)} company={company}>
      <p style={{ margin: "0 0 12px" }}>
        {name ? t("payment:mail.greetingName", { name }) : t("payment:mail.greeting")}
      </p>
      <p style={{ margin: "0 0 12px" }}>{t(`payment:mail.${kind}Intro`)}</p>
      <LeadFieldsTable rows={rows} lang={lang} />
      <p style={{ margin: "12px 0" }}>{t(`payment:mail.${kind}Next`, { terms: balanceTerms })}</p>
      <MailButton href={orderUrl}>{t("payment:mail.viewOrder")}</MailButton>
      <p style={{ margin: "0" }}>{t("payment:mail.signature")}</p>
    </MailLayout>
  );
}

export const PAYMENT_CONFIRMATION_PREVIEW: PaymentConfirmationProps = {
  lang: "fr",
  subject: "Paiement confirmé — commande 1a2b3c4d",
  kind: "card",
  name: null,
  rows: [
    { label: "Produit", value: "Kit structure tiny house 70 m² × 1" },
    { label: "Montant payé", value: "1 234,56 $US" },
  ],
  orderUrl: "http://localhost:3000/payment/success?orderId=00000000-0000-0000-0000-000000000000",
  balanceTerms: "avant le départ du navire",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
