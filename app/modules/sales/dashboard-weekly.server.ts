// Orders and leads per week over the dashboard's period (weeks from Monday, in Tahiti time), counted in SQL.
import { count, min, sql, type AnyColumn } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { leads, orders } from "../../db/schema/index.ts";
import { withinDays } from "../lists/list-page.server.ts";
import { tahitiIsoDate } from "../documents/document-number.ts";
import { weeksBetween, type DayRange } from "./dashboard-period.ts";

export type WeekCounts = { week: string; orders: number; leads: number };

const TIME_ZONE = "Pacific/Tahiti";

/** The Monday of the row's Tahiti week, as YYYY-MM-DD. */
const weekOf = (column: AnyColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${TIME_ZONE}), 'YYYY-MM-DD')`;

async function countPerWeek(db: DbExecutor, table: typeof orders | typeof leads, days: DayRange) {
  const week = weekOf(table.createdAt);
  const rows = await db
    .select({ week, total: count() })
    .from(table)
    .where(withinDays(table.createdAt, days))
    // By position: the week's expression carries a bound parameter, so PostgreSQL cannot match it written twice.
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.week, row.total]));
}

/** One entry per week of the period, empty weeks included; 'all' starts at the first order or lead. */
export async function dashboardWeekly(db: DbExecutor, days: DayRange): Promise<WeekCounts[]> {
  let from = days.from;
  if (!from) {
    const [[firstOrder], [firstLead]] = await Promise.all([
      db.select({ at: min(orders.createdAt) }).from(orders),
      db.select({ at: min(leads.createdAt) }).from(leads),
    ]);
    const starts = [firstOrder?.at, firstLead?.at].filter((at): at is Date => at instanceof Date);
    from = starts.length ? tahitiIsoDate(new Date(Math.min(...starts.map((at) => at.getTime())))) : days.to;
  }
  const [orderWeeks, leadWeeks] = await Promise.all([countPerWeek(db, orders, days), countPerWeek(db, leads, days)]);
  return weeksBetween(from, days.to).map((week) => ({
    week,
    orders: orderWeeks.get(week) ?? 0,
    leads: leadWeeks.get(week) ?? 0,
  }));
}
