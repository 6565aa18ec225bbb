// The emails of the customer's pages, written into the outbox inside the transaction of the change they announce.
import type { DbExecutor } from "../../db/db.server.ts";
import type { Env } from "../config/env.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { enqueueMail } from "../mail/enqueue-mail.server.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { loadMailCompany, mailCompany, renderMail } from "../mail/render-mail.server.tsx";
import type { LeadFieldRow } from "../mail/templates/lead-fields.tsx";
import type { MailCompany } from "../mail/templates/mail-layout.tsx";
import { PortalMessage } from "../mail/templates/portal-message.tsx";
import { notificationRecipient } from "../settings/company-identity.ts";
import { getSettings } from "../settings/settings.server.ts";

export type PortalMailSettings = { notifyTo: string; publicUrl: string; company: MailCompany };

export function getPortalMailSettings(
  env: Pick<
    Env,
    "BUSINESS_EMAIL" | "PUBLIC_URL" | "COMPANY_NAME" | "COMPANY_ADDRESS" | "COMPANY_BRN" | "WHATSAPP_NUMBER"
  >,
): PortalMailSettings {
  return { notifyTo: env.BUSINESS_EMAIL, publicUrl: env.PUBLIC_URL, company: mailCompany(env) };
}

const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

/**
 * To the business, in French: what a buyer did on their page, with a button to the back office. It goes to the contact
 * email saved in the settings, the environment's BUSINESS_EMAIL when that is empty, like the other notifications.
 */
export async function queueBusinessNotice(
  db: DbExecutor,
  settings: PortalMailSettings,
  notice: { subject: string; intro: string; rows: LeadFieldRow[]; adminPath: string },
) {
  const t = getMailT("fr");
  const subject = oneLine(notice.subject);
  const mail = renderMail(
    <PortalMessage
      lang="fr"
      subject={subject}
      paragraphs={[notice.intro]}
      rows={notice.rows}
      button={{ href: new URL(notice.adminPath, settings.publicUrl).toString(), label: t("portal:mail.openAdmin") }}
      company={await loadMailCompany(db, settings.company)}
    />,
  );
  const to = notificationRecipient(await getSettings(db), settings.notifyTo);
  return enqueueMail(db, { to, subject, ...mail });
}

/** To the buyer, in their language: a message and the button to their page. */
export async function queueBuyerMessage(
  db: DbExecutor,
  settings: PortalMailSettings,
  message: {
    to: string;
    lang: Locale;
    subject: string;
    paragraphs: string[];
    rows?: LeadFieldRow[];
    button: { href: string; label: string };
  },
) {
  const subject = oneLine(message.subject);
  const mail = renderMail(
    <PortalMessage
      lang={message.lang}
      subject={subject}
      paragraphs={message.paragraphs}
      rows={message.rows}
      button={message.button}
      company={await loadMailCompany(db, settings.company)}
    />,
  );
  return enqueueMail(db, { to: message.to, subject, ...mail });
}
