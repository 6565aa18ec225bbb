// Sending a document from its preview (the PDF received by a real SMTP server equals the stored copy), suppliers
// and purchase orders, documents made from an order, and the refusal of every page, action and PDF to a visitor.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, purchaseOrderLines, purchaseOrders, quotes, suppliers } from "../../../app/db/schema/index.ts";
import { startOutboxWorker } from "../../../app/modules/mail/outbox-worker.server.ts";
import { createSmtpTransport } from "../../../app/modules/mail/transports.server.ts";
import { readCapturedMail, startSmtpCapture, type SmtpCapture } from "../../support/smtp-capture.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { pageText } from "../auth/auth-app.ts";
import { readPdf } from "../documents/pdf-text.ts";
import { createCustomer, createOrderRow } from "../documents/document-factories.ts";
import { linesField, locationId, startDeskApp, toastOf, type DeskApp } from "./documents-desk-app.ts";

let desk: DeskApp;
let smtp: SmtpCapture;
let dir: string;
const db = () => desk.app.database.db;

beforeAll(async () => {
  desk = await startDeskApp();
  dir = await mkdtemp(path.join(tmpdir(), "bpe-desk-send-"));
  smtp = await startSmtpCapture(dir);
});
afterAll(async () => {
  await smtp?.close();
  await desk?.app.close();
  await rm(dir, { recursive: true, force: true });
});

