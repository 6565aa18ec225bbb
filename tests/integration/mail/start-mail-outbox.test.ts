// The worker as app/services.server.ts starts it: SMTP when SMTP_URL is set, the log otherwise.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../app/db/schema/system.ts";
import { parseEnv } from "../../../app/modules/config/env.server.ts";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { wakeOutboxWorker } from "../../../app/modules/mail/outbox-worker.server.ts";
import { startMailOutbox } from "../../../app/modules/mail/start-mail-outbox.server.ts";
import { createLocalStorage } from "../../../app/modules/media/storage.server.ts";
import { readCapturedMail, startSmtpCapture } from "../../support/smtp-capture.ts";
import { createMailTestDb, type MailTestDb } from "./mail-test-db.ts";

let testDb: MailTestDb;
let dir: string;
const cleanups: Array<() => Promise<unknown>> = [];
beforeAll(async () => {
  testDb = await createMailTestDb();
});
afterAll(() => testDb?.close());
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function start(settings: Record<string, string>, logger = pino({ level: "silent" })) {
  dir = await mkdtemp(path.join(tmpdir(), "bpe-mail-start-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const env = parseEnv({ NODE_ENV: "test", ...settings });
  // No polling during the test: only wakeOutboxWorker() can make it send.
  const worker = startMailOutbox({
    env,
    db: testDb.db,
    storage: createLocalStorage(dir),
    logger,
    intervalMs: 3_600_000,
  });
  cleanups.push(() => worker.stop());
  return worker;
}

async function statusOf(id: string) {
  const [row] = await testDb.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row?.status;
}

describe("startMailOutbox", () => {
  it("sends through SMTP_URL as MAIL_FROM, within moments of a wake-up", async () => {
    const smtpDir = await mkdtemp(path.join(tmpdir(), "bpe-mail-smtp-"));
    cleanups.push(() => rm(smtpDir, { recursive: true, force: true }));
    const capture = await startSmtpCapture(smtpDir);
    cleanups.push(() => capture.close());
    await start({ SMTP_URL: capture.url, MAIL_FROM: "BPE Test <noreply@bpe-test.example>" });

    const { id } = await enqueueMail(testDb.db, {
      to: "hina@example.pf",
      subject: "Demande reçue",
      html: "<p>Merci</p>",
      text: "Merci",
    });
    wakeOutboxWorker();

    await expect.poll(() => statusOf(id), { timeout: 5000, interval: 25 }).toBe("sent");
    const [mail, ...others] = await readCapturedMail(smtpDir);
    expect(others).toEqual([]);
    expect(mail?.from?.text).toBe('"BPE Test" <noreply@bpe-test.example>');
    expect(mail?.subject).toBe("Demande reçue");
  });

  it("prints the message to the log when SMTP_URL is empty, and keeps the row, marked logged, not sent", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    await start({ SMTP_URL: "" }, pino({ level: "info" }, sink));

    const { id } = await enqueueMail(testDb.db, {
      to: "teva@example.pf",
      subject: "Lien de confirmation",
      html: "<p>x</p>",
      text: "Ouvrez https://bpe.example/confirm?t=xyz",
    });
    wakeOutboxWorker();

    await expect.poll(() => statusOf(id), { timeout: 5000, interval: 25 }).toBe("logged");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((e) => e.msg === "mail outbox worker started")).toMatchObject({ transport: "log" });
    const [printed, outcome, ...others] = entries.filter((e) => e.mailId === id);
    expect(printed).toMatchObject({ level: 30, to: "teva@example.pf", subject: "Lien de confirmation" });
    expect(printed?.msg).toContain("not sent: no SMTP_URL");
    expect(printed?.msg).toContain("Ouvrez https://bpe.example/confirm?t=xyz");
    expect(outcome).toMatchObject({ status: "logged", msg: "mail logged, not sent (no SMTP_URL)" });
    expect(others).toEqual([]);
    expect(entries.some((e) => e.msg === "mail sent")).toBe(false);
  });
});
