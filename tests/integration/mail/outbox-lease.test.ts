// The outbox lease (issue 12 item 8): short, renewed while a send runs, so a dead worker's mail is taken over
// within a minute and a slow send is never sent a second time by another worker.
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { claimDueMail } from "../../../app/modules/mail/outbox-claims.server.ts";
import {
  LEASE_MS,
  type OutboxWorker,
  type OutboxWorkerOptions,
  startOutboxWorker,
} from "../../../app/modules/mail/outbox-worker.server.ts";
import type { MailTransport, OutgoingMail } from "../../../app/modules/mail/transports.server.ts";
import { createMailTestDb, type MailTestDb, readOutboxRow, readSecondsUntilNextAttempt } from "./mail-test-db.ts";

let testDb: MailTestDb;
let db: Db;
const workers: OutboxWorker[] = [];
const quiet = pino({ level: "silent" });

beforeAll(async () => {
  testDb = await createMailTestDb();
  db = testDb.db;
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await db.delete(mailOutbox);
});
afterEach(async () => {
  for (const worker of workers.splice(0)) await worker.stop();
});

function worker(options: Partial<OutboxWorkerOptions> & { transport: MailTransport }): OutboxWorker {
  // No polling: the tests drive each worker with flush().
  const started = startOutboxWorker({ db, logger: quiet, intervalMs: 3_600_000, ...options });
  workers.push(started);
  return started;
}

/** A transport that records what it was given and answers after `delayMs`. */
function recordingTransport(delayMs = 0) {
  const sent: OutgoingMail[] = [];
  let onStart: () => void = () => {};
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const transport: MailTransport = {
    async send(message) {
      onStart();
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      sent.push(message);
    },
  };
  return { transport, sent, started };
}

const row = (id: string) => readOutboxRow(db, id);
const secondsUntilNextAttempt = (id: string) => readSecondsUntilNextAttempt(db, id);

const mail = (subject: string) => ({ to: "hina@example.pf", subject, html: "<p>x</p>", text: "x" });

describe("outbox lease", () => {
  it("is one minute: a worker that dies after claiming holds the mail no longer than that", async () => {
    const { id } = await enqueueMail(db, mail("Lien de confirmation"));
    // What a worker does before it sends; a process killed during the send does nothing more.
    expect(await claimDueMail(db, { limit: 10, leaseMs: LEASE_MS })).toHaveLength(1);

    expect(LEASE_MS).toBe(60_000);
    const wait = await secondsUntilNextAttempt(id);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    const other = recordingTransport();
    expect(await worker({ transport: other.transport }).flush()).toBe(0);
    expect(other.sent).toEqual([]);
  });

  it("lets another worker send the mail of a worker that died mid-send as soon as the lease runs out", async () => {
    const { id } = await enqueueMail(db, mail("Commande reçue"));
    const leaseMs = 1_000;
    const claimedAt = Date.now();
    expect(await claimDueMail(db, { limit: 10, leaseMs })).toHaveLength(1);

    const survivor = recordingTransport();
    const other = worker({ db: await testDb.connect(), transport: survivor.transport, leaseMs });
    expect(await other.flush()).toBe(0);
    await expect.poll(() => other.flush(), { timeout: 5_000, interval: 100 }).toBe(1);

    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(leaseMs - 50);
    expect(survivor.sent.map((message) => message.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("renews the lease while a slow send runs, so no other worker sends the same mail", async () => {
    const { id } = await enqueueMail(db, mail("Facture"));
    const leaseMs = 600;
    // The send takes more than three leases: without renewal the other worker would take the row over.
    const slow = recordingTransport(2_000);
    const sending = worker({ transport: slow.transport, leaseMs }).flush();
    await slow.started;

    const fast = recordingTransport();
    const other = worker({ db: await testDb.connect(), transport: fast.transport, leaseMs });
    let isDone = false;
    void sending.finally(() => (isDone = true));
    let tries = 0;
    while (!isDone) {
      expect(await other.flush()).toBe(0);
      tries += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(await sending).toBe(1);
    expect(tries).toBeGreaterThan(5);
    expect(fast.sent).toEqual([]);
    expect(slow.sent.map((message) => message.id)).toEqual([id]);
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await other.flush()).toBe(0);
  });

  it("keeps the lease of the batch's rows waiting behind a slow send, so no other worker takes them", async () => {
    const first = await enqueueMail(db, mail("Devis"));
    const second = await enqueueMail(db, mail("Relance"));
    const leaseMs = 600;
    // One send at a time, each over two leases: the second row waits in this worker's batch past its first lease.
    const slow = recordingTransport(1_300);
    const sending = worker({ transport: slow.transport, leaseMs, concurrency: 1 }).flush();
    await slow.started;

    const fast = recordingTransport();
    const other = worker({ db: await testDb.connect(), transport: fast.transport, leaseMs });
    let isDone = false;
    void sending.finally(() => (isDone = true));
    while (!isDone) {
      expect(await other.flush()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    expect(await sending).toBe(2);
    expect(fast.sent).toEqual([]);
    expect(slow.sent.map((message) => message.id)).toEqual([first.id, second.id]);
    expect(await row(first.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(await row(second.id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
