// The two messages of an accepted quote request, written into the outbox inside the lead's transaction.
import type { DbExecutor } from "../../db/db.server.ts";
import type { ChosenOption, Lang, LeadSource } from "../../db/schema/index.ts";
import { EnvSchema } from "../config/env.server.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { formatTahitiDateTime } from "../i18n/tahiti-date.ts";
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
  const fr = getMailT("fr");
  const name = lead.customer.fullName.trim();
  const source = fr(`forms:leadMail.sources.${lead.source}`);
  const subject = oneLine(fr("forms:leadMail.notifySubject", { source, name }));
  const leadUrl = `${lead.adminUrl.replace(/\/+$/, "")}/admin/leads?lead=${lead.leadId}`;
  const notification = renderMail(
    <LeadNotification
      subject={subject}
      rows={leadRows(lead, "fr", { withInternal: true })}
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
      rows={leadRows(lead, lead.lang, { withInternal: false })}
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
  lang: Lang,
  { withInternal }: { withInternal: boolean },
): LeadFieldRow[] {
  const t = getMailT(lang);
  const label = (key: string) => t(`forms:leadMail.fields.${key}`);
  const projectType = lead.projectType
    ? t(`forms:projectTypes.${lead.projectType}`, { defaultValue: lead.projectType })
    : null;
  const options = lead.options.map((o) => `${o.label} : ${o.valueLabel}`).join("\n");
  const rows: Array<[string, string | null | undefined]> = [
    ["source", withInternal ? t(`forms:leadMail.sources.${lead.source}`) : null],
    ["name", lead.customer.fullName],
    ["email", lead.customer.email.trim().toLowerCase()],
    ["phone", lead.customer.phone],
    ["company", lead.customer.company],
    ["location", lead.location],
    ["projectType", projectType],
    ["product", lead.productSlug],
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
