// Per-key submission limits stored in PostgreSQL (rate_limit_hits), so several app servers share the count.
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { rateLimitHits } from "../../db/schema/index.ts";

export type CheckRateLimitOptions = {
  /** What is counted, e.g. `submit:ip:203.0.113.7`. */
  key: string;
  /** Requests allowed within the window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult =
  | { isAllowed: true; retryAfterSeconds: 0 }
  /** `refusedKey` is the first rule's key that is used up. */
  | { isAllowed: false; retryAfterSeconds: number; refusedKey: string };

/**
 * Counts one hit for `key` when fewer than `limit` hits happened within the last `windowMs`; otherwise refuses and
 * says how long to wait.
 */
export async function checkRateLimit(db: DbExecutor, rule: CheckRateLimitOptions): Promise<RateLimitResult> {
  return checkRateLimits(db, [rule]);
}

/**
 * Several limits on one submission (per address and per email): a hit is counted for every key when none is used
 * up, and for none otherwise, so a refused submission uses up nothing. Transaction-level advisory locks per key,
 * taken in key order, make concurrent requests count one after another without deadlocks.
 */
export async function checkRateLimits(
  db: DbExecutor,
  rules: readonly CheckRateLimitOptions[],
): Promise<RateLimitResult> {
  const ordered = [...rules].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    for (const { key } of ordered) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`);
    for (const { key, limit, windowMs } of rules) {
      const windowStart = sql`(now() - (${windowMs}::double precision * interval '1 millisecond'))`;
      // Old hits of this key are no longer needed (purgeRateLimitHits removes those of keys never seen again).
      await tx
        .delete(rateLimitHits)
        .where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.createdAt, sql`${windowStart}`)));
      const [row] = await tx
        .select({
          count: sql<number>`count(*)::int`,
          retryAfter: sql<
            number | null
          >`ceil(extract(epoch from (min(${rateLimitHits.createdAt}) - ${windowStart})))::int`,
        })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, key));
      if (Number(row?.count ?? 0) >= limit) {
        return { isAllowed: false, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 1)), refusedKey: key };
      }
    }
    await tx.insert(rateLimitHits).values(rules.map(({ key }) => ({ key })));
    return { isAllowed: true, retryAfterSeconds: 0 };
  });
}

/** Deletes hits older than `olderThanMs` (longer than every window), of every key; returns how many. */
export async function purgeRateLimitHits(db: DbExecutor, { olderThanMs }: { olderThanMs: number }): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, sql`(now() - (${olderThanMs}::double precision * interval '1 millisecond'))`))
    .returning({ id: rateLimitHits.id });
  return deleted.length;
}
