import { describe, expect, it } from "vitest";
import { parseDashboardPeriod, periodDays, weekStart, weeksBetween } from "./dashboard-period.ts";

const tahiti = (wallClock: string) => new Date(`${wallClock}-10:00`);

describe("dashboard periods", () => {
  it("reads the period of the URL, this month otherwise", () => {
    expect(parseDashboardPeriod("year")).toBe("year");
    expect(parseDashboardPeriod("30d")).toBe("30d");
    expect(parseDashboardPeriod("week")).toBe("month");
    expect(parseDashboardPeriod(null)).toBe("month");
  });

  it("counts days in Tahiti: late evening there is already tomorrow in UTC", () => {
    const now = tahiti("2026-03-31T22:00:00");
    expect(now.toISOString().slice(0, 10)).toBe("2026-04-01");
    expect(periodDays("month", now)).toEqual({ from: "2026-03-01", to: "2026-03-31" });
    expect(periodDays("30d", now)).toEqual({ from: "2026-03-02", to: "2026-03-31" });
    expect(periodDays("year", now)).toEqual({ from: "2026-01-01", to: "2026-03-31" });
    expect(periodDays("all", now)).toEqual({ to: "2026-03-31" });
  });

  it("cuts a range into weeks from Monday", () => {
    expect(weekStart("2026-03-01")).toBe("2026-02-23");
    expect(weekStart("2026-03-02")).toBe("2026-03-02");
    expect(weeksBetween("2026-03-01", "2026-03-16")).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(weeksBetween("2020-01-01", "2026-03-16", 3)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16"]);
  });
});
