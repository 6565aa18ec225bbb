import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { auditLog, invoices, mailOutbox, purchaseOrders, quotes } from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { getSentPdf } from "../../../app/modules/documents/get-sent-pdf.server.ts";
import { sendDocument } from "../../../app/modules/documents/send-document.server.tsx";
import { updateInvoice } from "../../../app/modules/documents/update-invoice.server.ts";
import { startOutboxWorker } from "../../../app/modules/mail/outbox-worker.server.ts";
import { createSmtpTransport } from "../../../app/modules/mail/transports.server.ts";
import { readCapturedMail, type SmtpCapture, startSmtpCapture } from "../../support/smtp-capture.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer } from "./document-factories.ts";
import { readPdf } from "./pdf-text.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };

let database: TestDatabase;
let db: Db;
let dir: string;
let smtp: SmtpCapture;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dir = await mkdtemp(path.join(tmpdir(), "bpe-send-"));
  smtp = await startSmtpCapture(dir);
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

async function deliverOutbox() {
  const worker = startOutboxWorker({
    db,
    transport: createSmtpTransport(smtp.url, "BPE Polynésie <contact@bpe-polynesie.example>"),
    logger: pino({ level: "silent" }),
    intervalMs: 3_600_000,
  });
  try {
    return await worker.flush();
  } finally {
    await worker.stop();
  }
}

describe("sending a document", () => {
  it("mails an invoice with its PDF attached; the stored PDF is the one received, byte for byte; the invoice is sent and frozen", async () => {
    const customer = await createCustomer(db, { fullName: "Hinano Teriitahi" });
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      lines: [{ description: "Kit solaire", qty: 1, unitPrice: 2_267_270 }],
    });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });

    const sent = await sendDocument({
      db,
      actor: ACTOR,
      type: "invoice",
      documentId: invoice.id,
      company: COMPANY,
      message: "Merci pour votre commande.\n\nLe navire part le 12 décembre.",
    });
    expect(sent.to).toBe(customer.email);
    const [row] = await db
      .select({ status: invoices.status, sentAt: invoices.sentAt, issuedOn: invoices.issuedOn })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "sent", sentAt: expect.any(Date), issuedOn: expect.any(String) });
    await expect(
      updateInvoice({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        lines: [{ description: "Kit solaire", qty: 1, unitPrice: 1 }],
      }),
    ).rejects.toMatchObject({ code: "INVOICE_FROZEN" });

    expect(await deliverOutbox()).toBe(1);
    const [mail] = await readCapturedMail(dir);
    expect(mail?.to).toMatchObject({ text: customer.email });
    expect(mail?.subject).toBe(`Facture ${invoice.number} — BPE Engineering & Sourcing Limited`);
    expect(mail?.text).toContain("Bonjour Hinano Teriitahi,");
    expect(mail?.text).toContain(`Veuillez trouver ci-joint notre facture ${invoice.number}.`);
    expect(mail?.text).toContain("Le navire part le 12 décembre.");
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: "application/pdf" });

    const stored = await getSentPdf({ db, type: "invoice", documentId: invoice.id });
    expect(stored).not.toBeNull();
    expect(Buffer.from(stored!.bytes).equals(attachment.content)).toBe(true);
    expect(stored!.sha256).toBe(sent.sha256);
    const { text } = await readPdf(stored!.bytes);
    expect(text).toContain(invoice.number);
    expect(text).not.toContain("Brouillon");

    const audit = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(audit.map((a) => a.action)).toContain("invoice.send");
  });

  it("sends a purchase order to its supplier and moves it from draft to sent", async () => {
    const supplier = await createSupplier({
      db,
      actor: ACTOR,
      name: "Ningbo Pumps 宁波水泵",
      email: "Orders@ningbo-pumps.example",
    });
    const po = await createPurchaseOrder({
      db,
      actor: ACTOR,
      supplierId: supplier.id,
      lines: [{ description: "Pompe", qty: 2, unitPrice: 45_000 }],
    });
    const sent = await sendDocument({ db, actor: ACTOR, type: "purchase_order", documentId: po.id, company: COMPANY });
    expect(sent.to).toBe("orders@ningbo-pumps.example");
    const [row] = await db
      .select({ status: purchaseOrders.status, sentAt: purchaseOrders.sentAt })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, po.id));
    expect(row).toMatchObject({ status: "sent", sentAt: expect.any(Date) });
    const [queued] = await db
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, sent.mailId));
    expect(queued?.attachments).toEqual([
      {
        filename: expect.stringMatching(/^BPE-PO-\d{4}-\d{5}\.pdf$/),
        contentType: "application/pdf",
        storedDocumentId: sent.storedDocumentId,
      },
    ]);
  });

  it("refuses an empty recipient, a document without any address, and a bad address, changing nothing", async () => {
    const quote = await createQuote({
      db,
      actor: ACTOR,
      currency: "USD",
      lines: [{ description: "Étude", qty: 1, unitPrice: 100 }],
    });
    const send = (to?: string) =>
      sendDocument({ db, actor: ACTOR, type: "quote", documentId: quote.id, to, company: COMPANY });
    await expect(send("  ")).rejects.toMatchObject({ code: "EMAIL_REQUIRED" });
    await expect(send()).rejects.toMatchObject({ code: "CUSTOMER_EMAIL_MISSING" });
    await expect(send("pas-une-adresse")).rejects.toMatchObject({ code: "EMAIL_INVALID" });
    const [row] = await db
      .select({ status: quotes.status, sentAt: quotes.sentAt })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    expect(row).toEqual({ status: "draft", sentAt: null });
    expect(await getSentPdf({ db, type: "quote", documentId: quote.id })).toBeNull();

    // A typed address works without a customer.
    await send("Client@Example.pf");
    const [after] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(after?.status).toBe("sent");
    await expect(
      sendDocument({ db, actor: ACTOR, type: "invoice", documentId: quote.id, to: "a@b.pf", company: COMPANY }),
    ).rejects.toMatchObject({
      code: "INVOICE_NOT_FOUND",
    });
  });
});
