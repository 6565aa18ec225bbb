import { describe, expect, it } from "vitest";
import { applyRetention } from "./backup-retention.ts";

/** An instant at 02:30 Tahiti time (12:30 UTC) on the given Tahiti day. */
const at = (day: string, time = "12:30:00") => new Date(`${day}T${time}Z`);
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, index) => new Date(at(from).getTime() + index * 86_400_000));
const iso = (date: Date) => date.toISOString().slice(0, 10);

function keptDays(backups: Date[], now: Date) {
  const decision = applyRetention(backups, (backup) => backup, now);
  return {
    keep: decision.keep.map(({ backup, kinds }) => `${iso(backup)} ${kinds.join("+")}`),
    deleted: decision.delete.length,
  };
}

describe("applyRetention", () => {
  it("keeps 7 days, 4 ISO weeks and 12 months of nightly backups across a year's end", () => {
    // Nightly from 2025-11-20 to 2027-01-05 (a Tuesday), run at 2027-01-05 02:30 Tahiti.
    const backups = days("2025-11-20", 412);
    expect(iso(backups.at(-1)!)).toBe("2027-01-05");
    const { keep, deleted } = keptDays(backups, at("2027-01-05"));
    expect(keep).toEqual([
      "2027-01-05 daily+weekly+monthly", // Tuesday: the newest of this week and of January
      "2027-01-04 daily",
      "2027-01-03 daily+weekly", // Sunday: the newest of the ISO week 2026-12-28 … 2027-01-03
      "2027-01-02 daily",
      "2027-01-01 daily",
      "2026-12-31 daily+monthly", // the newest of December
      "2026-12-30 daily",
      "2026-12-27 weekly",
      "2026-12-20 weekly",
      "2026-11-30 monthly",
      "2026-10-31 monthly",
      "2026-09-30 monthly",
      "2026-08-31 monthly",
      "2026-07-31 monthly",
      "2026-06-30 monthly",
      "2026-05-31 monthly",
      "2026-04-30 monthly",
      "2026-03-31 monthly",
      "2026-02-28 monthly", // the month's last day, not a 30th or 31st
    ]);
    expect(keep.length + deleted).toBe(412);
  });

  it("keeps the newest of several backups of one day, in Tahiti time", () => {
    // 2026-03-02 09:30 UTC is still 1 March in Tahiti: the newest of that day, of its ISO week and of March.
    const first = new Date("2026-03-01T20:00:00Z"); // 1 March, 10:00 Tahiti
    const late = new Date("2026-03-02T09:30:00Z"); // 1 March, 23:30 Tahiti
    const endOfFebruary = new Date("2026-03-01T09:00:00Z"); // 28 February, 23:00 Tahiti
    const decision = applyRetention([first, late, endOfFebruary], (backup) => backup, at("2026-03-02"));
    expect(decision.keep.map(({ backup, kinds }) => [backup.toISOString(), kinds])).toEqual([
      ["2026-03-02T09:30:00.000Z", ["daily", "weekly", "monthly"]],
      ["2026-03-01T09:00:00.000Z", ["daily", "monthly"]],
    ]);
    expect(decision.delete).toEqual([first]);
  });

  it("keeps nothing older than 12 months", () => {
    const old = at("2025-01-31");
    const decision = applyRetention([old], (backup) => backup, at("2026-01-01"));
    expect(decision.keep).toEqual([]);
    expect(decision.delete).toEqual([old]);
    expect(applyRetention([], (backup: Date) => backup, at("2026-01-01"))).toEqual({ keep: [], delete: [] });
  });
});
