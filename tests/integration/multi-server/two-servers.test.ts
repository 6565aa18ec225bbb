// Several servers (issue 19 item 4, apart from the page cache): two app servers, built as shipped and run as child
// processes, share one PostgreSQL database, one S3-compatible store (tests/support/s3-server.ts) and one SMTP server
// (tests/support/smtp-capture.ts). An image uploaded through one is served by both; each queued email is sent exactly
// once while both run the outbox worker; a payment webhook delivered to both, the same event twice, at once and one
// after the other, is applied once. PostgreSQL only: the embedded database belongs to one process.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect } from "vitest";
import {
  auditLog,
  cardPaymentOrders,
  mailOutbox,
  paymentWebhookEvents,
  products,
} from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { DEFAULT_SESSION_SECRET } from "../../../app/modules/config/env.server.ts";
import { enqueueMail } from "../../../app/modules/mail/enqueue-mail.server.ts";
import { decodeSandboxSession, deriveSandboxSecret } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { buildSandboxEvent } from "../../../app/modules/payments/send-sandbox-webhook.server.ts";
import { signWebhook } from "../../../app/modules/payments/webhook-signature.server.ts";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import { readCapturedMail, type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture.ts";
import { cookieHeader, cookiesOf, form } from "../auth/auth-app.ts";
import { pngImage, uploadForm } from "../media/media-fixtures.ts";
import { itOnPostgres } from "../../setup/test-db.ts";
import { demoOrderProduct } from "../reliability/crash-during-orders.ts";

const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-deux-serveurs";
/** Two first starts on a busy 2-core machine. */
const START_TIMEOUT_MS = 420_000;

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: ServedDatabase;
let s3: TestS3Server;
let smtp: SmtpCapture;
let mailDir: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  mailDir = await mkdtemp(path.join(os.tmpdir(), "bpe-two-servers-mail-"));
  [database, s3, smtp] = await Promise.all([
    createServedDatabase({ kind: "postgres" }),
    startTestS3Server(),
    startSmtpCapture(mailDir),
  ]);
  const env = { ...database.env, STORAGE_URL: s3.storageUrl, SMTP_URL: smtp.url };
  // One after the other: the first seeds the demo catalogue, the second finds it there.
  servers.push(await startAppServer({ env }));
  servers.push(await startAppServer({ env }));
}, START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database?.drop(), s3?.close(), smtp?.close()]);
  if (mailDir) await rm(mailDir, { recursive: true, force: true });
});

