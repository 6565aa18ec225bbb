// The scheduler's hourly job: an order whose deposit is unpaid is reminded 24 h and 72 h after it was placed, in the
// order's language, with the link to pay it (the checkout). Each at most once (sent_reminders); none once the order is
// paid or cancelled (it is no longer pending), nor when the customer's or the global switch is off (issue 31 item 4).
// The mail states the amount due now: the deposit, split and converted by the functions of the pay page and of the
// provider's request (splitDeposit, toChargeMinor), never the order's total.
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, orders, sentReminders } from "../../db/schema/index.ts";
import { splitDeposit } from "../catalog/pricing.ts";
import { localePath } from "../i18n/locales.ts";
import { getMailT } from "../mail/mail-i18n.server.ts";
import { getPortalMailSettings, queueBuyerMessage } from "../portal/portal-mails.server.tsx";
import { orderNumber } from "../sales/order-number.ts";
import type { JobContext } from "../scheduler/scheduled-job.ts";
import { toChargeMinor } from "../payments/charge-amount.ts";
import { getSettings, getXpfRates } from "../settings/settings.server.ts";
import { dueDepositReminder, type DepositReminderKind } from "./payment-reminders.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney } from "../format/money.ts";

const WEEK_MS = 7 * 24 * 3_600_000;

export async function remindUnpaidDeposits({ db, env, now }: Pick<JobContext, "db" | "env" | "now">) {
  const settings = await getSettings(db);
  if (!settings.reminders_enabled) return { sent: 0 };
  const candidates = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      total: orders.amount,
      currency: orders.currency,
      depositRatio: orders.depositRatio,
      lang: orders.lang,
      email: customers.email,
      name: customers.fullName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(orders.status, "pending"),
        eq(customers.remindersEnabled, true),
        gt(orders.createdAt, new Date(now.getTime() - WEEK_MS)),
      ),
    );
  let sent = 0;
  for (const order of candidates) {
    const kind = dueDepositReminder(order.createdAt, now);
    if (!kind) continue;
    const deposit = splitDeposit(order.total, Number(order.depositRatio)).deposit;
    const currency = order.currency as Currency;
    const charge = {
      amount: toChargeMinor(deposit, currency, settings.charge_currency, getXpfRates(settings)),
      currency: settings.charge_currency,
    };
    if (await sendDepositReminder(db, env, { ...order, deposit, charge }, kind)) sent += 1;
  }
  return { sent };
}

type ReminderOrder = {
  id: string;
  /** The deposit due now, in the order's currency, and what the card is charged for it. */
  deposit: number;
  charge: { amount: number; currency: Currency };
  currency: string;
  lang: "fr" | "en" | "zh";
  email: string;
  name: string | null;
};

async function sendDepositReminder(db: Db, env: JobContext["env"], order: ReminderOrder, kind: DepositReminderKind) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(sentReminders)
      .values({ kind, subjectId: order.id })
      .onConflictDoNothing()
      .returning({ id: sentReminders.id });
    if (!claimed) return false;
    const t = getMailT(order.lang);
    const currency = order.currency as Currency;
    const values = { number: orderNumber(order.id), deposit: formatMoney(order.deposit, currency, order.lang) };
    const charged =
      order.charge.currency === currency
        ? []
        : [
            t("portal:mail.paymentReminder.depositCharged", {
              amount: formatMoney(order.charge.amount, order.charge.currency, order.lang),
            }),
          ];
    const origin = env.PUBLIC_URL.replace(/\/+$/, "");
    await queueBuyerMessage(tx, getPortalMailSettings(env), {
      to: order.email,
      lang: order.lang,
      subject: t(`portal:mail.paymentReminder.${kind}.subject`, values),
      paragraphs: [
        order.name ? t("portal:mail.greetingName", { name: order.name }) : t("portal:mail.greeting"),
        t(`portal:mail.paymentReminder.${kind}.intro`, values),
        ...charged,
        t("portal:mail.paymentReminder.after"),
      ],
      button: {
        href: `${origin}${localePath(order.lang, `/checkout?orderId=${order.id}`)}`,
        label: t("portal:mail.paymentReminder.payDeposit"),
      },
    });
    return true;
  });
}
