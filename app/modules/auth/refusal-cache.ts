// What this process already knows about throttled sign-in keys (an address, or an account and address pair): the
// time until which each one is refused. The database (login_attempts) stays the source of truth and is read on the
// first refusal; later requests of the same key are refused from here without touching it, so a flood of refused
// requests does not queue in front of everyone else on the embedded database's one connection. The cache only ever
// refuses: a key it does not know, or whose time is up, goes to the database. Pure: no I/O; time is passed in.

export type RefusalCache = {
  /** How long `key` is still refused at `now` (0: not known here, or its time is up; the database decides). */
  waitMs(key: string, now: number): number;
  /** Remembers that `key` is refused until `until` (epoch ms). */
  remember(key: string, until: number): void;
  /** Forgets one key, or every key when none is given (blocks ended by the owner). */
  forget(key?: string): void;
  readonly size: number;
};

/** Keeps at most `maxEntries` keys, dropping the oldest remembered first. */
export function createRefusalCache({ maxEntries = 10_000 }: { maxEntries?: number } = {}): RefusalCache {
  const untilByKey = new Map<string, number>();
  return {
    waitMs(key, now) {
      const until = untilByKey.get(key);
      if (until === undefined) return 0;
      if (until > now) return until - now;
      untilByKey.delete(key);
      return 0;
    },
    remember(key, until) {
      untilByKey.delete(key);
      untilByKey.set(key, until);
      while (untilByKey.size > maxEntries) untilByKey.delete(untilByKey.keys().next().value!);
    },
    forget(key) {
      if (key === undefined) untilByKey.clear();
      else untilByKey.delete(key);
    },
    get size() {
      return untilByKey.size;
    },
  };
}