describe("two app servers on one PostgreSQL database and one S3 store", () => {
  itOnPostgres("serve, from either, an image uploaded through one", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    await database.use((db) => setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" }));
    const signIn = await fetch(`${a.url}/login`, {
      method: "POST",
      body: form({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
      redirect: "manual",
    });
    expect(signIn.status).toBe(302);
    const cookie = cookieHeader(cookiesOf(signIn));
    const [product] = await database.use((db) => db.select({ id: products.id }).from(products).limit(1));
    const image = await pngImage(640, 480, { r: 200, g: 40, b: 90 });
    const upload = await fetch(`${a.url}/admin/products/${product!.id}/media`, {
      method: "POST",
      body: uploadForm("file", [{ bytes: image, name: "deux-serveurs.png", type: "image/png" }]),
      headers: { Accept: "application/json", Cookie: cookie },
    });
    expect(upload.status).toBe(200);
    const { media } = (await upload.json()) as { media: { url: string } };
    expect(media.url).toMatch(/^\/uploads\//);
    // Stored in the shared bucket (as its WebP variants), not on the first server's disk.
    const baseKey = media.url.replace(/^\/uploads\//, "").replace(/(-\d+)?\.[a-z0-9]+$/, "");
    const variant = [...s3.objects.keys()].find((key) => key.startsWith(baseKey));
    expect(variant).toBeDefined();

    const served = await Promise.all(
      [a, b].map(async (server) => {
        const response = await fetch(`${server.url}/uploads/${variant}`);
        return { status: response.status, type: response.headers.get("content-type"), bytes: await response.bytes() };
      }),
    );
    expect(served.map(({ status, type }) => [status, type])).toEqual([
      [200, "image/webp"],
      [200, "image/webp"],
    ]);
    expect(Buffer.from(served[1]!.bytes).equals(Buffer.from(served[0]!.bytes))).toBe(true);
    expect(served[0]!.bytes.byteLength).toBeGreaterThan(100);
  });

  itOnPostgres(
    "send each queued email once while both run the outbox worker",
    async () => {
      const count = 40;
      const subjects = Array.from({ length: count }, (_, i) => `Deux serveurs n°${String(i).padStart(2, "0")}`);
      const ids = await database.use(async (db) => {
        const queued: string[] = [];
        for (const subject of subjects)
          queued.push(
            (await enqueueMail(db, { to: "client@example.pf", subject, html: `<p>${subject}</p>`, text: subject })).id,
          );
        return queued;
      });
      // Both workers poll every 2 s and claim batches of 10: they take the rows between them.
      await expect
        .poll(
          () =>
            database.use((db) =>
              db.$count(mailOutbox, and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sent"))),
            ),
          { timeout: 60_000, interval: 200 },
        )
        .toBe(count);
      // A worker records "sent" after the SMTP server has taken the message, and a sent row is never claimed again.
      const captured = (await readCapturedMail(mailDir)).filter((mail) => mail.subject?.startsWith("Deux serveurs"));
      expect(captured.map((mail) => mail.subject).sort()).toEqual(subjects);
      const attempts = await database.use((db) =>
        db.select({ attempts: mailOutbox.attempts }).from(mailOutbox).where(inArray(mailOutbox.id, ids)),
      );
      expect(attempts.every((row) => row.attempts === 1)).toBe(true);
    },
    90_000,
  );

  itOnPostgres("apply once a payment webhook delivered to both, at once and one after the other", async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { slug, fields: options } = demoOrderProduct();
    const checkout = await fetch(`${a.url}/payments/card`, {
      method: "POST",
      body: form({
        productSlug: slug,
        qty: "1",
        buyerEmail: "deux.serveurs@example.pf",
        acceptTerms: "on",
        lang: "fr",
        mode: "fetch",
        returnTo: "/shop",
        ...options,
      }),
      headers: { Accept: "application/json" },
    });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const session = decodeSandboxSession(DEFAULT_SESSION_SECRET, url.split("/sandbox-pay/")[1]!.split(/[?#]/)[0]!)!;
    expect(session).not.toBeNull();

    const deliver = (server: RunningServer, event: object) => {
      const body = JSON.stringify(event);
      const timestamp = String(Date.now());
      return fetch(`${server.url}/webhooks/sandbox`, {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "x-timestamp": timestamp,
          "x-signature": signWebhook(deriveSandboxSecret(DEFAULT_SESSION_SECRET, "webhook"), timestamp, body),
        },
      }).then(async (response) => ({ status: response.status, body: await response.text() }));
    };
    const paid = buildSandboxEvent(session, "pay", new Date());
    // The same event to both at once, twice each; then again one after the other; then the provider's second event
    // for the same payment (a new id), to both at once.
    const atOnce = await Promise.all([a, b, a, b].map((server) => deliver(server, paid)));
    const inTurn = [await deliver(a, paid), await deliver(b, paid)];
    const second = buildSandboxEvent(session, "pay", new Date());
    const secondAtOnce = await Promise.all([b, a].map((server) => deliver(server, second)));
    expect([...atOnce, ...inTurn, ...secondAtOnce].map((answer) => answer.status)).toEqual(Array(8).fill(200));

    const orderId = session.merchantOrderId;
    const outcome = await database.use(async (db) => ({
      status: (await db.select().from(cardPaymentOrders).where(eq(cardPaymentOrders.id, orderId)))[0]?.status,
      events: await db.$count(paymentWebhookEvents, inArray(paymentWebhookEvents.eventId, [paid.id, second.id])),
      applied: await db.$count(
        paymentWebhookEvents,
        and(inArray(paymentWebhookEvents.eventId, [paid.id, second.id]), eq(paymentWebhookEvents.outcome, "applied")),
      ),
      paidAudits: await db.$count(
        auditLog,
        and(eq(auditLog.entityId, orderId), eq(auditLog.action, "card_payment_order.paid")),
      ),
      buyerMails: await db.$count(
        mailOutbox,
        and(eq(mailOutbox.to, "deux.serveurs@example.pf"), like(mailOutbox.subject, "Paiement confirmé%")),
      ),
    }));
    expect(outcome).toEqual({ status: "paid", events: 2, applied: 1, paidAudits: 1, buyerMails: 1 });
  });
});
