// Keyset batches of an export, newest first: the cursor is the row's exact timestamp and its id. The timestamp is
// read as text, since a JS Date keeps milliseconds and PostgreSQL microseconds: a Date cursor would skip rows.
import { desc, sql, type AnyColumn, type SQL } from "drizzle-orm";

export type NewestFirstCursor = { cursorAt: string; id: string };

/** The columns a batch selects for its cursor (spread into the select). */
export function newestFirstCursor(at: AnyColumn) {
  return { cursorAt: sql<string>`${at}::text`.as("cursor_at") };
}

/** Rows older than the cursor (none for the first batch), in the order of `newestFirstOrder`. */
export function olderThan(at: AnyColumn, id: AnyColumn, after: NewestFirstCursor | null): SQL | undefined {
  return after ? sql`(${at}, ${id}) < (${after.cursorAt}::timestamptz, ${after.id}::uuid)` : undefined;
}

export function newestFirstOrder(at: AnyColumn, id: AnyColumn): SQL[] {
  return [desc(at), desc(id)];
}
