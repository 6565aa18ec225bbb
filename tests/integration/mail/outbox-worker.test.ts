import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { storedDocuments } from "../../../app/db/schema/documents.ts";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "../../../app/modules/mail/outbox-claims.server.ts";
import {
  type OutboxWorker,
  SEND_CONCURRENCY,
  startOutboxWorker,
  wakeOutboxWorker,
} from "../../../app/modules/mail/outbox-worker.server.ts";
import {
  createLogTransport,
  createSmtpTransport,
  type MailTransport,
  SMTP_POOL_SIZE,
} from "../../../app/modules/mail/transports.server.ts";
import { getFreePort } from "../../support/free-port.ts";
import { readCapturedMail, type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture.ts";
import { createMailTestDb, type MailTestDb, readOutboxRow, readSecondsUntilNextAttempt } from "./mail-test-db.ts";
import { itOnPostgres } from "../../setup/test-db.ts";

const FROM = "BPE Polynésie <contact@bpe-polynesie.example>";
// Polling far in the future: these tests drive the worker with flush(), except where the timer is the subject.
const MANUAL = 3_600_000;

let testDb: MailTestDb;
let db: Db;
let dir: string;
const cleanups: Array<() => Promise<unknown>> = [];
const quiet = pino({ level: "silent" });

beforeAll(async () => {
  testDb = await createMailTestDb();
  db = testDb.db;
});
afterAll(() => testDb?.close());
beforeEach(async () => {
  await db.delete(mailOutbox);
  dir = await mkdtemp(path.join(tmpdir(), "bpe-mail-"));
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await rm(dir, { recursive: true, force: true });
});

function worker(
  options: Partial<Parameters<typeof startOutboxWorker>[0]> & {
    transport: Parameters<typeof startOutboxWorker>[0]["transport"];
  },
): OutboxWorker {
  const started = startOutboxWorker({ db, logger: quiet, intervalMs: MANUAL, ...options });
  cleanups.push(() => started.stop());
  return started;
}

async function smtp(port?: number): Promise<SmtpCapture> {
  const capture = await startSmtpCapture(dir, port);
  cleanups.push(() => capture.close());
  return capture;
}

const row = (id: string) => readOutboxRow(db, id);
const secondsUntilNextAttempt = (id: string) => readSecondsUntilNextAttempt(db, id);

async function makeDue(id: string) {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(mailOutbox.id, id));
}

const pdfBytes = Buffer.from("%PDF-1.4\n% test document\n%%EOF\n");

