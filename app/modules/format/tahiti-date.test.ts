import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatTahitiDate,
  formatTahitiDateTime,
  formatTahitiDateTimeSeconds,
  formatTahitiLongDateTime,
  tahitiIsoDate,
} from "./tahiti-date.ts";

describe("Tahiti-time dates", () => {
  // 05:07:09 UTC on 1 January is still 31 December, 19:07:09, in Papeete (UTC−10).
  const at = new Date("2026-01-01T05:07:09Z");

  it("writes the day, the minute and the second in Tahiti, not in UTC", () => {
    expect(formatTahitiDate(at)).toBe("31/12/2025");
    expect(formatTahitiDateTime(at)).toBe("31/12/2025 19:07");
    expect(formatTahitiDateTimeSeconds(at)).toBe("31/12/2025 19:07:09");
    expect(tahitiIsoDate(at)).toBe("2025-12-31");
  });

  it("reads the ISO text a loader sends as the same instant", () => {
    expect(formatTahitiDate(at.toISOString())).toBe("31/12/2025");
    expect(formatTahitiDateTime(at.toISOString())).toBe("31/12/2025 19:07");
    expect(formatTahitiLongDateTime(at.toISOString())).toBe("31 décembre 2025 à 19:07");
  });

  it("writes a calendar day as it is, with no time zone shift", () => {
    expect(formatCalendarDay("2026-01-01")).toBe("01/01/2026");
    expect(formatCalendarDay("2026-01-01T05:07:09Z")).toBe("01/01/2026");
    expect(formatCalendarDay(null)).toBe("");
    expect(formatCalendarDay("")).toBe("");
  });
});
