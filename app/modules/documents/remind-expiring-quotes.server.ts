// The scheduler's morning job: a sent quote's buyer is reminded 7 days and 1 day before its validity date, in the
// quote's language, with a new private link to accept it (issue 31 item 2). Each reminder is sent at most once
// (sent_reminders), and none for a quote no longer sent (accepted, refused, converted, expired), whose links were
// all revoked, or whose customer turned reminders off.
import { quoteLanguageSql } from "../sales/customer-language.server.ts";
import { and, eq, exists, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customerLinks, customers, orders, quotes, sentReminders } from "../../db/schema/index.ts";
import { type Currency } from "../../db/schema/columns.ts";
import { formatDay } from "../i18n/format.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { isLocale, type Locale } from "../i18n/locales.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { createCustomerLink } from "../portal/customer-links.server.ts";
import { getPortalMailSettings, queueBuyerMessage } from "../portal/portal-mails.server.tsx";
import { portalUrl } from "../portal/portal-paths.ts";
import type { JobContext } from "../scheduler/scheduled-job.ts";
import { getSettings } from "../settings/settings.server.ts";
import { dueQuoteReminder, type QuoteReminderKind } from "./quote-expiry.ts";
import { formatMoney } from "../format/money.ts";

export async function remindExpiringQuotes({ db, env, now }: Pick<JobContext, "db" | "env" | "now">) {
  // The global switch in settings turns every automatic reminder off.
  if (!(await getSettings(db)).reminders_enabled) return { sent: 0 };
  const today = tahitiIsoDate(now);
  const candidates = await db
    .select({
      id: quotes.id,
      number: quotes.number,
      validUntil: quotes.validUntil,
      sentAt: quotes.sentAt,
      total: quotes.total,
      currency: quotes.currency,
      email: customers.email,
      name: customers.fullName,
      lang: quoteLanguageSql(orders.lang, quotes.customerId),
    })
    .from(quotes)
    .innerJoin(customers, eq(customers.id, quotes.customerId))
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(
      and(
        eq(quotes.status, "sent"),
        isNotNull(quotes.validUntil),
        isNotNull(quotes.sentAt),
        eq(customers.remindersEnabled, true),
        sql`${quotes.validUntil} >= ${today}`,
        // A quote whose every link the owner revoked is withdrawn from the buyer.
        exists(
          db
            .select({ id: customerLinks.id })
            .from(customerLinks)
            .where(and(eq(customerLinks.quoteId, quotes.id), isNull(customerLinks.revokedAt))),
        ),
      ),
    );
  let sent = 0;
  for (const quote of candidates) {
    const kind = dueQuoteReminder({ validUntil: quote.validUntil!, sentOn: tahitiIsoDate(quote.sentAt!) }, today);
    if (kind && (await sendQuoteReminder(db, env, { ...quote, validUntil: quote.validUntil! }, kind))) sent += 1;
  }
  return { sent };
}

type ReminderQuote = {
  id: string;
  number: string;
  validUntil: string;
  total: number;
  currency: Currency;
  email: string;
  name: string | null;
  lang: string | null;
};

/** Queues one reminder with its sent_reminders row, in one transaction; false when it was already sent. */
async function sendQuoteReminder(db: Db, env: JobContext["env"], quote: ReminderQuote, kind: QuoteReminderKind) {
  const lang: Locale = quote.lang && isLocale(quote.lang) ? quote.lang : "fr";
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentReminders)
      // Keyed by the validity date too: a quote the owner extends is reminded again of its new date.
      .values({ kind, subjectId: `${quote.id}:${quote.validUntil}` })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (!claimed) return false;
    const t = getMailT(lang);
    const date = formatDay(quote.validUntil, lang);
    const values = {
      number: quote.number,
      date,
      total: formatMoney(quote.total, quote.currency as Currency, lang),
    };
    const link = await createCustomerLink(tx, { kind: "quote", quoteId: quote.id });
    await queueBuyerMessage(tx, getPortalMailSettings(env), {
      to: quote.email,
      lang,
      subject: t(`portal:mail.quoteReminder.${kind}.subject`, values),
      paragraphs: [
        quote.name ? t("portal:mail.greetingName", { name: quote.name }) : t("portal:mail.greeting"),
        t(`portal:mail.quoteReminder.${kind}.intro`, values),
        t("portal:mail.quoteReminder.after"),
      ],
      button: { href: portalUrl(env.PUBLIC_URL, lang, "quote", link), label: t("portal:mail.openQuote") },
    });
    return true;
  });
}
