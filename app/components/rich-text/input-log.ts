// The developer test pages' input log (back-office §9): the last 50 events, newest first.
import { useCallback, useState } from "react";

/** How many events the log keeps (back-office §9). */
export const INPUT_LOG_LIMIT = 50;

export type InputLogEntry = { id: number; type: string; detail?: string; at: number };

/** Adds `entry` in front of `entries` and keeps at most `limit` of them. Pure, so it is tested on its own. */
export function pushLogEntry(
  entries: readonly InputLogEntry[],
  entry: InputLogEntry,
  limit = INPUT_LOG_LIMIT,
): InputLogEntry[] {
  return [entry, ...entries].slice(0, limit);
}

let nextId = 1;

/** The log's entries and a stable `record(type, detail)` to add one, timestamped now. */
export function useInputLog() {
  const [entries, setEntries] = useState<InputLogEntry[]>([]);
  const record = useCallback((type: string, detail?: string) => {
    const entry: InputLogEntry = { id: nextId++, type, detail, at: Date.now() };
    setEntries((current) => pushLogEntry(current, entry));
  }, []);
  const clear = useCallback(() => setEntries([]), []);
  return { entries, record, clear };
}
