// The one check of a calendar day typed or sent as text (a date field, a list's `from`/`to`): YYYY-MM-DD naming a day
// that exists, so `2026-02-30` or `soon` is refused here with a message rather than by PostgreSQL with a 500.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a day of the calendar, YYYY-MM-DD, between the years 1900 and 9999. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
