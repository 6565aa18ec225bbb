// What needs the owner today (issue 31 item 4): leads waiting for a reply, quotes expiring this week, deposits and
// balances overdue, failed scheduled jobs and mails. Read at 7:00 in Tahiti by the scheduler's job.
import { and, asc, between, eq, gt, gte, lt, lte, or } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { customers, leads, mailOutbox, orders, quotes, scheduledJobStates, shipments } from "../../db/schema/index.ts";
import { addDays } from "../documents/document-number.ts";
import { tahitiIsoDate } from "../format/tahiti-date.ts";
import { listOpenBalances } from "../reminders/balance-reminder-date.server.ts";

const HOUR_MS = 3_600_000;
/** A lead is waiting after 24 h without a reply, late (in red) after 48 h. */
export const LEAD_WAITING_MS = 24 * HOUR_MS;
export const LEAD_LATE_MS = 48 * HOUR_MS;
/** A deposit is overdue once its last reminder (72 h after the order) is past. */
export const DEPOSIT_OVERDUE_MS = 72 * HOUR_MS;

export type MorningList = {
  leads: Array<{ id: string; name: string; createdAt: Date; isLate: boolean }>;
  expiringQuotes: Array<{ id: string; number: string; validUntil: string }>;
  overdueDeposits: Array<{ id: string; createdAt: Date }>;
  overdueBalances: Array<{ id: string; number: string; dueDate: string }>;
  failedJobs: Array<{ name: string; lastFailedAt: Date | null; lastError: string | null }>;
  failedMails: Array<{ id: string; to: string; subject: string }>;
  /** Shipments leaving (ETD) or arriving (ETA) today or in the next 7 days, by their nearest date. */
  shipments: Array<{ id: string; reference: string; leaving: string | null; arriving: string | null }>;
};

export function isMorningListEmpty(list: MorningList): boolean {
  return Object.values(list).every((items: unknown[]) => items.length === 0);
}

export { balanceReminderDate } from "../reminders/payment-reminders.ts";

export async function getMorningList(db: DbExecutor, now: Date): Promise<MorningList> {
  const today = tahitiIsoDate(now);
  const week = addDays(today, 7);
  const [waiting, expiring, deposits, balances, jobs, mails, moving] = await Promise.all([
    db
      .select({ id: leads.id, name: customers.fullName, email: customers.email, createdAt: leads.createdAt })
      .from(leads)
      .innerJoin(customers, eq(customers.id, leads.customerId))
      .where(and(eq(leads.status, "new"), lt(leads.createdAt, new Date(now.getTime() - LEAD_WAITING_MS))))
      .orderBy(asc(leads.createdAt)),
    db
      .select({ id: quotes.id, number: quotes.number, validUntil: quotes.validUntil })
      .from(quotes)
      .where(and(eq(quotes.status, "sent"), between(quotes.validUntil, today, addDays(today, 6))))
      .orderBy(asc(quotes.validUntil)),
    db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.status, "pending"), lt(orders.createdAt, new Date(now.getTime() - DEPOSIT_OVERDUE_MS))))
      .orderBy(asc(orders.createdAt)),
    listOpenBalances(db),
    db
      .select({
        name: scheduledJobStates.name,
        lastFailedAt: scheduledJobStates.lastFailedAt,
        lastError: scheduledJobStates.lastError,
      })
      .from(scheduledJobStates)
      .where(gt(scheduledJobStates.failureStreak, 0)),
    db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "failed"),
          gte(mailOutbox.createdAt, new Date(now.getTime() - 24 * HOUR_MS)),
          lte(mailOutbox.createdAt, now),
        ),
      ),
    db
      .select({ id: shipments.id, reference: shipments.reference, etd: shipments.etd, eta: shipments.eta })
      .from(shipments)
      .where(or(between(shipments.etd, today, week), between(shipments.eta, today, week))),
  ]);
  return {
    leads: waiting.map((lead) => ({
      id: lead.id,
      name: lead.name || lead.email,
      createdAt: lead.createdAt,
      isLate: lead.createdAt.getTime() < now.getTime() - LEAD_LATE_MS,
    })),
    expiringQuotes: expiring.map((quote) => ({ ...quote, validUntil: quote.validUntil ?? today })),
    overdueDeposits: deposits,
    overdueBalances: balances
      .filter((invoice) => invoice.dueDate < today)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))
      .map((invoice) => ({ id: invoice.id, number: invoice.number, dueDate: invoice.dueDate })),
    failedJobs: jobs,
    failedMails: mails,
    shipments: moving
      .map((shipment) => ({
        id: shipment.id,
        reference: shipment.reference,
        leaving: shipment.etd && shipment.etd >= today && shipment.etd <= week ? shipment.etd : null,
        arriving: shipment.eta && shipment.eta >= today && shipment.eta <= week ? shipment.eta : null,
      }))
      .sort((a, b) => (a.leaving ?? a.arriving ?? "").localeCompare(b.leaving ?? b.arriving ?? "")),
  };
}
