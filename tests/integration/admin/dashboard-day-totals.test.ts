// The day totals the dashboard reads (migration 0016) follow every write to orders and leads, whoever makes it:
// after inserts of many rows at once, status, amount, ratio, currency and date changes, deletions and a truncate,
// the dashboard's figures are those computed from the orders and leads themselves. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, leadDayTotals, leads, orderDayTotals, orders } from "../../../app/db/schema/index.ts";
import { dashboardKpis } from "../../../app/modules/sales/dashboard-kpis.server.ts";
import { periodDays, type DayRange } from "../../../app/modules/sales/dashboard-period.ts";
import { dashboardWeekly } from "../../../app/modules/sales/dashboard-weekly.server.ts";
import { withinDays } from "../../../app/modules/lists/list-page.server.ts";
import { createDatabase } from "../../../app/db/db.server.ts";
import { createTestDatabase, itOnPostgres, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;
let customerId: string;

/** An instant given in Tahiti's wall-clock time. */
const tahiti = (wallClock: string) => new Date(`${wallClock}-10:00`);
const NOW = tahiti("2026-03-15T12:00:00");
const PERIODS: DayRange[] = [
  periodDays("month", NOW),
  periodDays("30d", NOW),
  periodDays("year", NOW),
  periodDays("all", NOW),
  { from: "2026-02-28", to: "2026-02-28" },
];

/** The KPIs computed from the orders and leads themselves, as the dashboard did before the day totals. */
async function kpisFromRows(days: DayRange) {
  const { db } = database;
  const isPaid = eq(orders.status, "paid");
  const perCurrency = await db
    .select({
      currency: orders.currency,
      orderCount: sql<number>`count(*)`.mapWith(Number),
      paidCount: sql<number>`count(*) filter (where ${isPaid})`.mapWith(Number),
      collected:
        sql<number>`coalesce(sum(round(${orders.amount} * ${orders.depositRatio})) filter (where ${isPaid}), 0)`.mapWith(
          Number,
        ),
      averagePaid: sql<number>`coalesce(round(avg(${orders.amount}) filter (where ${isPaid})), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(withinDays(orders.createdAt, days))
    .groupBy(orders.currency)
    .orderBy(sql`${orders.currency} <> 'XPF'`, orders.currency);
  const [leadRow] = await db
    .select({ leadCount: sql<number>`count(*)`.mapWith(Number) })
    .from(leads)
    .where(withinDays(leads.createdAt, days));
  const paidCount = perCurrency.reduce((sum, row) => sum + row.paidCount, 0);
  const leadCount = leadRow!.leadCount;
  return {
    byCurrency: perCurrency
      .filter((row) => row.paidCount > 0)
      .map(({ currency, collected, averagePaid, paidCount: paid }) => ({
        currency,
        collected,
        averagePaid,
        paidCount: paid,
      })),
    paidCount,
    orderCount: perCurrency.reduce((sum, row) => sum + row.orderCount, 0),
    leadCount,
    conversionRate: leadCount === 0 ? null : Math.round((paidCount / leadCount) * 1000) / 10,
  };
}

/** Orders and leads per Tahiti week, counted row by row. */
async function weeksFromRows(days: DayRange) {
  const { db } = database;
  const perWeek = async (table: typeof orders | typeof leads) => {
    const rows = await db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${table.createdAt} at time zone 'Pacific/Tahiti'), 'YYYY-MM-DD')`,
        total: sql<number>`count(*)`.mapWith(Number),
      })
      .from(table)
      .where(withinDays(table.createdAt, days))
      .groupBy(sql`1`);
    return new Map(rows.map((row) => [row.week, row.total]));
  };
  return { orders: await perWeek(orders), leads: await perWeek(leads) };
}

async function expectTotalsMatchRows() {
  for (const days of PERIODS) {
    expect(await dashboardKpis(database.db, days), JSON.stringify(days)).toEqual(await kpisFromRows(days));
    const counted = await weeksFromRows(days);
    for (const week of await dashboardWeekly(database.db, days)) {
      expect(week.orders, week.week).toBe(counted.orders.get(week.week) ?? 0);
      expect(week.leads, week.week).toBe(counted.leads.get(week.week) ?? 0);
    }
  }
}

const order = (at: string, values: Partial<typeof orders.$inferInsert> & { amount: number }) => ({
  customerId,
  productSlug: "mini-pelle",
  createdAt: tahiti(at),
  ...values,
});
const lead = (at: string) => ({ customerId, source: "devis" as const, createdAt: tahiti(at) });

beforeAll(async () => {
  database = await createTestDatabase();
  const [customer] = await database.db
    .insert(customers)
    .values({ email: "totaux@example.com", fullName: "Teva Totaux" })
    .returning();
  customerId = customer!.id;
});
afterAll(async () => {
  await database?.close();
});

