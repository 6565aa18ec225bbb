// An order's balance invoices past their date (the shipment's ETD first, else the due date), for the flag on the
// back office's order page (issue 31 item 4), in French.
import type { DbExecutor } from "../../db/db.server.ts";
import { formatDay } from "../i18n/format.ts";
import { listOpenBalances } from "./balance-reminder-date.server.ts";
import type { Currency } from "../money/currency.ts";
import { formatMoney } from "../format/money.ts";

export async function overdueOrderBalances(db: DbExecutor, orderId: string, todayIso: string) {
  const balances = await listOpenBalances(db, { orderId });
  return balances
    .filter((balance) => balance.dueDate < todayIso)
    .map((balance) => ({
      number: balance.number,
      amount: formatMoney(balance.amountDue, balance.currency as Currency, "fr"),
      date: formatDay(balance.dueDate, "fr"),
    }));
}