async function deliverOutbox() {
  const worker = startOutboxWorker({
    db: db(),
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

describe("sending from the preview", () => {
  it("shows the PDF in a frame, mails it attached, marks the quote sent, and serves the sent PDF byte for byte", async () => {
    const customer = await createCustomer(db(), { fullName: "Moana Envoi", email: "moana.envoi@example.pf" });
    const id = locationId(await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" }));
    await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      currency: "XPF",
      customerId: customer.id,
      lines: linesField([{ description: "Tiny house 20 pieds", qty: "1", unitPrice: "4500000" }]),
    });
    const preview = await desk.get(`/admin/quotes/${id}/preview`);
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`src="/admin/quotes/${id}/print"`);
    expect(pageText(html)).toContain("Envoyer par email");

    const empty = await desk.post(`/admin/quotes/${id}/preview`, { intent: "send", to: "" });
    expect(empty.status).toBe(400);
    expect(pageText(await empty.text())).toContain("L'adresse email est obligatoire");

    const sent = await desk.post(`/admin/quotes/${id}/preview`, {
      intent: "send",
      to: "moana.envoi@example.pf",
      name: "Moana",
      message: "Voici notre devis.",
    });
    expect(sent.status).toBe(200);
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(quote!.status).toBe("sent");
    expect(quote!.sentAt).not.toBeNull();
    expect(await deliverOutbox()).toBeGreaterThanOrEqual(1);
    const mail = (await readCapturedMail(dir)).find((m) => m.subject?.includes(quote!.number));
    expect(mail?.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment.filename).toBe(`${quote!.number}.pdf`);
    const again = await desk.get(`/admin/quotes/${id}/print?sent=1&download=1`);
    expect(again.status).toBe(200);
    expect(again.headers.get("Content-Disposition")).toBe(`attachment; filename="${quote!.number}.pdf"`);
    expect(Buffer.from(await again.arrayBuffer()).equals(attachment.content)).toBe(true);
    expect(pageText(await (await desk.get(`/admin/quotes/${id}/preview`)).text())).toContain("PDF envoyé");
  });

  it("names the seller from the settings page, the environment's identity where a field is empty", async () => {
    const id = locationId(await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" }));
    await updateSetting(db(), "company_name", "Atelier Réglages SARL");
    await updateSetting(db(), "company_address", "");
    try {
      const pdf = await desk.get(`/admin/quotes/${id}/print`);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const { flat } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
      expect(flat).toContain("Atelier Réglages SARL");
      // The test server's COMPANY_ADDRESS is the environment's default.
      expect(flat).toContain("Adresse de démonstration");
    } finally {
      await updateSetting(db(), "company_name", "");
    }
  });

  it("says 'Aucune adresse email renseignée pour ce client' when the customer has none", async () => {
    const id = locationId(await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" }));
    const missing = await desk.post(`/admin/quotes/${id}/preview`, { intent: "send" });
    expect(missing.status).toBe(409); // the quote is fine; the customer it names has no address yet
    expect(pageText(await missing.text())).toContain(
      "Impossible d'envoyer l'email: Aucune adresse email renseignée pour ce client",
    );
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: "draft", sentAt: null });
  });
});

describe("suppliers and purchase orders", () => {
  it("creates (a name needed), edits, refuses to delete a supplier named on a purchase order, then deletes", async () => {
    const nameless = await desk.post("/admin/suppliers?index", { intent: "create", name: " " });
    expect(nameless.status).toBe(400);
    expect(pageText(await nameless.text())).toContain(
      "Impossible de créer le fournisseur: Le nom du fournisseur est obligatoire",
    );
    const supplierId = locationId(
      await desk.post("/admin/suppliers?index", { intent: "create", name: "Shenzhen Solar Co." }),
    );
    const saved = await desk.post(`/admin/suppliers/${supplierId}`, {
      intent: "save",
      name: "Shenzhen Solar Co., Ltd",
      email: "sales@szsolar.example.cn",
      phone: "+86 755 1234 5678",
      address: "Bao'an, Shenzhen",
      website: "https://szsolar.example.cn",
    });
    expect(saved.status).toBe(200);
    const [supplier] = await db().select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(supplier).toMatchObject({
      name: "Shenzhen Solar Co., Ltd",
      email: "sales@szsolar.example.cn",
      language: "en",
    });
    const editor = pageText(await (await desk.get(`/admin/suppliers/${supplierId}`)).text());
    expect(editor).toContain("Langue des bons de commande");
    expect(editor).toContain("Anglais");
    const french = await desk.post(`/admin/suppliers/${supplierId}`, {
      intent: "save",
      name: "Shenzhen Solar Co., Ltd",
      language: "fr",
    });
    expect(french.status).toBe(200);
    const unknown = await desk.post(`/admin/suppliers/${supplierId}`, {
      intent: "save",
      name: "Shenzhen Solar Co., Ltd",
      language: "de",
    });
    expect(unknown.status).toBe(400);
    expect(pageText(await unknown.text())).toContain("Langue du fournisseur inconnue : choisissez anglais ou français");
    const [chosen] = await db().select().from(suppliers).where(eq(suppliers.id, supplierId));
    expect(chosen!.language).toBe("fr");
    expect(pageText(await (await desk.get("/admin/suppliers?q=szsolar")).text())).toContain("Shenzhen Solar Co., Ltd");

    const poId = locationId(
      await desk.post("/admin/purchase-orders/new", { intent: "save", currency: "USD", lines: "[]" }),
    );
    const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
    expect(po).toMatchObject({ status: "draft", currency: "USD", incoterm: "CNF Papeete", total: 0 });
    expect(po!.shipTo).toBeTruthy();
    const poSaved = await desk.post(`/admin/purchase-orders/${poId}`, {
      intent: "save",
      supplierId,
      status: "confirmed",
      currency: "USD",
      incoterm: "CNF Papeete",
      shipTo: "Partenaire local, Papeete",
      notes: "Palettes de 36 panneaux",
      lines: linesField([{ description: "Panneau 410 W", qty: "36.5", unitPrice: "61.25" }]),
    });
    expect(poSaved.status).toBe(200);
    const [after] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
    expect(after).toMatchObject({
      supplierId,
      status: "confirmed",
      total: 223_563,
      shipTo: "Partenaire local, Papeete",
    });
    const lines = await db().select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, poId));
    expect(lines.map((l) => [l.qty, l.unitCost])).toEqual([[36.5, 6125]]);

    const refused = await desk.post(`/admin/suppliers/${supplierId}`, { intent: "delete" });
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain(
      "Impossible de supprimer le fournisseur: Impossible de supprimer le fournisseur : des bons de commande y font référence",
    );
    const other = locationId(
      await desk.post("/admin/suppliers?index", { intent: "create", name: "Fournisseur inutile" }),
    );
    const deleted = await desk.post(`/admin/suppliers/${other}`, { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("Location")).toBe("/admin/suppliers");
    expect(await db().select().from(suppliers).where(eq(suppliers.id, other))).toHaveLength(0);
  });

  it("sends a purchase order to its supplier with its PDF", async () => {
    const supplierId = locationId(
      await desk.post("/admin/suppliers?index", { intent: "create", name: "Yantai Machinery" }),
    );
    await desk.post(`/admin/suppliers/${supplierId}`, {
      intent: "save",
      name: "Yantai Machinery",
      email: "po@yantai.example.cn",
    });
    const poId = locationId(
      await desk.post("/admin/purchase-orders/new", { intent: "save", currency: "USD", lines: "[]" }),
    );
    await desk.post(`/admin/purchase-orders/${poId}`, {
      intent: "save",
      supplierId,
      currency: "USD",
      lines: linesField([{ description: "Mini-pelle 1,8 t", qty: "2", unitPrice: "9800" }]),
    });
    const editor = pageText(await (await desk.get(`/admin/purchase-orders/${poId}`)).text());
    expect(editor).toContain("Envoyer au fournisseur");
    expect(editor).not.toContain("Fonctionnalité d'envoi email à venir");
    const sent = await desk.post(`/admin/purchase-orders/${poId}/preview`, {
      intent: "send",
      to: "po@yantai.example.cn",
    });
    expect(sent.status).toBe(200);
    const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
    expect(po!.status).toBe("sent");
    await deliverOutbox();
    const mail = (await readCapturedMail(dir)).find((m) => m.subject?.includes(po!.number));
    expect(mail?.to).toBeDefined();
    expect(mail!.attachments[0]!.filename).toBe(`${po!.number}.pdf`);
    const unknown = await desk.get("/admin/purchase-orders/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f");
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("Location")).toBe("/admin/purchase-orders");
  });
});

