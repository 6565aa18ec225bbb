import { describe, expect, it } from "vitest";
import { balanceReminderDate, dueBalanceReminder, dueDepositReminder } from "./payment-reminders.ts";

const at = new Date("2026-12-01T00:00:00Z");
const after = (hours: number) => new Date(at.getTime() + hours * 3_600_000);

describe("payment reminders' moments", () => {
  it("reminds a deposit 24 h then 72 h after the order, and no longer after a week", () => {
    expect(dueDepositReminder(at, after(23.9))).toBeNull();
    expect(dueDepositReminder(at, after(24))).toBe("deposit_24h");
    expect(dueDepositReminder(at, after(71))).toBe("deposit_24h");
    expect(dueDepositReminder(at, after(72))).toBe("deposit_72h");
    expect(dueDepositReminder(at, after(24 * 7))).toBeNull();
  });

  it("reminds a balance 14 and 3 days before its date and the day after it, for a week", () => {
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2026-12-16")).toBeNull();
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2026-12-17")).toBe("balance_due_14d");
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2026-12-28")).toBe("balance_due_3d");
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2026-12-31")).toBe("balance_due_3d");
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2027-01-01")).toBe("balance_overdue");
    expect(dueBalanceReminder("2026-12-31", "2026-12-01", "2027-01-08")).toBeNull();
    // Issued 10 days before: no 14-day reminder.
    expect(dueBalanceReminder("2026-12-31", "2026-12-21", "2026-12-22")).toBeNull();
  });

  it("takes the shipment's ETD before the invoice's due date", () => {
    expect(balanceReminderDate({ dueDate: "2027-02-28", etd: "2026-12-20" })).toBe("2026-12-20");
    expect(balanceReminderDate({ dueDate: "2027-02-28", etd: null })).toBe("2027-02-28");
  });
});
