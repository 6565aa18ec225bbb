// Sends the mail_outbox rows (DESIGN.md "Email"). Each batch is claimed in one short transaction
// (FOR UPDATE SKIP LOCKED, so workers on several servers never take the same row), leased by moving
// next_attempt_at a minute ahead, sent outside any transaction (PGlite has a single connection), a few at a time
// over the SMTP transport's pooled connections, while one heartbeat renews the lease of the rows still in hand, then
// each recorded as soon as its send ends: sent (or logged, for the log transport), or retried with exponential
// back-off, or failed after MAX_ATTEMPTS. A server that dies mid-send stops renewing: its rows are due again within
// a minute. Rows are never deleted. Claims, leases and failures: outbox-claims.server.ts.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { mailOutbox } from "../../db/schema/system.ts";
import type { Storage } from "../media/storage.server.ts";
import { resolveAttachments } from "./outbox-attachments.server.ts";
import { type ClaimedRow, claimDueMail, recordFailure, releaseClaims, renewLeases } from "./outbox-claims.server.ts";
import { SMTP_POOL_SIZE, type MailTransport } from "./transports.server.ts";

/**
 * A claimed row is invisible to other workers this long, renewed every third of it while its send runs; if this
 * server dies mid-send, another worker takes the row once the last renewal runs out.
 */
export const LEASE_MS = 60_000;
/** A send still pending after this counts as failed (the heartbeat keeps the lease until then). */
const SEND_TIMEOUT_MS = 5 * 60_000;
/**
 * Messages of a batch in flight at once. One at a time, each message waited for its SMTP round trips (and, before
 * the transport kept its connections, a new connection each): about 4 a second. The SMTP transport keeps as many
 * connections open (SMTP_POOL_SIZE).
 */
export const SEND_CONCURRENCY = SMTP_POOL_SIZE;
/** Rows claimed per transaction. */
const BATCH_SIZE = 25;

export type OutboxLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  logger: OutboxLogger;
  /** Where stored documents kept by key live, for attachments that point at a stored_documents row. */
  storage?: Storage;
  intervalMs?: number;
  batchSize?: number;
  /** Messages sent at once (SEND_CONCURRENCY). */
  concurrency?: number;
  /** How long a claim holds without renewal (LEASE_MS); shorter in tests. */
  leaseMs?: number;
};

export type OutboxWorker = {
  /** Waits for the batch in progress, stops polling and closes the transport. */
  stop(): Promise<void>;
  /** Sends everything due now (batch after batch); resolves with how many messages were sent (or logged). */
  flush(): Promise<number>;
};

const running = new Set<{ wake(delayMs: number): void }>();

/**
 * Asks the running workers of this process to look at the outbox shortly, instead of at their next poll.
 * Call it after the transaction that queued a message has committed (a tick before the commit sees nothing).
 */
export function wakeOutboxWorker(delayMs = 50): void {
  for (const worker of running) worker.wake(delayMs);
}

export function startOutboxWorker({
  db,
  transport,
  logger,
  storage,
  intervalMs = 2000,
  batchSize = BATCH_SIZE,
  concurrency = SEND_CONCURRENCY,
  leaseMs = LEASE_MS,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timerDueAt = Infinity;
  // One batch at a time in this worker: ticks, wakes and flushes queue behind each other.
  let chain: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  };

  async function processBatch(): Promise<{ claimed: number; sent: number }> {
    if (stopped) return { claimed: 0, sent: 0 };
    const rows = await claimDueMail(db, { limit: batchSize, leaseMs });
    if (rows.length === 0) return { claimed: 0, sent: 0 };
    const heartbeat = startHeartbeat(rows);
    let next = 0;
    let sent = 0;
    // `concurrency` lanes take the batch's rows in order; once stopped, none starts another.
    const lane = async () => {
      while (!stopped && next < rows.length) {
        const row = rows[next]!;
        next += 1;
        if (await deliver(row, heartbeat)) sent += 1;
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
    } finally {
      await heartbeat.stop();
    }
    // Shutting down: hand the rows not tried back at once rather than leaving them leased.
    if (next < rows.length) await releaseClaims(db, rows.slice(next));
    return { claimed: rows.length, sent };
  }

  async function deliver(row: ClaimedRow, heartbeat: Heartbeat): Promise<boolean> {
    let failure: { error: unknown } | undefined;
    try {
      const attachments = await resolveAttachments(db, storage, row.attachments);
      await withTimeout(
        transport.send({ id: row.id, to: row.to, subject: row.subject, html: row.html, text: row.text, attachments }),
        SEND_TIMEOUT_MS,
      );
    } catch (error) {
      failure = { error };
    }
    // No renewal may land after the outcome below (it would move a retry's next attempt).
    await heartbeat.release(row);
    if (failure) {
      await recordFailure(db, row, failure.error, logger);
      return false;
    }
    const status = transport.outcome ?? "sent";
    await db
      .update(mailOutbox)
      .set({ status, sentAt: sql`now()`, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    const details = { mailId: row.id, to: row.to, attempts: row.attempts, status };
    logger.info(details, status === "sent" ? "mail sent" : "mail logged, not sent (no SMTP_URL)");
    return true;
  }

  type Heartbeat = { release(row: ClaimedRow): Promise<void>; stop(): Promise<void> };

  /**
   * Renews the lease of the batch's rows still in hand (claimed, outcome not yet recorded) every third of it, in one
   * query, as long as each claim is still this worker's.
   */
  function startHeartbeat(rows: ClaimedRow[]): Heartbeat {
    const held = new Set(rows);
    let renewal: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      if (held.size === 0) return;
      const ids = [...held].map((row) => row.id);
      renewal = renewLeases(db, [...held], leaseMs).catch((error: unknown) =>
        logger.warn({ mailIds: ids, err: error }, "mail outbox: lease not renewed"),
      );
    }, leaseMs / 3);
    timer.unref?.();
    return {
      async release(row) {
        held.delete(row);
        await renewal;
      },
      async stop() {
        clearInterval(timer);
        held.clear();
        await renewal;
      },
    };
  }

  async function tick() {
    timer = undefined;
    timerDueAt = Infinity;
    let full = false;
    try {
      const { claimed } = await exclusive(processBatch);
      full = claimed >= batchSize;
    } catch (error) {
      logger.error({ err: error }, "mail outbox: batch failed");
    }
    // A full batch means more may be waiting: go on at once.
    schedule(full ? 0 : intervalMs);
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    const dueAt = Date.now() + delayMs;
    if (timer !== undefined && timerDueAt <= dueAt) return;
    if (timer !== undefined) clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => void tick(), delayMs);
    timer.unref?.();
  }

  const handle = { wake: schedule };
  running.add(handle);
  schedule(intervalMs);

  return {
    async stop() {
      stopped = true;
      running.delete(handle);
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await chain;
      transport.close?.();
    },
    flush() {
      return exclusive(async () => {
        let total = 0;
        for (;;) {
          const { claimed, sent } = await processBatch();
          total += sent;
          if (claimed === 0 || stopped) return total;
        }
      });
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const timer = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new Error(`no answer from the mail transport after ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timer]).finally(() => clearTimeout(timeout));
}
