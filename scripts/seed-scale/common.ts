// What every part of the at-scale seed (scripts/seed-scale.ts) shares: how many rows of each kind, the span they are
// dated over, the currencies, the people and products rows refer to, and the batched inserts.
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../app/db/db.server.ts";
import type * as t from "../../app/db/schema/index.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

const FULL_COUNTS = {
  products: 10_000,
  customers: 60_000,
  orders: 100_000,
  leads: 50_000,
  cardPayments: 20_000,
  quotes: 20_000,
  invoices: 20_000,
  creditNotes: 1_000,
  suppliers: 300,
  purchaseOrders: 5_000,
  audit: 50_000,
};

export type Counts = Record<keyof typeof FULL_COUNTS, number>;

/** Every count scaled by `factor` (0.1 gives a tenth), at least one row of each kind. */
export function scaledCounts(factor: number): Counts {
  return Object.fromEntries(
    Object.entries(FULL_COUNTS).map(([name, n]) => [name, Math.max(1, Math.round(n * factor))]),
  ) as Counts;
}

/** How many rows of each kind, and the last instant they are dated by (over the SPAN_DAYS before it). */
export type SeedPlan = { counts: Counts; until: Date };

export const SPAN_DAYS = 730;

const DECIMALS: Record<t.Currency, number> = { XPF: 0, USD: 2, EUR: 2, HKD: 2 };
export const XPF_PER: Record<t.Currency, number> = { XPF: 1, USD: 110, EUR: 119.33, HKD: 14.1 };

/** XPF converted to the minor unit of `currency`. */
export const fromXpf = (xpf: number, currency: t.Currency) =>
  Math.round((xpf / XPF_PER[currency]) * 10 ** DECIMALS[currency]);

export type Person = { id: string; email: string; fullName: string; location: string; company: string | null };
export type Product = { id: string; slug: string; title: string; priceXpf: number; purchaseCents: number };

/** Some of the product options, each with one of its values (orders, leads and card payments carry them). */
export function chosenOptions(r: Random): t.ChosenOption[] {
  return words.OPTION_CHOICES.filter(() => r.next() < 0.4).map((option) => {
    const [valueCode, valueLabel] = r.pick<readonly [string, string]>(option.values);
    return { code: option.code, label: option.label, valueCode, valueLabel, priceDelta: r.int(0, 20) * 1000 };
  });
}

/** Multi-row inserts of `rows` in batches (PostgreSQL takes at most 65,535 parameters a statement). */
export async function insertAll<Row extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: Row[],
  batch = 1000,
) {
  for (let start = 0; start < rows.length; start += batch) {
    await db.insert(table).values(rows.slice(start, start + batch) as never);
  }
}

/** Runs `work` and prints how long it took under `label`. */
export function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  return work().then((result) => {
    console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  });
}
