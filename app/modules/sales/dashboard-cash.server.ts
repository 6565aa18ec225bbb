// The money actually received in the dashboard's period (issue 26 item 10), beside the specification's 'Chiffre
// d'affaires encaissé' (deposits of the orders paid, by their order date): what came in, on the day it came in, in
// the currency it came in, from one SQL aggregate. Each payment counts once:
// - a deposit paid through the provider: the order's deposit charge (amount and currency asked of the provider);
// - a balance paid through the provider: the balance checkout's charge;
// - a card sale: the card-payment order's amount;
// - a payment recorded on an invoice, except the ones that are one of the above seen again (the balance checkout's
//   invoice payment, the card payment recorded on a card sale's invoice, the provider deposit recorded on its
//   deposit invoice).
// Overpayments (DESIGN.md ruling 17) are money received too, but never revenue: they are added up apart.
import { sql, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import type { Currency } from "../../db/schema/index.ts";
import { withinDays } from "../lists/list-page.server.ts";
import type { DayRange } from "./dashboard-period.ts";
import { depositSql } from "./deposit-sql.ts";

export const CASH_SOURCES = ["deposit", "balance", "card", "invoice"] as const;
export type CashSource = (typeof CASH_SOURCES)[number];

export type CurrencyCash = {
  currency: Currency;
  /** Everything received in the period, in the currency's minor unit. */
  received: number;
  bySource: Record<CashSource, number>;
};

export type DashboardCash = {
  /** One entry per currency money came in, XPF first. */
  received: CurrencyCash[];
  /** Overpayments received in the period, per currency (never in `received`). */
  overpayments: Array<{ currency: Currency; amount: number; count: number }>;
};

const within = (column: SQL, days: DayRange): SQL => withinDays(sql`${column}` as never, days) ?? sql`true`;

function onDays(column: SQL, { from, to }: DayRange): SQL {
  return from ? sql`${column} between ${from}::date and ${to}::date` : sql`${column} <= ${to}::date`;
}

/** The cash of the period, from one query: what came in per source and currency, and the overpayments apart. */
export async function dashboardCash(db: DbExecutor, days: DayRange): Promise<DashboardCash> {
  const { rows } = await db.execute<{
    source: CashSource | "overpayment";
    currency: Currency;
    amount: string | number;
    count: string | number;
  }>(sql`
    select source, currency, sum(amount) as amount, count(*) as count from (
      select 'deposit' as source, coalesce(o.deposit_charge_currency, o.currency) as currency,
        coalesce(o.deposit_charge_minor, ${depositSql(sql`o.amount`, sql`o.deposit_ratio`)})::bigint as amount
      from orders o
      where o.paid_at is not null and o.payment_reference is not null and ${within(sql`o.paid_at`, days)}
      union all
      select 'balance', b.charge_currency, b.charge_minor
      from balance_checkouts b
      where b.paid_at is not null and ${within(sql`b.paid_at`, days)}
      union all
      select 'card', c.currency, c.amount_cents
      from card_payment_orders c
      where c.status = 'paid' and c.paid_at is not null and ${within(sql`c.paid_at`, days)}
      union all
      select 'invoice', i.currency, p.amount
      from invoice_payments p
      join invoices i on i.id = p.invoice_id
      left join orders o on o.id = i.order_id
      where ${onDays(sql`p.paid_on`, days)}
        and i.card_payment_order_id is null
        and not exists (select 1 from balance_checkouts b where b.invoice_payment_id = p.id)
        and not (i.kind = 'deposit' and p.method = 'card' and o.payment_reference is not null
                 and o.paid_at is not null)
      union all
      select 'overpayment', currency, amount_minor
      from overpayments
      where ${within(sql`received_at`, days)}
    ) as cash
    group by source, currency
    order by currency <> 'XPF', currency`);
  const received = new Map<Currency, CurrencyCash>();
  const overpayments: DashboardCash["overpayments"] = [];
  for (const row of rows) {
    const amount = Number(row.amount);
    if (row.source === "overpayment") {
      overpayments.push({ currency: row.currency, amount, count: Number(row.count) });
      continue;
    }
    const entry = received.get(row.currency) ?? {
      currency: row.currency,
      received: 0,
      bySource: { deposit: 0, balance: 0, card: 0, invoice: 0 },
    };
    entry.bySource[row.source] += amount;
    entry.received += amount;
    received.set(row.currency, entry);
  }
  // The rows come XPF first, then by currency code; a currency whose sum is 0 is not shown.
  return { received: [...received.values()].filter((entry) => entry.received > 0), overpayments };
}