describe("outbox worker over SMTP", () => {
  it("sends queued mail with HTML and text parts, sender, recipient, subject and attachments", async () => {
    const capture = await smtp();
    const [stored] = await db
      .insert(storedDocuments)
      .values({
        docType: "quote",
        documentId: "00000000-0000-4000-8000-000000000001",
        number: "BPE-Q-2026-00001",
        filename: "BPE-Q-2026-00001.pdf",
        bytes: new Uint8Array(pdfBytes),
        sizeBytes: pdfBytes.length,
        sha256: "0".repeat(64),
      })
      .returning({ id: storedDocuments.id });
    const first = await db.transaction((tx) =>
      enqueueMail(tx, {
        to: "hina@example.pf",
        subject: "Votre demande de devis – Fare ō",
        html: '<p>Bonjour Hina, <a href="https://bpe.example/x">voir</a></p>',
        text: "Bonjour Hina, voir (https://bpe.example/x)",
        attachments: [
          { filename: "plan.txt", contentType: "text/plain", contentBase64: Buffer.from("plan v2").toString("base64") },
          { filename: "devis.pdf", contentType: "application/pdf", storedDocumentId: stored!.id },
        ],
      }),
    );
    const second = await enqueueMail(db, {
      to: "contact@bpe.example",
      subject: "Nouveau lead",
      html: "<p>Lead</p>",
      text: "Lead",
    });

    const sent = await worker({ transport: createSmtpTransport(capture.url, FROM) }).flush();

    expect(sent).toBe(2);
    const mails = await readCapturedMail(dir);
    expect(mails).toHaveLength(2);
    const bySubject = new Map(mails.map((mail) => [mail.subject, mail]));
    const quote = bySubject.get("Votre demande de devis – Fare ō")!;
    expect(quote.from?.value).toEqual([{ address: "contact@bpe-polynesie.example", name: "BPE Polynésie" }]);
    expect(quote.to && !Array.isArray(quote.to) ? quote.to.value : []).toEqual([
      { address: "hina@example.pf", name: "" },
    ]);
    expect(quote.html).toContain('<a href="https://bpe.example/x">voir</a>');
    expect(quote.text?.trim()).toBe("Bonjour Hina, voir (https://bpe.example/x)");
    expect(quote.messageId).toBe(`<${first.id}@bpe-polynesie.example>`);
    expect(quote.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ["plan.txt", "text/plain", "plan v2"],
      ["devis.pdf", "application/pdf", pdfBytes.toString()],
    ]);
    expect(bySubject.get("Nouveau lead")?.text?.trim()).toBe("Lead");

    for (const id of [first.id, second.id]) {
      const sentRow = await row(id);
      expect(sentRow).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(sentRow.sentAt).toBeInstanceOf(Date);
    }
    // Nothing is sent twice.
    expect(await worker({ transport: createSmtpTransport(capture.url, FROM) }).flush()).toBe(0);
    expect(await readCapturedMail(dir)).toHaveLength(2);
  });

  it("keeps the mail when the SMTP server is down, backs off, and sends it once when the server is back", async () => {
    const port = await getFreePort();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    const mailer = worker({ transport });
    const { id } = await enqueueMail(db, {
      to: "teva@example.pf",
      subject: "Accusé de réception",
      html: "<p>Merci</p>",
      text: "Merci",
    });

    expect(await mailer.flush()).toBe(0);
    let failed = await row(id);
    expect(failed).toMatchObject({ status: "queued", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const firstWait = await secondsUntilNextAttempt(id);
    expect(firstWait).toBeGreaterThan(20);
    expect(firstWait).toBeLessThanOrEqual(30);

    // Not due yet: a flush leaves it alone.
    expect(await mailer.flush()).toBe(0);
    expect((await row(id)).attempts).toBe(1);

    await makeDue(id);
    expect(await mailer.flush()).toBe(0);
    failed = await row(id);
    expect(failed).toMatchObject({ status: "queued", attempts: 2 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    const secondWait = await secondsUntilNextAttempt(id);
    expect(secondWait).toBeGreaterThan(50);
    expect(secondWait).toBeLessThanOrEqual(60);

    await smtp(port);
    await makeDue(id);
    expect(await mailer.flush()).toBe(1);
    expect(await mailer.flush()).toBe(0);
    const mails = await readCapturedMail(dir);
    expect(mails.map((mail) => [mail.subject, mail.text?.trim()])).toEqual([["Accusé de réception", "Merci"]]);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it("marks a mail failed after the last attempt and keeps it", async () => {
    const port = await getFreePort();
    const mailer = worker({ transport: createSmtpTransport(`smtp://127.0.0.1:${port}`, FROM) });
    const { id } = await enqueueMail(db, { to: "a@example.pf", subject: "S", html: "<p>x</p>", text: "x" });
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));

    expect(await mailer.flush()).toBe(0);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, sentAt: null });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    await smtp(port);
    await makeDue(id);
    expect(await mailer.flush()).toBe(0);
    expect(await readCapturedMail(dir)).toEqual([]);
    expect((await row(id)).status).toBe("failed");
  });

  it("sends several messages at once over a few reused SMTP connections", async () => {
    const capture = await smtp();
    const count = 30;
    await db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await enqueueMail(tx, { to: `c${index}@example.pf`, subject: `Lot ${index}`, html: "<p>x</p>", text: "x" });
      }
    });
    const smtpTransport = createSmtpTransport(capture.url, FROM);
    let inFlight = 0;
    let mostInFlight = 0;
    const transport: MailTransport = {
      async send(message) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          await smtpTransport.send(message);
        } finally {
          inFlight -= 1;
        }
      },
      close: () => smtpTransport.close?.(),
    };

    expect(await worker({ transport }).flush()).toBe(count);

    expect(SEND_CONCURRENCY).toBeGreaterThan(1);
    expect(mostInFlight).toBe(SEND_CONCURRENCY);
    // One connection per message before: now at most one per message in flight, each reused.
    expect(capture.connections).toBeGreaterThan(0);
    expect(capture.connections).toBeLessThanOrEqual(SMTP_POOL_SIZE);
    const subjects = (await readCapturedMail(dir)).map((mail) => mail.subject);
    expect(new Set(subjects).size).toBe(count);
    const rows = await db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  itOnPostgres("never sends the same row twice when two workers (two connection pools) flush at once", async () => {
    const capture = await smtp();
    const otherDb = await testDb.connect();
    const count = 40;
    await db.transaction(async (tx) => {
      for (let index = 0; index < count; index += 1) {
        await enqueueMail(tx, {
          to: `client${index}@example.pf`,
          subject: `Mail ${index}`,
          html: `<p>${index}</p>`,
          text: `${index}`,
        });
      }
    });
    const one = worker({ transport: createSmtpTransport(capture.url, FROM), batchSize: 3 });
    const two = worker({ db: otherDb, transport: createSmtpTransport(capture.url, FROM), batchSize: 3 });

    const [sentByOne, sentByTwo] = await Promise.all([one.flush(), two.flush()]);

    expect(sentByOne + sentByTwo).toBe(count);
    if (testDb.kind === "postgres") {
      // Both really worked in parallel on PostgreSQL.
      expect(sentByOne).toBeGreaterThan(0);
      expect(sentByTwo).toBeGreaterThan(0);
    }
    const subjects = (await readCapturedMail(dir)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const rows = await db.select({ status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });

  it("sends on its own, shortly after a wake-up, without a flush", async () => {
    const capture = await smtp();
    worker({ transport: createSmtpTransport(capture.url, FROM) });
    const { id } = await enqueueMail(db, { to: "moana@example.pf", subject: "Réveil", html: "<p>x</p>", text: "x" });
    wakeOutboxWorker();
    await expect.poll(async () => (await row(id)).status, { timeout: 5000, interval: 50 }).toBe("sent");
    expect((await readCapturedMail(dir)).map((mail) => mail.subject)).toEqual(["Réveil"]);
  });
});

describe("log transport", () => {
  it("prints recipient, subject and text body at info level, and marks the row logged", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const logger = pino({ level: "info" }, sink);
    const { id } = await enqueueMail(db, {
      to: "hina@example.pf",
      subject: "Confirmez votre adresse",
      html: "<p>x</p>",
      text: "Confirmez : https://bpe.example/confirm?t=abc",
      attachments: [{ filename: "plan.txt", contentType: "text/plain", contentBase64: "aGk=" }],
    });

    expect(await worker({ transport: createLogTransport(logger, FROM), logger }).flush()).toBe(1);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const printed = entries.find((entry) => entry.mailId === id && entry.to === "hina@example.pf");
    expect(printed).toMatchObject({ level: 30, subject: "Confirmez votre adresse", attachments: ["plan.txt"] });
    expect(printed?.msg).toContain("Confirmez : https://bpe.example/confirm?t=abc");
    const logged = await row(id);
    expect(logged).toMatchObject({ status: "logged", attempts: 1, lastError: null });
    expect(entries.find((entry) => entry.mailId === id && entry.status === "logged")?.msg).toBe(
      "mail logged, not sent (no SMTP_URL)",
    );
  });
});

describe("retryDelayMs", () => {
  it("doubles from 30 s and stops at 1 h", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
