// The dashboard's figures against hand-computed data (issue 16 item 1), on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set: orders without a deposit ratio, two currencies, a period without leads, and the
// period's ends in Tahiti time (UTC−10), where a UTC day would count the wrong orders.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers, leads, orders, products } from "../../../app/db/schema/index.ts";
import {
  dashboardKpis,
  dashboardRecentOrders,
  dashboardTopProducts,
} from "../../../app/modules/sales/dashboard-kpis.server.ts";
import { periodDays } from "../../../app/modules/sales/dashboard-period.ts";
import { dashboardWeekly } from "../../../app/modules/sales/dashboard-weekly.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

/** An instant given in Tahiti's wall-clock time. */
const tahiti = (wallClock: string) => new Date(`${wallClock}-10:00`);

// 'This month' seen on 15 March 2026 at noon in Tahiti: 1 to 15 March, Tahiti days.
const NOW = tahiti("2026-03-15T12:00:00");
const MARCH = periodDays("month", NOW);

const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [customer] = await db.insert(customers).values({ email: "kpi@example.com", fullName: "Hina Kpi" }).returning();
  await db.insert(products).values([
    { slug: "mini-pelle", title: "Mini-pelle 1,8 t", status: "published" },
    { slug: "panneau", title: "Panneau solaire", status: "published" },
  ]);
  const order = (
    key: string,
    at: string,
    values: Partial<typeof orders.$inferInsert> & Pick<typeof orders.$inferInsert, "amount">,
  ) => ({ key, row: { customerId: customer!.id, productSlug: "mini-pelle", createdAt: tahiti(at), ...values } });
  const rows = [
    // No deposit ratio given: the column's default, 0.6 → 600 000.
    order("A", "2026-03-03T09:00:00", { amount: 1_000_000, status: "paid" }),
    // round(500 001 × 0.5) = 250 001 (half away from zero).
    order("B", "2026-03-10T09:00:00", { amount: 500_001, depositRatio: 0.5, status: "paid", productSlug: "panneau" }),
    // Another currency: 100.00 USD, 30 % → 30.00 USD, never added to the francs.
    order("C", "2026-03-10T10:00:00", { amount: 10_000, currency: "USD", depositRatio: 0.3, status: "paid" }),
    order("D", "2026-03-15T23:59:00", { amount: 2_000_000, status: "pending" }),
    // 23:59:59 on 28 February in Tahiti is already 1 March in UTC: outside March.
    order("E", "2026-02-28T23:59:59", { amount: 9_999_999, status: "paid" }),
    // Midnight on 1 March in Tahiti: inside. 60 % of 100 000 → 60 000, a product no longer in the catalogue.
    order("F", "2026-03-01T00:00:00", { amount: 100_000, status: "paid", productSlug: "ancien-produit" }),
  ];
  for (const { key, row } of rows) {
    const [inserted] = await db.insert(orders).values(row).returning({ id: orders.id });
    ids[key] = inserted!.id;
  }
  const lead = (at: string) => ({ customerId: customer!.id, source: "devis" as const, createdAt: tahiti(at) });
  await db
    .insert(leads)
    .values([
      lead("2026-03-01T00:00:00"),
      lead("2026-03-02T08:00:00"),
      lead("2026-03-05T08:00:00"),
      lead("2026-03-09T08:00:00"),
      lead("2026-03-12T08:00:00"),
      lead("2026-03-15T23:59:59"),
      lead("2026-02-28T23:30:00"),
    ]);
});
afterAll(async () => {
  await database?.close();
});

describe("dashboard figures", () => {
  it("collects the deposits of paid orders per currency, over the Tahiti days of the period", async () => {
    const kpis = await dashboardKpis(database.db, MARCH);
    expect(kpis.byCurrency).toEqual([
      // 600 000 + 250 001 + 60 000; mean of 1 000 000, 500 001 and 100 000 = 533 333.67 → 533 334.
      { currency: "XPF", collected: 910_001, averagePaid: 533_334, paidCount: 3 },
      { currency: "USD", collected: 3_000, averagePaid: 10_000, paidCount: 1 },
    ]);
    expect(kpis.paidCount).toBe(4);
    expect(kpis.orderCount).toBe(5);
    // Six leads in March (the one of 28 February at 23:30 is not): 4 ÷ 6 × 100 = 66.7.
    expect(kpis.leadCount).toBe(6);
    expect(kpis.conversionRate).toBe(66.7);
  });

  it("gives no conversion rate for a period without leads, and nothing to collect without paid orders", async () => {
    const quiet = await dashboardKpis(database.db, { from: "2026-01-01", to: "2026-01-31" });
    expect(quiet).toEqual({ byCurrency: [], paidCount: 0, orderCount: 0, leadCount: 0, conversionRate: null });
    // Only E's day: a paid order and no lead.
    const lastDay = await dashboardKpis(database.db, { from: "2026-02-28", to: "2026-02-28" });
    expect(lastDay.paidCount).toBe(1);
    expect(lastDay.leadCount).toBe(1);
    const onlyOrder = await dashboardKpis(database.db, { from: "2026-03-03", to: "2026-03-03" });
    expect(onlyOrder).toMatchObject({ paidCount: 1, leadCount: 0, conversionRate: null });
  });

  it("counts everything for 'all'", async () => {
    const all = await dashboardKpis(database.db, periodDays("all", NOW));
    expect(all.byCurrency[0]).toMatchObject({ currency: "XPF", collected: 910_001 + Math.round(9_999_999 * 0.6) });
    expect(all.leadCount).toBe(7);
    expect(all.conversionRate).toBe(71.4);
  });

  it("ranks the products by collected revenue, one line per product and currency", async () => {
    const top = await dashboardTopProducts(database.db, MARCH);
    expect(top).toEqual([
      { productSlug: "mini-pelle", title: "Mini-pelle 1,8 t", currency: "XPF", collected: 600_000, paidCount: 1 },
      { productSlug: "panneau", title: "Panneau solaire", currency: "XPF", collected: 250_001, paidCount: 1 },
      { productSlug: "ancien-produit", title: null, currency: "XPF", collected: 60_000, paidCount: 1 },
      { productSlug: "mini-pelle", title: "Mini-pelle 1,8 t", currency: "USD", collected: 3_000, paidCount: 1 },
    ]);
  });

  it("lists the 5 most recent orders, whatever the period", async () => {
    const recent = await dashboardRecentOrders(database.db);
    expect(recent.map((order) => order.id)).toEqual([ids.D, ids.C, ids.B, ids.A, ids.F]);
  });

  it("counts orders and leads per Tahiti week (from Monday), empty weeks included", async () => {
    const weeks = await dashboardWeekly(database.db, MARCH);
    expect(weeks).toEqual([
      // 1 March 2026 is a Sunday: its week starts on 23 February.
      { week: "2026-02-23", orders: 1, leads: 1 },
      { week: "2026-03-02", orders: 1, leads: 2 },
      { week: "2026-03-09", orders: 3, leads: 3 },
    ]);
    const all = await dashboardWeekly(database.db, periodDays("all", NOW));
    expect(all[0]).toEqual({ week: "2026-02-23", orders: 2, leads: 2 });
    expect(all.at(-1)?.week).toBe("2026-03-09");
  });
});
