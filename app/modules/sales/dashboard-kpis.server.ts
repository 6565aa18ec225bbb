// The dashboard's figures (back-office §9), each from one SQL aggregate: nothing is loaded row by row into the
// server. The KPIs add up the period's days in order_day_totals and lead_day_totals (kept by triggers, migration
// 0016), so "all" costs as little as "this month"; the top products aggregate the period's paid orders. Amounts stay
// in their currency's minor unit and are never added across currencies.
import { and, desc, eq, gte, lte, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { leadDayTotals, orderDayTotals, orders, products, type Currency } from "../../db/schema/index.ts";
import { withinDays } from "../lists/list-page.server.ts";
import type { DayRange } from "./dashboard-period.ts";
import { depositSql } from "./deposit-sql.ts";

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

/** Rows of a day-totals table (a `date` column of Tahiti days) within the period, both ends included. */
export function withinDayTotals(day: AnyColumn, { from, to }: DayRange): SQL | undefined {
  return and(from ? gte(day, from) : undefined, lte(day, to));
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** KPI cards of the period. */
export async function dashboardKpis(db: DbExecutor, days: DayRange): Promise<DashboardKpis> {
  const paid = sumOf(orderDayTotals.paid);
  const [perCurrency, [leadRow]] = await Promise.all([
    db
      .select({
        currency: orderDayTotals.currency,
        orderCount: sumOf(orderDayTotals.orders),
        paidCount: paid,
        collected: sumOf(orderDayTotals.collected),
        // round(avg(amount)) of the paid orders: the same numeric division avg() makes.
        averagePaid:
          sql<number>`coalesce(round(sum(${orderDayTotals.paidAmount})::numeric / nullif(sum(${orderDayTotals.paid}), 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(orderDayTotals)
      .where(withinDayTotals(orderDayTotals.day, days))
      .groupBy(orderDayTotals.currency)
      // A currency whose orders of the period were all deleted keeps rows of zeros.
      .having(sql`sum(${orderDayTotals.orders}) > 0`)
      .orderBy(sql`${orderDayTotals.currency} <> 'XPF'`, orderDayTotals.currency),
    db
      .select({ leadCount: sumOf(leadDayTotals.leads) })
      .from(leadDayTotals)
      .where(withinDayTotals(leadDayTotals.day, days)),
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

/**
 * The 5 products that collected the most over the period's paid orders, one line per product and currency. The
 * paid orders are grouped first and only the lines kept get their product's title (the join no longer runs for
 * each of the period's 35,000 paid orders).
 */
export async function dashboardTopProducts(db: DbExecutor, days: DayRange, limit = 5): Promise<TopProduct[]> {
  const collected = sql<number>`sum(${depositSql(orders.amount, sql`coalesce(${orders.depositRatio}, ${FALLBACK_DEPOSIT_RATIO})`)})`;
  const top = db
    .select({
      productSlug: orders.productSlug,
      currency: orders.currency,
      collected: collected.as("collected"),
      paidCount: sql<number>`count(*)`.as("paid_count"),
    })
    .from(orders)
    .where(and(isPaid, withinDays(orders.createdAt, days)))
    .groupBy(orders.productSlug, orders.currency)
    .orderBy(desc(collected), orders.productSlug)
    .limit(limit)
    .as("top");
  return db
    .select({
      productSlug: top.productSlug,
      title: products.title,
      currency: top.currency,
      collected: sql<number>`${top.collected}`.mapWith(Number),
      paidCount: sql<number>`${top.paidCount}`.mapWith(Number),
    })
    .from(top)
    .leftJoin(products, eq(products.slug, top.productSlug))
    .orderBy(desc(top.collected), top.productSlug);
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
