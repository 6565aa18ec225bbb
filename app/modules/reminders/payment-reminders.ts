// When an unpaid deposit or balance is reminded of (issue 31 item 4). The caller sends each reminder at most once
// (sent_reminders) and only while the order is unpaid and not cancelled, the customer's and the global switch on.
import { addDays } from "../documents/document-number.ts";

const HOUR_MS = 3_600_000;

export const DEPOSIT_REMINDER_KINDS = ["deposit_24h", "deposit_72h"] as const;
export type DepositReminderKind = (typeof DEPOSIT_REMINDER_KINDS)[number];

export const BALANCE_REMINDER_KINDS = ["balance_due_14d", "balance_due_3d", "balance_overdue"] as const;
export type BalanceReminderKind = (typeof BALANCE_REMINDER_KINDS)[number];

/** A reminder whose moment was missed by more than this is no longer sent (an old order is not chased twice). */
const DEPOSIT_LATE_MS = 7 * 24 * HOUR_MS;

/**
 * The deposit reminder due at `now` for an order placed at `createdAt`: 24 h after it, then 72 h after it (the later
 * one alone once both are due; none after 7 days).
 */
export function dueDepositReminder(createdAt: Date, now: Date): DepositReminderKind | null {
  const age = now.getTime() - createdAt.getTime();
  if (age >= DEPOSIT_LATE_MS) return null;
  if (age >= 72 * HOUR_MS) return "deposit_72h";
  if (age >= 24 * HOUR_MS) return "deposit_24h";
  return null;
}

/**
 * The balance reminder due on `todayIso` for a balance due on `dueIso` (Tahiti days): 14 days before, 3 days before,
 * and the day after it (the day it becomes overdue). A missed day is caught up until the next reminder's day; the
 * overdue one is no longer sent a week later. An invoice issued after a reminder's day skips that reminder.
 */
export function dueBalanceReminder(
  dueIso: string,
  issuedOn: string | null,
  todayIso: string,
): BalanceReminderKind | null {
  const overdueDay = addDays(dueIso, 1);
  if (todayIso >= overdueDay) return todayIso < addDays(overdueDay, 7) ? "balance_overdue" : null;
  for (const [kind, days] of [
    ["balance_due_3d", 3],
    ["balance_due_14d", 14],
  ] as const) {
    const day = addDays(dueIso, -days);
    if (day <= todayIso && (issuedOn === null || issuedOn <= day)) return kind;
  }
  return null;
}

/**
 * A balance invoice's due date for reminders and the overdue list: the ETD of the shipment its order travels in when
 * it has one (the balance is due before the ship leaves), else the invoice's own due date.
 */
export function balanceReminderDate(invoice: { dueDate: string | null; etd?: string | null }): string | null {
  return invoice.etd ?? invoice.dueDate;
}
