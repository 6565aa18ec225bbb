// The scheduler's morning job: a balance invoice still to be paid is reminded 14 and 3 days before its date (the ETD of
// the order's shipment, else its due date) and on the day it becomes overdue, in the order's language, with a new
// private link to the order's page where it is paid online. Each at most once per date (sent_reminders); none once
// paid or cancelled, nor when the customer's or the global switch is off (issue 31 item 4).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, orders, sentReminders } from "../../db/schema/index.ts";
import { formatDay } from "../i18n/format.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { createCustomerLink } from "../portal/customer-links.server.ts";
import { getPortalMailSettings, queueBuyerMessage } from "../portal/portal-mails.server.tsx";
import { portalUrl } from "../portal/portal-paths.ts";
import type { JobContext } from "../scheduler/scheduled-job.ts";
import { getSettings } from "../settings/settings.server.ts";
import { listOpenBalances, type OpenBalance } from "./balance-reminder-date.server.ts";
import { dueBalanceReminder, type BalanceReminderKind } from "./payment-reminders.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney } from "../format/money.ts";

export async function remindBalances({ db, env, now }: Pick<JobContext, "db" | "env" | "now">) {
  if (!(await getSettings(db)).reminders_enabled) return { sent: 0 };
  const today = tahitiIsoDate(now);
  const due = (await listOpenBalances(db)).flatMap((balance) => {
    const kind = dueBalanceReminder(balance.dueDate, balance.issuedOn, today);
    return kind ? [{ balance, kind }] : [];
  });
  if (due.length === 0) return { sent: 0 };
  const buyers = await db
    .select({
      orderId: orders.id,
      lang: orders.lang,
      email: customers.email,
      name: customers.fullName,
      remindersEnabled: customers.remindersEnabled,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(inArray(orders.id, [...new Set(due.map((item) => item.balance.orderId))]));
  const byOrder = new Map(buyers.map((buyer) => [buyer.orderId, buyer]));
  let sent = 0;
  for (const { balance, kind } of due) {
    const buyer = byOrder.get(balance.orderId);
    if (!buyer?.remindersEnabled) continue;
    if (await sendBalanceReminder(db, env, balance, buyer, kind)) sent += 1;
  }
  return { sent };
}

type Buyer = { lang: "fr" | "en" | "zh"; email: string; name: string | null };

async function sendBalanceReminder(
  db: Db,
  env: JobContext["env"],
  balance: OpenBalance,
  buyer: Buyer,
  kind: BalanceReminderKind,
) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentReminders)
      // Keyed by the date too: a balance whose ship's departure moves is reminded of its new date.
      .values({ kind, subjectId: `${balance.id}:${balance.dueDate}` })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (!claimed) return false;
    const lang = buyer.lang;
    const t = getMailT(lang);
    const values = {
      number: balance.number,
      date: formatDay(balance.dueDate, lang),
      total: formatMoney(balance.amountDue, balance.currency as Currency, lang),
    };
    const link = await createCustomerLink(tx, { kind: "order", orderId: balance.orderId });
    await queueBuyerMessage(tx, getPortalMailSettings(env), {
      to: buyer.email,
      lang,
      subject: t(`portal:mail.paymentReminder.${kind}.subject`, values),
      paragraphs: [
        buyer.name ? t("portal:mail.greetingName", { name: buyer.name }) : t("portal:mail.greeting"),
        t(`portal:mail.paymentReminder.${kind}.intro`, values),
        t("portal:mail.paymentReminder.after"),
      ],
      button: {
        href: portalUrl(env.PUBLIC_URL, lang, "order", link),
        label: t("portal:mail.paymentReminder.payBalance"),
      },
    });
    return true;
  });
}
