// To the business: a new order from a product sheet, with every field and a link to the orders page (in French,
// the back office's language).
import { getMailT } from "../mail-i18n.server.ts";
import { LeadFieldsTable, type LeadFieldRow } from "./lead-fields.tsx";
import { MailButton, type MailCompany, MailLayout } from "./mail-layout.tsx";

type OrderNotificationProps = {
  subject: string;
  rows: LeadFieldRow[];
  ordersUrl: string;
  company: MailCompany;
};

export function OrderNotification({ subject, rows, ordersUrl, company }: OrderNotificationProps) {
  const t = getMailT("fr");
  return (
    <MailLayout lang="fr" title={subject} preheader={t("product:orderMail.notifyIntro")} company={company}>
      <p style={{ margin: "0 0 8px" }}>{t("product:orderMail.notifyIntro")}</p>
      <LeadFieldsTable rows={rows} />
      <MailButton href={ordersUrl}>{t("product:orderMail.notifyButton")}</MailButton>
    </MailLayout>
  );
}

export const ORDER_NOTIFICATION_PREVIEW: OrderNotificationProps = {
  subject: "Nouvelle commande 1a2b3c4d — Teva Martin",
  rows: [
    { label: "Nom", value: "Teva Martin" },
    { label: "Produit", value: "mini-pelle-import-groupe" },
    { label: "Total", value: "2 863 920 XPF" },
  ],
  ordersUrl: "http://localhost:3000/admin/orders",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};
