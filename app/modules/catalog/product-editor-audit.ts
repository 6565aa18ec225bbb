// The audit summary of an editor save: what changed, before → after, kept small (long texts cut, lists compared
// as a whole). Pure, tested with the save.

/** A product as the audit compares it: flat, one entry per field, lists as JSON. */
export type ProductSnapshot = Record<string, string | number | boolean | null>;

const MAX_AUDIT_TEXT = 200;

function compact(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "boolean") return value;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_AUDIT_TEXT ? `${text.slice(0, MAX_AUDIT_TEXT)}…` : text;
}

/** The snapshot of any record of fields (scalars kept, objects and lists as JSON). */
export function toSnapshot(fields: Record<string, unknown>): ProductSnapshot {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      typeof value === "object" && value !== null ? JSON.stringify(value) : (value as ProductSnapshot[string]),
    ]),
  );
}

/** The fields that differ, with their value before and after (texts cut to 200 characters). */
export function diffSnapshots(
  before: ProductSnapshot | null,
  after: ProductSnapshot,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter((key) => before === null || before[key] !== after[key]);
  return {
    before: before === null ? {} : Object.fromEntries(changed.map((key) => [key, compact(before[key])])),
    after: Object.fromEntries(changed.map((key) => [key, compact(after[key])])),
  };
}
