// To the buyer, in the language they used: the order is registered, the deposit can be paid from the checkout.
import type { Locale } from "../../i18n/locales.ts";
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type OrderAcknowledgementProps = {
  lang: Locale;
  name: string;
  orderNumber: string;
  rows: LeadFieldRow[];
  checkoutUrl: string;
  company: MailCompany;
};

export function OrderAcknowledgement({
  lang,
  name,
  orderNumber,
  rows,
  checkoutUrl,
  company,
}: OrderAcknowledgementProps) {
  const t = getMailT(lang);
  const subject = t("product:orderMail.ackSubject", { number: orderNumber });
  return (
    <MailLayout lang={lang} title={subject} preheader={t("product:orderMail.ackBody")} company={company}>
      <p style={{ margin: "0 0 12px" }}>{t("product:orderMail.ackGreeting", { name })}</p>
      <p style={{ margin: "0 0 12px" }}>{t("product:orderMail.ackBody")}</p>
      <LeadFieldsTable rows={rows} lang={lang} />
      <MailButton href={checkoutUrl}>{t("product:orderMail.ackButton")}</MailButton>
      <p style={{ margin: "12px 0" }}>{t("product:orderMail.ackNote")}</p>
      <p style={{ margin: "0" }}>{t("product:orderMail.ackSignature")}</p>
    </MailLayout>
  );
}

export const ORDER_ACKNOWLEDGEMENT_PREVIEW: OrderAcknowledgementProps = {
  lang: "fr",
  name: "Teva Martin",
  orderNumber: "1a2b3c4d",
  rows: [
    { label: "Produit", value: "Mini-pelle 1,8 t – import groupé" },
    { label: "Total", value: "2 863 920 XPF" },
  ],
  checkoutUrl: "http://localhost:3000/checkout?orderId=00000000-0000-0000-0000-000000000000",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
