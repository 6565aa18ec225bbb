import { describe, expect, it } from "vitest";
import { isCalendarDay } from "./calendar-day.ts";

describe("a calendar day", () => {
  it("accepts the days that exist, leap days included", () => {
    for (const day of ["2026-01-31", "2026-02-28", "2024-02-29", "2000-02-29", "1900-01-01", "9999-12-31"])
      expect(isCalendarDay(day), day).toBe(true);
  });

  it("refuses days that do not exist, other forms and other types", () => {
    for (const day of [
      "2026-02-30",
      "2025-02-29",
      "1900-02-29",
      "2026-04-31",
      "2026-13-01",
      "2026-00-10",
      "2026-01-00",
      "0000-01-01",
      "99999-01-01",
      "2026-1-1",
      "soon",
      "",
      " 2026-01-01",
      "2026-01-01T00:00:00Z",
      "２０２６-01-01",
    ])
      expect(isCalendarDay(day), day).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
    expect(isCalendarDay(null)).toBe(false);
  });
});
