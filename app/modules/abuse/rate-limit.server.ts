// Per-key submission limits stored in PostgreSQL (rate_limit_hits), so several app servers share the count.
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { rateLimitHits } from "../../db/schema/index.ts";

export type CheckRateLimitOptions = {
  /** What is counted, e.g. `lead:203.0.113.7`. */
  key: string;
  /** Requests allowed within the window. */
  limit: number;
  windowMs: number;
};

export type RateLimitResult = { isAllowed: boolean; retryAfterSeconds: number };

/**
 * Counts one hit for `key` when fewer than `limit` hits happened within the last `windowMs`; otherwise refuses and
 * says how long to wait. A transaction-level advisory lock per key makes concurrent requests count one after another.
 */
export async function checkRateLimit(db: DbExecutor, { key, limit, windowMs }: CheckRateLimitOptions): Promise<RateLimitResult> {
  const windowStart = sql`(now() - (${windowMs}::double precision * interval '1 millisecond'))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`);
    // Old hits of this key are no longer needed.
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.createdAt, sql`${windowStart}`)));
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        retryAfter: sql<number | null>`ceil(extract(epoch from (min(${rateLimitHits.createdAt}) - ${windowStart})))::int`,
      })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key));
    const count = Number(row?.count ?? 0);
    if (count >= limit) {
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 1)) };
    }
    await tx.insert(rateLimitHits).values({ key });
    return { isAllowed: true, retryAfterSeconds: 0 };
  });
}
