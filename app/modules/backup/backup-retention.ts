// Which scheduled backups to keep (issue 32 item 6): the newest of each of the last 7 days, of each of the last 4 ISO
// weeks and of each of the last 12 months, today's day, week and month included, read in Tahiti time (UTC−10, no
// daylight saving); every other one is deleted. A pure function of the backups' instants and `now`.

export type BackupKind = "daily" | "weekly" | "monthly";

export const KEEP_DAYS = 7;
export const KEEP_WEEKS = 4;
export const KEEP_MONTHS = 12;

const TAHITI_OFFSET_MS = -10 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RetentionDecision<T> = {
  /** Each kept backup with the reasons it is kept, newest first. */
  keep: Array<{ backup: T; kinds: BackupKind[] }>;
  delete: T[];
};

/** Days since 1970-01-01 of the Tahiti calendar day the instant falls on. */
function tahitiDay(at: Date): number {
  return Math.floor((at.getTime() + TAHITI_OFFSET_MS) / DAY_MS);
}

/** The ISO week (weeks start on Monday) as the day number of its Monday. 1970-01-01 was a Thursday. */
function isoWeekStart(day: number): number {
  const weekday = (((day + 3) % 7) + 7) % 7; // 0 = Monday
  return day - weekday;
}

/** Months since January 1970 of the Tahiti calendar day. */
function tahitiMonth(at: Date): number {
  const local = new Date(at.getTime() + TAHITI_OFFSET_MS);
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
}

export function applyRetention<T>(
  backups: readonly T[],
  createdAt: (backup: T) => Date,
  now: Date,
): RetentionDecision<T> {
  const newestFirst = [...backups].sort((a, b) => createdAt(b).getTime() - createdAt(a).getTime());
  const today = tahitiDay(now);
  const thisWeek = isoWeekStart(today);
  const thisMonth = tahitiMonth(now);
  const buckets: Array<{ kind: BackupKind; of: (at: Date) => number; from: number; to: number }> = [
    { kind: "daily", of: tahitiDay, from: today - (KEEP_DAYS - 1), to: today },
    { kind: "weekly", of: (at) => isoWeekStart(tahitiDay(at)), from: thisWeek - 7 * (KEEP_WEEKS - 1), to: thisWeek },
    { kind: "monthly", of: tahitiMonth, from: thisMonth - (KEEP_MONTHS - 1), to: thisMonth },
  ];
  const kinds = new Map<T, BackupKind[]>();
  for (const bucket of buckets) {
    const seen = new Set<number>();
    for (const backup of newestFirst) {
      const period = bucket.of(createdAt(backup));
      if (period < bucket.from || period > bucket.to || seen.has(period)) continue;
      seen.add(period);
      kinds.set(backup, [...(kinds.get(backup) ?? []), bucket.kind]);
    }
  }
  return {
    keep: newestFirst.filter((backup) => kinds.has(backup)).map((backup) => ({ backup, kinds: kinds.get(backup)! })),
    delete: newestFirst.filter((backup) => !kinds.has(backup)),
  };
}
