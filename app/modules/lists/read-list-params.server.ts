// A list's parameters as its loader (page or CSV export) reads them: parseListParams, and a 400 with a sentence when
// a date filter (`?from=`, `?to=`) names no day of the calendar (`2026-02-30`, `soon`). The other values fall back to
// their defaults; a date cannot, or a bookmarked filter would silently list everything.
import { badRequestResponse } from "../security/bad-request.server.ts";
import { FILTER_ANY, type FilterSpec, type ListParams, type ListSpec, parseListParams } from "./list-params.ts";
import { isCalendarDay } from "../forms/calendar-day.ts";

export function readListParams<Sort extends string, Filters extends Record<string, FilterSpec>>(
  request: Request,
  spec: ListSpec<Sort, Filters>,
): ListParams<Sort, Filters> {
  const searchParams = new URL(request.url).searchParams;
  for (const [name, filter] of Object.entries(spec.filters)) {
    const value = searchParams.get(name)?.trim();
    if (filter.kind === "date" && value && value !== FILTER_ANY && !isCalendarDay(value))
      throw badRequestResponse(request, "invalidDate");
  }
  return parseListParams(searchParams, spec);
}
