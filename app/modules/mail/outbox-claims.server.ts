// The outbox worker's rows (outbox-worker.server.ts): claiming the due ones under a lease, renewing the lease of the
// rows still being sent, handing back the rows not tried, and recording a failed send (retried with exponential
// back-off, or failed after MAX_ATTEMPTS). A sent row is recorded by the worker itself.
import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { type MailAttachment, mailOutbox } from "../../db/schema/system.ts";
import type { OutboxLogger } from "./outbox-worker.server.ts";

export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** Delay before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
  attempts: number;
};

/**
 * Takes up to `limit` due rows: locks them (skipping rows another worker holds), counts the attempt and moves
 * next_attempt_at past the lease, then commits at once. Counting at claim time means a message that crashes the
 * server still reaches MAX_ATTEMPTS. The worker's own step; a test also calls it to play a worker that dies after it.
 */
export async function claimDueMail(
  db: Db,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedRow[]> {
  return db.transaction(async (tx) => {
    // Rows whose last attempt was interrupted (server stopped mid-send) after the final try.
    await tx
      .update(mailOutbox)
      .set({ status: "failed", lastError: sql`coalesce(${mailOutbox.lastError}, 'interrupted during sending')` })
      .where(
        and(
          eq(mailOutbox.status, "queued"),
          gte(mailOutbox.attempts, MAX_ATTEMPTS),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      );
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.status, "queued"),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const order = new Map(due.map((row, index) => [row.id, index]));
    const claimed = await tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        html: mailOutbox.html,
        text: mailOutbox.text,
        attachments: mailOutbox.attachments,
        attempts: mailOutbox.attempts,
      });
    return claimed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  });
}

/**
 * Moves the lease of rows being sent ahead. The attempt count is each claim's token: once another worker has
 * claimed a row again (this one stalled past its lease), it is no longer this worker's to renew.
 */
export async function renewLeases(db: Db, rows: ClaimedRow[], leaseMs: number): Promise<void> {
  const claims = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.attempts}::integer)`),
    sql`, `,
  );
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(mailOutbox.status, "queued"), sql`(${mailOutbox.id}, ${mailOutbox.attempts}) in (${claims})`));
}

/** Undoes the claim of rows that were not tried: due again now, the attempt not counted. */
export async function releaseClaims(db: Db, rows: ClaimedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`, nextAttemptAt: sql`now()` })
    .where(
      and(
        inArray(
          mailOutbox.id,
          rows.map((row) => row.id),
        ),
        eq(mailOutbox.status, "queued"),
      ),
    );
}

export async function recordFailure(db: Db, row: ClaimedRow, error: unknown, logger: OutboxLogger): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || "unknown error";
  const final = row.attempts >= MAX_ATTEMPTS;
  const delayMs = retryDelayMs(row.attempts);
  await db
    .update(mailOutbox)
    .set({
      status: final ? "failed" : "queued",
      lastError: message,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .where(eq(mailOutbox.id, row.id));
  const details = { mailId: row.id, to: row.to, attempts: row.attempts, error: message };
  if (final) logger.error(details, "mail failed for good after the last attempt");
  else logger.warn({ ...details, retryInMs: delayMs }, "mail not sent, will retry");
}
