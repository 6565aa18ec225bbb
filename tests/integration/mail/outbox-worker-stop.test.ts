// Stopping the worker (server shutdown): no more polling, the batch in hand is finished or handed back.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { startOutboxWorker, wakeOutboxWorker } from "../../../app/modules/mail/outbox-worker.server.ts";
import { createSmtpTransport, type MailTransport } from "../../../app/modules/mail/transports.server.ts";
import { readCapturedMail, type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture.ts";
import { createMailTestDb, type MailTestDb } from "./mail-test-db.ts";

const FROM = "BPE Polynésie <contact@bpe-polynesie.example>";
const quiet = pino({ level: "silent" });
let testDb: MailTestDb;
let dir: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  testDb = await createMailTestDb();
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await testDb.db.delete(mailOutbox);
  dir = await mkdtemp(path.join(tmpdir(), "bpe-mail-stop-"));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

async function smtp(sub: string): Promise<SmtpCapture> {
  const capture = await startSmtpCapture(path.join(dir, sub));
  cleanups.push(() => capture.close());
  return capture;
}

async function statusOf(id: string) {
  const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status;
}

describe("stopping the outbox worker", () => {
  it("stops polling once stopped", async () => {
    const stoppedCapture = await smtp("stopped");
    const mailer = startOutboxWorker({
      db: testDb.db,
      logger: quiet,
      intervalMs: 20,
      transport: createSmtpTransport(stoppedCapture.url, FROM),
    });
    await mailer.stop();
    const { id } = await enqueueMail(testDb.db, {
      to: "a@example.pf",
      subject: "Après arrêt",
      html: "<p>x</p>",
      text: "x",
    });
    wakeOutboxWorker(0);
    // A running worker on another SMTP server takes the row: the stopped one had every chance to, and did not.
    const live = await smtp("live");
    const liveWorker = startOutboxWorker({
      db: testDb.db,
      logger: quiet,
      intervalMs: 20,
      transport: createSmtpTransport(live.url, FROM),
    });
    cleanups.push(() => liveWorker.stop());
    await expect.poll(() => statusOf(id), { timeout: 5000, interval: 20 }).toBe("sent");
    expect((await readCapturedMail(live.dir)).map((mail) => mail.subject)).toEqual(["Après arrêt"]);
    expect(await readCapturedMail(stoppedCapture.dir)).toEqual([]);
  });

  it("finishes the messages being sent and hands the rest of the batch back, due at once", async () => {
    const capture = await smtp("slow");
    const smtpTransport = createSmtpTransport(capture.url, FROM);
    // The real SMTP transport, held at the door until the test has asked the worker to stop.
    let entered = 0;
    let bothEntered!: () => void;
    const sendsStarted = new Promise<void>((resolve) => (bothEntered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const transport: MailTransport = {
      async send(message) {
        entered += 1;
        if (entered === 2) bothEntered();
        await gate;
        await smtpTransport.send(message);
      },
      close: () => smtpTransport.close?.(),
    };
    await testDb.db.transaction(async (tx) => {
      for (const n of [1, 2, 3, 4, 5]) {
        await enqueueMail(tx, { to: `c${n}@example.pf`, subject: `Lot ${n}`, html: "<p>x</p>", text: "x" });
      }
    });
    const mailer = startOutboxWorker({
      db: testDb.db,
      logger: quiet,
      intervalMs: 3_600_000,
      transport,
      concurrency: 2,
    });

    const flushing = mailer.flush();
    await sendsStarted;
    const stopping = mailer.stop();
    release();
    expect(await flushing).toBe(2);
    await stopping;

    expect(entered).toBe(2);
    expect((await readCapturedMail(capture.dir)).map((mail) => mail.subject).sort()).toEqual(["Lot 1", "Lot 2"]);
    const rows = await testDb.db
      .select({ subject: mailOutbox.subject, status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .orderBy(asc(mailOutbox.subject));
    expect(rows).toEqual([
      { subject: "Lot 1", status: "sent", attempts: 1 },
      { subject: "Lot 2", status: "sent", attempts: 1 },
      { subject: "Lot 3", status: "queued", attempts: 0 },
      { subject: "Lot 4", status: "queued", attempts: 0 },
      { subject: "Lot 5", status: "queued", attempts: 0 },
    ]);
    const due = await testDb.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)));
    expect(due.map((row) => row.subject).sort()).toEqual(["Lot 3", "Lot 4", "Lot 5"]);
  });
});
