// Orders and leads per week over the dashboard's period (weeks from Monday, in Tahiti time), added up in SQL from
// the day totals the triggers of migration 0016 keep: at most 7 rows a week, whatever the number of orders.
import { min, sql, type AnyColumn } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { leadDayTotals, orderDayTotals } from "../../db/schema/index.ts";
import { withinDayTotals } from "./dashboard-kpis.server.ts";
import { weeksBetween, type DayRange } from "./dashboard-period.ts";

export type WeekCounts = { week: string; orders: number; leads: number };

/** The Monday of the day's week, as YYYY-MM-DD. */
const weekOf = (day: AnyColumn) => sql<string>`to_char(date_trunc('week', ${day}::timestamp), 'YYYY-MM-DD')`;

const ORDER_DAYS = { table: orderDayTotals, day: orderDayTotals.day, counted: orderDayTotals.orders };
const LEAD_DAYS = { table: leadDayTotals, day: leadDayTotals.day, counted: leadDayTotals.leads };
type DayTotals = typeof ORDER_DAYS | typeof LEAD_DAYS;

async function countPerWeek(db: DbExecutor, { table, day, counted }: DayTotals, days: DayRange) {
  const rows = await db
    .select({ week: weekOf(day), total: sql<number>`sum(${counted})`.mapWith(Number) })
    .from(table)
    .where(withinDayTotals(day, days))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.week, row.total]));
}

/** The first day with an order (lead) left: a day whose rows were all deleted keeps zeros. */
function firstDay(db: DbExecutor, { table, day, counted }: DayTotals) {
  return db
    .select({ day: min(day) })
    .from(table)
    .where(sql`${counted} > 0`);
}

/** One entry per week of the period, empty weeks included; 'all' starts at the first order or lead. */
export async function dashboardWeekly(db: DbExecutor, days: DayRange): Promise<WeekCounts[]> {
  let from = days.from;
  if (!from) {
    const [[firstOrder], [firstLead]] = await Promise.all([firstDay(db, ORDER_DAYS), firstDay(db, LEAD_DAYS)]);
    const starts = [firstOrder?.day, firstLead?.day].filter((day): day is string => typeof day === "string");
    from = starts.length ? starts.sort()[0]! : days.to;
  }
  const [orderWeeks, leadWeeks] = await Promise.all([
    countPerWeek(db, ORDER_DAYS, days),
    countPerWeek(db, LEAD_DAYS, days),
  ]);
  return weeksBetween(from, days.to).map((week) => ({
    week,
    orders: orderWeeks.get(week) ?? 0,
    leads: leadWeeks.get(week) ?? 0,
  }));
}
