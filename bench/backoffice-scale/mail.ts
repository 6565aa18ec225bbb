// The mail outbox's throughput (bench/backoffice-scale.ts): the app's worker sending queued messages to an SMTP
// server in the bench's process.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Db } from "../../app/db/db.server.ts";
import { mailOutbox } from "../../app/db/schema/index.ts";
import { enqueueMail } from "../../app/modules/mail/enqueue-mail.server.ts";
import { startOutboxWorker } from "../../app/modules/mail/outbox-worker.server.ts";
import { createSmtpTransport } from "../../app/modules/mail/transports.server.ts";
import { startSmtpCapture } from "../../tests/support/smtp-capture.ts";

export type MailFigure = { sent: number; ms: number; perSecond: number };

/** Queues `mails` messages, then lets one outbox worker (the app's) send them to an SMTP server in this process. */
export async function mailsPerSecond(db: Db, mails: number): Promise<MailFigure> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bpe-bench-smtp-"));
  const smtp = await startSmtpCapture(dir);
  await db.delete(mailOutbox);
  for (let i = 0; i < mails; i++)
    await enqueueMail(db, {
      to: `client.${i}@exemple.pf`,
      subject: `Votre commande n° ${i} — confirmation`,
      html: `<p>Bonjour Hélène,</p><p>Merci pour votre commande n° ${i}.</p>`,
      text: `Bonjour Hélène,\n\nMerci pour votre commande n° ${i}.`,
    });
  const silent = { info: () => {}, warn: () => {}, error: () => {} };
  const worker = startOutboxWorker({
    db,
    transport: createSmtpTransport(smtp.url, "BPE <contact@bpe-polynesie.example>"),
    logger: silent,
    intervalMs: 3_600_000,
  });
  const started = performance.now();
  const sent = await worker.flush();
  const ms = performance.now() - started;
  await worker.stop();
  await smtp.close();
  await db.delete(mailOutbox);
  await rm(dir, { recursive: true, force: true });
  return { sent, ms: Math.round(ms), perSecond: Math.round((sent / ms) * 1000) };
}
