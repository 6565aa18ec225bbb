// The two messages of an accepted quote request, written into the outbox inside the lead's transaction.
import type { DbExecutor } from "../../db/db.server.ts";
import type { ChosenOption, Lang, LeadSource } from "../../db/schema/index.ts";
import { EnvSchema } from "../config/env.server.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { loadProductTextSource } from "../catalog/order-product-text.server.ts";
import { localizeOrderProduct, type OrderProductText } from "../catalog/order-product-text.ts";
import { formatNumber, optionLines } from "../i18n/format.ts";
import { formatTahitiDateTime } from "../format/tahiti-date.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import { LeadAcknowledgement } from "../mail/templates/lead-acknowledgement.tsx";
import { LeadNotification } from "../mail/templates/lead-notification.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";
import type { UpsertCustomerOptions } from "./upsert-customer.server.ts";

export type QueueLeadMailsOptions = {
  leadId: string;
  createdAt: Date;
  source: LeadSource;
  customer: UpsertCustomerOptions;
  productSlug: string | null;
  /** The quantity shown on the product sheet when the request was sent (product quote requests). */
  quantity?: number | null;
  projectType: string | null;
  message: string | null;
  location: string | null;
  options: ChosenOption[];
  lang: Lang;
  clientIp: string;
  /** The environment's BUSINESS_EMAIL: the business's notification goes there when the settings name no contact email. */
  notifyTo: string;
  adminUrl: string;
  company?: MailCompany;
};

const DEFAULT_COMPANY: MailCompany = {
  name: EnvSchema.shape.COMPANY_NAME.parse(undefined),
  address: EnvSchema.shape.COMPANY_ADDRESS.parse(undefined),
};

/** Queues the business notification (French, every field, link to the lead) and the visitor's acknowledgement. */
export async function queueLeadMails(db: DbExecutor, lead: QueueLeadMailsOptions): Promise<void> {
  const company = await loadMailCompany(db, lead.company ?? DEFAULT_COMPANY);
  // The product named by its title, with its options, in each message's language (French where untranslated).
  const productSource = await loadProductTextSource(db, { productSlug: lead.productSlug });
  const productIn = (lang: Lang) =>
    lead.productSlug
      ? localizeOrderProduct(lang, { productSlug: lead.productSlug, options: lead.options }, productSource)
      : null;
  const fr = getMailT("fr");
  const name = lead.customer.fullName.trim();
  const source = fr(`forms:leadMail.sources.${lead.source}`);
  const subject = oneLine(fr("forms:leadMail.notifySubject", { source, name }));
  const leadUrl = `${lead.adminUrl.replace(/\/+$/, "")}/admin/leads?lead=${lead.leadId}`;
  const notification = renderMail(
    <LeadNotification
      subject={subject}
      rows={leadRows(lead, productIn("fr"), "fr", { withInternal: true })}
      leadUrl={leadUrl}
      company={company}
    />,
  );
  const to = notificationRecipient(await getSettings(db), lead.notifyTo);
  await enqueueMail(db, { to, subject, ...notification });

  const t = getMailT(lead.lang);
  const ack = renderMail(
    <LeadAcknowledgement
      lang={lead.lang}
      name={name}
      source={lead.source}
      rows={leadRows(lead, productIn(lead.lang), lead.lang, { withInternal: false })}
      company={company}
    />,
  );
  await enqueueMail(db, {
    to: lead.customer.email.trim().toLowerCase(),
    subject: oneLine(t("forms:leadMail.ackSubject")),
    ...ack,
  });
}

function leadRows(
  lead: QueueLeadMailsOptions,
  product: OrderProductText | null,
  lang: Lang,
  { withInternal }: { withInternal: boolean },
): LeadFieldRow[] {
  const t = getMailT(lang);
  const label = (key: string) => t(`forms:leadMail.fields.${key}`);
  const projectType = lead.projectType
    ? t(`forms:projectTypes.${lead.projectType}`, { defaultValue: lead.projectType })
    : null;
  const options = optionLines(product?.options ?? lead.options, lang).join("\n");
  const productName = product ? (withInternal ? `${product.title} (${lead.productSlug})` : product.title) : null;
  const rows: Array<[string, string | null | undefined]> = [
    ["source", withInternal ? t(`forms:leadMail.sources.${lead.source}`) : null],
    ["name", lead.customer.fullName],
    ["email", lead.customer.email.trim().toLowerCase()],
    ["phone", lead.customer.phone],
    ["company", lead.customer.company],
    ["location", lead.location],
    ["projectType", projectType],
    ["product", productName],
    ["quantity", lead.quantity ? formatNumber(lead.quantity, lang) : null],
    ["options", options],
    ["message", lead.message],
    ["lang", withInternal ? lead.lang : null],
    ["clientIp", withInternal ? lead.clientIp : null],
    ["date", withInternal ? formatTahitiDateTime(lead.createdAt) : null],
  ];
  return rows
    .filter((row): row is [string, string] => Boolean(row[1]?.trim()))
    .map(([key, value]) => ({ label: label(key), value }));
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ").slice(0, 900);
}
