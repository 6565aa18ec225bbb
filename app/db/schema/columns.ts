// Column helpers shared by every schema file, so ids, timestamps and CHECK lists look the same everywhere.
import { sql, type SQL } from "drizzle-orm";
import { customType, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";

// Re-exported whole, for the server code that reads them beside the tables.
export * from "../../modules/money/currency.ts";

/** uuid primary key; gen_random_uuid() is built in since PostgreSQL 13 and works on PGlite. */
export const id = () => uuid("id").primaryKey().defaultRandom();

export const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Set by Drizzle on every update it issues; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** `column in ('a', 'b')` for CHECK constraints built from the same constant lists as the TS types. */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** Raw bytes. node-postgres returns a Buffer and PGlite a Uint8Array; callers get a Uint8Array either way. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

export const LANGS = ["fr", "en", "zh"] as const;
export type Lang = (typeof LANGS)[number];
