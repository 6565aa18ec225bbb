// Quotes and invoices through their routes: create, save (the lines replaced in one transaction), convert, mark as
// paid in part then in full, credit notes, and the messages of back-office §8 — on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, creditNotes, customers, documentLines, invoices, quotes } from "../../../app/db/schema/index.ts";
import { pageText } from "../auth/auth-app.ts";
import { createCustomer } from "../documents/document-factories.ts";
import { linesField, locationId, startDeskApp, type DeskApp } from "./documents-desk-app.ts";

let desk: DeskApp;
const db = () => desk.app.database.db;

beforeAll(async () => {
  desk = await startDeskApp();
});
afterAll(async () => {
  await desk?.app.close();
});

/** 'Nouveau devis', then 'Enregistrer' with nothing typed: the quote exists, numbered, from that first save. */
async function newQuote() {
  const created = await desk.post("/admin/quotes/new", { intent: "save", currency: "USD", lines: "[]" });
  expect(created.status).toBe(302);
  return locationId(created);
}

describe("quotes", () => {
  it("creates a numbered draft valid 30 days, lists it, and saving replaces its lines and total", async () => {
    const id = await newQuote();
    const [quote] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(quote).toMatchObject({ status: "draft", currency: "USD", total: 0 });
    expect(quote!.number).toMatch(/^BPE-Q-\d{4}-\d{5}$/);
    expect(quote!.validUntil).not.toBeNull();
    const customer = await createCustomer(db(), { fullName: "Teva Devis", email: "teva.devis@example.pf" });

    const first = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      title: "Kit solaire",
      status: "sent",
      currency: "EUR",
      customerId: customer.id,
      lines: linesField([
        { description: "Panneau 410 W", qty: "10", unitPrice: "120,50" },
        { description: "Onduleur", qty: "abc", unitPrice: "900" },
        { description: "Pose", qty: "1.5", unitPrice: "x" },
      ]),
    });
    expect(first.status).toBe(200);
    const [saved] = await db().select().from(quotes).where(eq(quotes.id, id));
    expect(saved).toMatchObject({ title: "Kit solaire", status: "sent", currency: "EUR", total: 120_500 });
    const second = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      currency: "EUR",
      customerId: customer.id,
      lines: linesField([
        { description: "Onduleur", qty: "2", unitPrice: "900" },
        { description: "Panneau 410 W", qty: "1", unitPrice: "120.5" },
      ]),
    });
    expect(second.status).toBe(200);
    const lines = await db()
      .select({ description: documentLines.description, position: documentLines.position })
      .from(documentLines)
      .where(and(eq(documentLines.parentType, "quote"), eq(documentLines.parentId, id)))
      .orderBy(documentLines.position);
    expect(lines).toEqual([
      { description: "Onduleur", position: 0 },
      { description: "Panneau 410 W", position: 1 },
    ]);
    const [after] = await db().select({ total: quotes.total }).from(quotes).where(eq(quotes.id, id));
    expect(after!.total).toBe(192_050);

    const list = pageText(await (await desk.get("/admin/quotes?q=teva.devis")).text());
    expect(list).toContain(saved!.number);
    expect(list).toContain("Teva Devis");
    expect(list).toContain("teva.devis@example.pf");
    expect(list).toMatch(/1\s920,50/);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(["quote.create", "quote.update"]));
  });

  it("refuses a quote with more lines than a document holds, with a message, and stores none of it (issue 28 item 4)", async () => {
    const id = await newQuote();
    const line = { description: "Ligne en trop", qty: "1", unitPrice: "1" };
    const refused = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      currency: "EUR",
      title: "Dix mille lignes",
      lines: linesField(Array.from({ length: 501 }, () => line)),
    });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain(
      "Un document compte au plus 500 lignes : rien n'a été enregistré.",
    );
    // Ten thousand lines pass the size a form may have: refused before its lines are read.
    const huge = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      currency: "EUR",
      title: "Dix mille lignes",
      lines: linesField(Array.from({ length: 10_000 }, () => line)),
    });
    expect(huge.status).toBe(413);
    const stored = await db().$count(
      documentLines,
      and(eq(documentLines.parentType, "quote"), eq(documentLines.parentId, id)),
    );
    expect(stored).toBe(0);
    const [quote] = await db().select({ title: quotes.title }).from(quotes).where(eq(quotes.id, id));
    expect(quote!.title).not.toBe("Dix mille lignes");
  });

  it("creates a new customer from an email, and refuses one without", async () => {
    const id = await newQuote();
    // The editor always sends its lines: a save without them, or with unreadable ones, is refused before any write.
    for (const lines of [undefined, "{pas du json", '["x"]']) {
      const broken = await desk.post(`/admin/quotes/${id}`, {
        intent: "save",
        customerId: "new",
        newCustomerEmail: "jamais.cree@example.pf",
        ...(lines === undefined ? {} : { lines }),
      });
      expect(broken.status).toBe(400);
      expect(pageText(await broken.text())).toContain(
        "Les lignes du document sont illisibles : rien n'a été enregistré.",
      );
    }
    expect(await db().$count(customers, eq(customers.email, "jamais.cree@example.pf"))).toBe(0);
    const refused = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      lines: "[]",
      customerId: "new",
      newCustomerEmail: "",
    });
    expect(pageText(await refused.text())).toContain("L'email du client est obligatoire");
    const made = await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      lines: "[]",
      customerId: "new",
      newCustomerEmail: "Nouveau.Client@example.pf",
      newCustomerName: "Nouveau Client",
    });
    expect(made.status).toBe(200);
    const [quote] = await db().select({ customerId: quotes.customerId }).from(quotes).where(eq(quotes.id, id));
    expect(quote!.customerId).not.toBeNull();
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, quote!.customerId!));
    expect(audit).toMatchObject([
      { action: "customer.upsert_from_document", summary: { email: "nouveau.client@example.pf" } },
    ]);
  });

  it("converts into a draft invoice with the lines copied; the action is gone and a second conversion is refused", async () => {
    const id = await newQuote();
    await desk.post(`/admin/quotes/${id}`, {
      intent: "save",
      currency: "XPF",
      lines: linesField([{ description: "Mini-pelle", qty: "1", unitPrice: "2 500 000" }]),
    });
    expect(pageText(await (await desk.get(`/admin/quotes/${id}`)).text())).toContain("Convertir en facture");
    const converted = await desk.post(`/admin/quotes/${id}`, { intent: "convert" });
    expect(converted.status).toBe(302);
    const invoiceId = locationId(converted);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({
      status: "draft",
      quoteId: id,
      currency: "XPF",
      amountTotal: 2_500_000,
      amountPaid: 0,
    });
    const [quote] = await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.id, id));
    expect(quote!.status).toBe("converted");
    const page = pageText(await (await desk.get(`/admin/quotes/${id}`)).text());
    expect(page).not.toContain("Convertir en facture");
    expect(page).toContain(`Facture ${invoice!.number}`);
    const again = await desk.post(`/admin/quotes/${id}`, { intent: "convert" });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain(
      "Impossible de convertir le devis: Ce devis a déjà été converti en facture",
    );
  });

  it("answers an unknown quote with 'Devis non trouvé' back on the list, and its PDF with 404", async () => {
    const missing = "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f";
    const page = await desk.get(`/admin/quotes/${missing}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/admin/quotes");
    const list = await desk.get("/admin/quotes");
    expect(pageText(await list.text())).not.toContain("Devis non trouvé"); // the toast is for the redirected request
    const withToast = await desk.app.request("/admin/quotes", {
      headers: {
        Accept: "text/html",
        Cookie: `${(page.headers.get("Set-Cookie") ?? "").split(";")[0]}; ${desk.cookie}`,
      },
    });
    expect(await withToast.text()).toContain("Devis non trouvé");
    const pdf = await desk.get(`/admin/quotes/${missing}/print`);
    expect(pdf.status).toBe(404);
    expect(await pdf.text()).toContain("Devis introuvable");
    // Saving a quote that is gone fails ('Devis introuvable'); the page then leads back to the list.
    const saved = await desk.post(`/admin/quotes/${missing}`, { intent: "save", lines: "[]" });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/quotes");
    const data = await desk.post(`/admin/quotes/${missing}.data`, { intent: "save", lines: "[]" });
    expect(data.status).toBe(404);
    expect(await data.text()).toContain("QUOTE_NOT_FOUND");
  });
});

async function draftInvoice(lines: Parameters<typeof linesField>[0], currency = "XPF") {
  const quoteId = await newQuote();
  const customer = await createCustomer(db());
  await desk.post(`/admin/quotes/${quoteId}`, {
    intent: "save",
    currency,
    customerId: customer.id,
    lines: linesField(lines),
  });
  return locationId(await desk.post(`/admin/quotes/${quoteId}`, { intent: "convert" }));
}

describe("invoices", () => {
  it("saves a draft's lines, records a partial then the full payment, hides 'Marquer comme payée' once paid", async () => {
    const id = await draftInvoice([{ description: "Kit", qty: "1", unitPrice: "100000" }]);
    const saved = await desk.post(`/admin/invoices/${id}`, {
      intent: "save",
      status: "draft",
      currency: "XPF",
      lines: linesField([
        { description: "Kit", qty: "2", unitPrice: "100000" },
        { description: "Fret", qty: "1", unitPrice: "50000" },
      ]),
    });
    expect(saved.status).toBe(200);
    const [draft] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(draft!.amountTotal).toBe(250_000);

    const partial = await desk.post(`/admin/invoices/${id}`, {
      intent: "pay",
      amount: "100000",
      paidOn: "2026-03-02",
      method: "bank_transfer",
    });
    expect(partial.status).toBe(200);
    const [afterPartial] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(afterPartial).toMatchObject({ status: "issued", amountPaid: 100_000 });
    const page = pageText(await (await desk.get(`/admin/invoices/${id}`)).text());
    expect(page).toContain("Marquer comme payée");
    expect(page).toMatch(/150\s000/);

    const rest = await desk.post(`/admin/invoices/${id}`, { intent: "pay", amount: "150000", method: "card" });
    expect(rest.status).toBe(200);
    const [paid] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(paid).toMatchObject({ status: "paid", amountPaid: 250_000 });
    expect(pageText(await (await desk.get(`/admin/invoices/${id}`)).text())).not.toContain("Marquer comme payée");
    const again = await desk.post(`/admin/invoices/${id}`, { intent: "pay", amount: "1" });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("Impossible de marquer comme payée: Cette facture est déjà payée");
  });

  it("keeps an issued invoice's lines read only and corrects it with a credit note BPE-AV with its own PDF", async () => {
    const id = await draftInvoice([{ description: "Groupe électrogène", qty: "1", unitPrice: "800000" }]);
    await desk.post(`/admin/invoices/${id}`, { intent: "save", status: "sent" });
    const refused = await desk.post(`/admin/invoices/${id}`, {
      intent: "save",
      currency: "XPF",
      lines: linesField([{ description: "Autre", qty: "1", unitPrice: "1" }]),
    });
    expect(refused.status).toBe(409);
    expect(pageText(await refused.text())).toContain("Impossible d'enregistrer la facture: Cette facture a été émise");
    const page = pageText(await (await desk.get(`/admin/invoices/${id}`)).text());
    expect(page).toContain("Établir un avoir");

    const credited = await desk.post(`/admin/invoices/${id}`, { intent: "credit", reason: "Erreur de modèle" });
    expect(credited.status).toBe(302);
    expect(credited.headers.get("Location")).toMatch(/^\/admin\/credit-notes\/[0-9a-f-]{36}\/preview$/);
    const noteId = locationId(credited);
    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.id, noteId));
    expect(note).toMatchObject({ invoiceId: id, amountTotal: 800_000, reason: "Erreur de modèle" });
    expect(note!.number).toMatch(/^BPE-AV-\d{4}-\d{5}$/);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, id));
    expect(invoice).toMatchObject({ status: "cancelled", amountCredited: 800_000 });
    const preview = await desk.get(`/admin/credit-notes/${noteId}/preview`);
    expect(preview.status).toBe(200);
    const previewText = pageText(await preview.text());
    expect(previewText).toContain(`Avoir ${note!.number}`);
    // 'un avoir' is 'Émis', on its page and in the credit notes' list.
    expect(previewText).toMatch(/(^|\s)Émis(\s|$)/);
    expect(previewText).not.toContain("Émise");
    const list = pageText(await (await desk.get("/admin/credit-notes")).text());
    expect(list).toContain(note!.number);
    expect(list).not.toContain("Émise");
    const pdf = await desk.get(`/admin/credit-notes/${noteId}/print`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdf.headers.get("Content-Disposition")).toBe(`inline; filename="${note!.number}.pdf"`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("lists invoices with their amount due, filtered by status", async () => {
    const id = await draftInvoice([{ description: "Kit", qty: "1", unitPrice: "5000" }]);
    const [invoice] = await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
    const drafts = pageText(await (await desk.get("/admin/invoices?status=draft")).text());
    expect(drafts).toContain(invoice!.number);
    const paid = pageText(await (await desk.get("/admin/invoices?status=paid")).text());
    expect(paid).not.toContain(invoice!.number);
  });

  it("answers an unknown invoice with 'Facture non trouvée' and never offers to delete one", async () => {
    const missing = await desk.get("/admin/invoices/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f");
    expect(missing.status).toBe(302);
    expect(missing.headers.get("Location")).toBe("/admin/invoices");
    const id = await draftInvoice([{ description: "Kit", qty: "1", unitPrice: "5000" }]);
    const removed = await desk.post(`/admin/invoices/${id}`, { intent: "delete" });
    expect(removed.status).toBe(400);
    expect(await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id))).toHaveLength(1);
  });
});
