// The dashboard's periods (issue 16 item 1): which days of Tahiti each one covers. Pure, so the page's period menu
// and the server's queries read the same list.
import { addDays, tahitiIsoDate } from "../documents/document-number.ts";

export const DASHBOARD_PERIODS = ["month", "30d", "year", "all"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = "month";

/** Days counted in Tahiti time, both ends included (YYYY-MM-DD); no `from` for 'all'. */
export type DayRange = { from?: string; to: string };

/** The period of the URL's `period` parameter; anything else is this month. */
export function parseDashboardPeriod(value: string | null): DashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? DEFAULT_DASHBOARD_PERIOD;
}

/** The Tahiti days of a period at `now`: this month from its 1st, the last 30 days with today, this year, all. */
export function periodDays(period: DashboardPeriod, now: Date): DayRange {
  const today = tahitiIsoDate(now);
  switch (period) {
    case "month":
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "all":
      return { to: today };
  }
}

/** The Monday (ISO week start) of the week holding `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every week start from the week of `from` to the week of `to`, at most `limit` (the last ones). */
export function weeksBetween(from: string, to: string, limit = 106): string[] {
  const weeks: string[] = [];
  for (let week = weekStart(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return weeks.slice(-limit);
}