describe("dashboard day totals", () => {
  it("count the orders and leads inserted, several in one statement, on their Tahiti day", async () => {
    await database.db
      .insert(orders)
      .values([
        order("2026-03-01T00:00:00", { amount: 100_000, status: "paid" }),
        order("2026-03-01T23:59:59", { amount: 333_333, depositRatio: 0.5, status: "paid" }),
        order("2026-03-02T08:00:00", { amount: 10_001, currency: "USD", depositRatio: 0.3, status: "paid" }),
        order("2026-03-10T08:00:00", { amount: 2_000_000, status: "pending" }),
        order("2026-02-28T23:59:59", { amount: 9_999_999, status: "paid" }),
        order("2025-12-31T23:00:00", { amount: 700_001, currency: "EUR", status: "paid" }),
      ]);
    await database.db.insert(orders).values(order("2026-03-14T12:00:00", { amount: 55_555, status: "processing" }));
    await database.db
      .insert(leads)
      .values([lead("2026-03-01T00:00:00"), lead("2026-02-28T23:30:00"), lead("2026-03-15T23:59:59")]);
    await database.db.insert(leads).values(lead("2025-11-03T10:00:00"));

    const [march1] = await database.db
      .select()
      .from(orderDayTotals)
      .where(and(eq(orderDayTotals.day, "2026-03-01"), eq(orderDayTotals.currency, "XPF")));
    // 60 % of 100 000 + round(333 333 × 0.5) = 60 000 + 166 667.
    expect(march1).toEqual({
      day: "2026-03-01",
      currency: "XPF",
      orders: 2,
      paid: 2,
      paidAmount: 433_333,
      collected: 226_667,
    });
    await expectTotalsMatchRows();
  });

  it("follow status, amount, ratio, currency and date changes, one row or many at once", async () => {
    const { db } = database;
    await db.update(orders).set({ status: "paid" }).where(eq(orders.amount, 2_000_000));
    await db.update(orders).set({ status: "cancelled" }).where(eq(orders.amount, 100_000));
    await db.update(orders).set({ amount: 444_444, depositRatio: 0.25 }).where(eq(orders.amount, 333_333));
    await db.update(orders).set({ currency: "HKD" }).where(eq(orders.amount, 10_001));
    // Across a day, a month and a year in Tahiti time.
    await db
      .update(orders)
      .set({ createdAt: tahiti("2026-01-01T00:00:00") })
      .where(eq(orders.amount, 700_001));
    await db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} + interval '1 day'` })
      .where(gte(orders.createdAt, tahiti("2026-03-01T00:00:00")));
    await db
      .update(leads)
      .set({ createdAt: sql`${leads.createdAt} - interval '2 days'` })
      .where(lt(leads.createdAt, tahiti("2026-03-01T00:00:00")));
    await expectTotalsMatchRows();
  });

  it("write nothing for a change that moves no total", async () => {
    const before = await database.db.select().from(orderDayTotals).orderBy(orderDayTotals.day, orderDayTotals.currency);
    await database.db.update(orders).set({ adminNotes: "Rappeler le client" });
    expect(
      await database.db.select().from(orderDayTotals).orderBy(orderDayTotals.day, orderDayTotals.currency),
    ).toEqual(before);
  });

  it("forget deleted rows, keeping the days at zero, and start again after a truncate", async () => {
    const { db } = database;
    await db.delete(orders).where(inArray(orders.status, ["paid", "cancelled"]));
    await db.delete(leads).where(lt(leads.createdAt, tahiti("2026-03-02T00:00:00")));
    await expectTotalsMatchRows();
    // The first day of 'all' is the first day with an order or a lead left.
    const all = await dashboardWeekly(db, periodDays("all", NOW));
    expect(all[0]?.week).toBe("2026-03-09");

    await db.execute(sql`truncate ${orders} cascade`);
    expect(await db.select().from(orderDayTotals)).toEqual([]);
    await db.execute(sql`truncate ${leads}`);
    expect(await db.select().from(leadDayTotals)).toEqual([]);
    await db.insert(orders).values(order("2026-03-05T10:00:00", { amount: 1_000, status: "paid" }));
    await expectTotalsMatchRows();
  });

  itOnPostgres(
    "let the orders of one day commit side by side: a day's total is locked only while committing",
    async () => {
      const other = await createDatabase({ url: database.url });
      try {
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let inserted!: () => void;
        const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
        // An order's transaction still at work (rendering its emails) after inserting the order.
        const first = database.db.transaction(async (tx) => {
          await tx.insert(orders).values(order("2026-03-20T09:00:00", { amount: 1_200, status: "paid" }));
          inserted();
          await held;
        });
        await firstInserted;
        const second = other.db
          .insert(orders)
          .values(order("2026-03-20T10:00:00", { amount: 3_400, status: "paid" }))
          .then(() => "committed");
        const outcome = await Promise.race([
          second,
          new Promise((resolve) => setTimeout(() => resolve("still waiting"), 3_000)),
        ]);
        release();
        await first;
        await second;
        expect(outcome).toBe("committed");
        await expectTotalsMatchRows();
      } finally {
        await other.close();
      }
    },
  );
});