describe("documents from an order", () => {
  it("makes a quote, a deposit invoice, a balance invoice naming it, and a purchase order, each opened", async () => {
    const order = await createOrderRow(db());
    // A failure goes back to the order page with its message in a toast.
    const early = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "balance" });
    expect(early.status).toBe(302);
    expect(early.headers.get("Location")).toBe(`/admin/orders/${order.id}`);
    expect(await toastOf(desk, early)).toMatchObject({
      type: "error",
      description: "Impossible de créer la facture de solde: Créez d'abord la facture d'acompte de cette commande",
    });
    const quote = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "quote" });
    expect(quote.headers.get("Location")).toMatch(/^\/admin\/quotes\//);
    const [q] = await db()
      .select()
      .from(quotes)
      .where(eq(quotes.id, locationId(quote)));
    expect(q).toMatchObject({ status: "draft", orderId: order.id, currency: "XPF" });
    const deposit = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "deposit" });
    const balance = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "balance" });
    const [d] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, locationId(deposit)));
    const [b] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, locationId(balance)));
    expect(d!.kind).toBe("deposit");
    expect(b).toMatchObject({ kind: "balance", deductedInvoiceId: d!.id });
    expect(d!.amountTotal + b!.amountTotal).toBe(order.amount);
    const twice = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "deposit" });
    expect((await toastOf(desk, twice))?.description).toBe(
      "Impossible de créer la facture d'acompte: Cette commande a déjà une facture d'acompte",
    );
    const po = await desk.post(`/admin/orders/${order.id}/documents`, { intent: "purchase_order" });
    const [p] = await db()
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, locationId(po)));
    expect(p).toMatchObject({ status: "draft", currency: "USD", orderId: order.id, total: 900_000 });
    // The stand-in page only redirects to the order page, whose Documents card lists them all (one reader).
    const standIn = await desk.get(`/admin/orders/${order.id}/documents`);
    expect(standIn.status).toBe(302);
    expect(standIn.headers.get("Location")).toBe(`/admin/orders/${order.id}`);
    const page = pageText(await (await desk.get(`/admin/orders/${order.id}`)).text());
    for (const number of [q!.number, d!.number, b!.number, p!.number]) expect(page).toContain(number);
    // An unknown order: back to the orders with 'Impossible de créer le devis: Commande introuvable'.
    const unknown = await desk.post("/admin/orders/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f/documents", {
      intent: "quote",
    });
    expect(unknown.headers.get("Location")).toBe("/admin/orders");
    expect((await toastOf(desk, unknown))?.description).toBe("Impossible de créer le devis: Commande introuvable");
  });
});

describe("a visitor who is not the administrator", () => {
  it("is refused every page, action and PDF of the desk", async () => {
    const quoteId = locationId(await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" }));
    const supplierId = locationId(await desk.post("/admin/suppliers?index", { intent: "create", name: "Refus SARL" }));
    const poId = locationId(
      await desk.post("/admin/purchase-orders/new", { intent: "save", currency: "USD", lines: "[]" }),
    );
    const order = await createOrderRow(db());
    const pages = [
      "/admin/quotes",
      `/admin/quotes/${quoteId}`,
      "/admin/invoices",
      "/admin/purchase-orders",
      `/admin/purchase-orders/${poId}`,
      "/admin/suppliers",
      `/admin/suppliers/${supplierId}`,
      `/admin/orders/${order.id}/documents`,
    ];
    for (const url of pages) {
      const response = await desk.app.request(url, { headers: { Accept: "text/html" } });
      expect(response.status, url).toBe(302);
      expect(response.headers.get("Location"), url).toMatch(/^\/login\?redirectTo=/);
    }
    for (const url of [`/admin/quotes/${quoteId}/preview`, `/admin/purchase-orders/${poId}/preview`]) {
      const response = await desk.app.request(url, { headers: { Accept: "text/html" } });
      expect(response.status, url).toBe(302);
      expect(response.headers.get("Location"), url).toBe("/auth");
    }
    for (const url of [`/admin/quotes/${quoteId}/print`, `/admin/purchase-orders/${poId}/print?download=1`]) {
      const response = await desk.app.request(url);
      expect(response.status, url).toBe(401);
      expect(response.headers.get("Content-Type"), url).not.toBe("application/pdf");
    }
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" }],
      [`/admin/quotes/${quoteId}`, { intent: "convert" }],
      [`/admin/quotes/${quoteId}/preview`, { intent: "send", to: "pirate@example.com" }],
      [`/admin/purchase-orders/${poId}`, { intent: "save" }],
      ["/admin/suppliers?index", { intent: "create", name: "Pirate" }],
      [`/admin/suppliers/${supplierId}`, { intent: "delete" }],
      [`/admin/orders/${order.id}/documents`, { intent: "deposit" }],
    ];
    for (const [url, fields] of actions) {
      const response = await desk.app.request(url, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, url).toBe(401);
    }
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, quoteId));
    expect(quote!.status).toBe("draft");
    expect(await db().select().from(suppliers).where(eq(suppliers.id, supplierId))).toHaveLength(1);
    expect(await db().select().from(invoices).where(eq(invoices.orderId, order.id))).toHaveLength(0);
  });
});
