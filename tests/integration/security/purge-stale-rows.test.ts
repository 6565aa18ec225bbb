// Issue 12 item 8: rate-limit hits past every window and card-payment orders abandoned pending are purged, by the
// scheduler's hourly job (app/modules/scheduler/scheduled-jobs.server.ts); recent hits, recent pending orders and paid orders stay. PGlite and PostgreSQL.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentOrders, rateLimitHits } from "../../../app/db/schema/index.ts";
import { checkRateLimits } from "../../../app/modules/abuse/rate-limit.server.ts";
import { purgeStaleRows } from "../../../app/modules/abuse/purge-stale-rows.server.ts";
import { PURGE_STALE_ROWS_JOB } from "../../../app/modules/scheduler/scheduled-jobs.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

async function insertCardOrder(status: "pending" | "paid" | "failed", createdHoursAgo: number) {
  const [row] = await database.db
    .insert(cardPaymentOrders)
    .values({
      status,
      amountCents: 10_000,
      buyerEmail: `buyer-${status}-${createdHoursAgo}@example.com`,
      createdAt: hoursAgo(createdHoursAgo),
      ...(status === "paid" ? { paidAt: hoursAgo(createdHoursAgo) } : {}),
    })
    .returning({ id: cardPaymentOrders.id });
  return row!.id;
}

describe("purging stale rows", () => {
  it("deletes hits older than a day and card orders pending for more than a day, and nothing else", async () => {
    const { db } = database;
    await db.insert(rateLimitHits).values([
      { key: "submit:ip:203.0.113.1", createdAt: hoursAgo(30) },
      { key: "card-payment:203.0.113.1", createdAt: hoursAgo(25) },
      { key: "submit:ip:203.0.113.2", createdAt: hoursAgo(2) },
    ]);
    const abandoned = await insertCardOrder("pending", 26);
    const recentPending = await insertCardOrder("pending", 3);
    const oldPaid = await insertCardOrder("paid", 72);
    const oldFailed = await insertCardOrder("failed", 72);

    expect(await purgeStaleRows(db)).toEqual({ rateLimitHits: 2, abandonedCardOrders: 1 });
    expect((await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key)).toEqual([
      "submit:ip:203.0.113.2",
    ]);
    const left = (await db.select({ id: cardPaymentOrders.id }).from(cardPaymentOrders)).map((row) => row.id).sort();
    expect(left).toEqual([recentPending, oldPaid, oldFailed].sort());
    expect(left).not.toContain(abandoned);
    expect(await purgeStaleRows(db)).toEqual({ rateLimitHits: 0, abandonedCardOrders: 0 });
  });

  it("is the scheduler's hourly job", async () => {
    const { db } = database;
    await db.insert(rateLimitHits).values({ key: "submit:email:old@example.com", createdAt: hoursAgo(48) });
    expect(PURGE_STALE_ROWS_JOB.cron).toBe("17 * * * *");
    const logger = { info: () => {}, warn: () => {}, error: () => {} };
    const result = await PURGE_STALE_ROWS_JOB.run({ db, env: {} as never, now: new Date(), logger });
    expect(result).toEqual({ rateLimitHits: 1, abandonedCardOrders: 0 });
    const { rows } = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from rate_limit_hits where created_at < now() - interval '1 day'`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it("counts a submission against every limit or none", async () => {
    const { db } = database;
    await db.delete(rateLimitHits);
    const rules = (email: string) => [
      { key: "submit:ip:198.51.100.9", limit: 3, windowMs: 60_000 },
      { key: `submit:email:${email}`, limit: 1, windowMs: 60_000 },
    ];
    expect((await checkRateLimits(db, rules("a@example.com"))).isAllowed).toBe(true);
    const refused = await checkRateLimits(db, rules("a@example.com"));
    expect(refused).toMatchObject({ isAllowed: false, refusedKey: "submit:email:a@example.com" });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db.$count(rateLimitHits)).toBe(2);
    expect((await checkRateLimits(db, rules("b@example.com"))).isAllowed).toBe(true);
    expect((await checkRateLimits(db, rules("c@example.com"))).isAllowed).toBe(true);
    expect(await checkRateLimits(db, rules("d@example.com"))).toMatchObject({
      isAllowed: false,
      refusedKey: "submit:ip:198.51.100.9",
    });
  });
});
