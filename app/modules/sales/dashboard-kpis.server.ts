// The dashboard's figures (back-office §9), each from one SQL aggregate over the period's rows: nothing is loaded
// row by row into the server. Amounts stay in their currency's minor unit and are never added across currencies.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { leads, orders, products, type Currency } from "../../db/schema/index.ts";
import { withinDays } from "../lists/list-page.server.ts";
import type { DayRange } from "./dashboard-period.ts";

/** The spec's fallback when an order has no deposit ratio (the column has a default, so only old data lacks it). */
const FALLBACK_DEPOSIT_RATIO = 0.2;

export type CurrencyFigures = {
  currency: Currency;
  /** Σ round(amount × deposit_ratio) over the paid orders. */
  collected: number;
  /** Mean amount of the paid orders, rounded to the minor unit. */
  averagePaid: number;
  paidCount: number;
};

export type DashboardKpis = {
  /** One entry per currency that has a paid order in the period, XPF first. */
  byCurrency: CurrencyFigures[];
  paidCount: number;
  orderCount: number;
  leadCount: number;
  /** Paid orders ÷ leads × 100 with one decimal; null without any lead. */
  conversionRate: number | null;
};

const isPaid = eq(orders.status, "paid");
const collectedSql = sql<number>`coalesce(sum(round(${orders.amount} * coalesce(${orders.depositRatio}, ${FALLBACK_DEPOSIT_RATIO}))) filter (where ${isPaid}), 0)`;

/** KPI cards of the period. */
export async function dashboardKpis(db: DbExecutor, days: DayRange): Promise<DashboardKpis> {
  const [perCurrency, [leadRow]] = await Promise.all([
    db
      .select({
        currency: orders.currency,
        orderCount: count(),
        paidCount: sql<number>`count(*) filter (where ${isPaid})`.mapWith(Number),
        collected: collectedSql.mapWith(Number),
        averagePaid: sql<number>`coalesce(round(avg(${orders.amount}) filter (where ${isPaid})), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(withinDays(orders.createdAt, days))
      .groupBy(orders.currency)
      .orderBy(sql`${orders.currency} <> 'XPF'`, orders.currency),
    db.select({ leadCount: count() }).from(leads).where(withinDays(leads.createdAt, days)),
  ]);
  const paidCount = perCurrency.reduce((sum, row) => sum + row.paidCount, 0);
  const leadCount = leadRow?.leadCount ?? 0;
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

export type TopProduct = {
  productSlug: string;
  title: string | null;
  currency: Currency;
  collected: number;
  paidCount: number;
};

/** The 5 products that collected the most over the period's paid orders, one line per product and currency. */
export async function dashboardTopProducts(db: DbExecutor, days: DayRange, limit = 5): Promise<TopProduct[]> {
  const collected = sql<number>`sum(round(${orders.amount} * coalesce(${orders.depositRatio}, ${FALLBACK_DEPOSIT_RATIO})))`;
  return db
    .select({
      productSlug: orders.productSlug,
      title: sql<string | null>`max(${products.title})`,
      currency: orders.currency,
      collected: collected.mapWith(Number),
      paidCount: count(),
    })
    .from(orders)
    .leftJoin(products, eq(products.slug, orders.productSlug))
    .where(and(isPaid, withinDays(orders.createdAt, days)))
    .groupBy(orders.productSlug, orders.currency)
    .orderBy(desc(collected), orders.productSlug)
    .limit(limit);
}

/** The 5 most recent orders, whatever the period (back-office §7 "last 5 orders by created_at"). */
export async function dashboardRecentOrders(db: DbExecutor, limit = 5) {
  return db
    .select({
      id: orders.id,
      productSlug: orders.productSlug,
      title: products.title,
      amount: orders.amount,
      currency: orders.currency,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .leftJoin(products, eq(products.id, orders.productId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
