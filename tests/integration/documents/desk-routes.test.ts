// The desk's pages through the app: lists sorted from the URL, the lists' loading failure, breadcrumbs naming the
// section, the quote's customer field (the customer picker, no list of every customer), and a credit note for part
// of an invoice from its page — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNotes, documentLines, invoices } from "../../../app/db/schema/index.ts";
import { pageText } from "../auth/auth-app.ts";
import { linesField, locationId, startDeskApp, type DeskApp } from "../admin/documents-desk-app.ts";
import { createCustomer } from "./document-factories.ts";

let desk: DeskApp;
const db = () => desk.app.database.db;

// Starting the app imports the whole built server: on a loaded machine that can pass the default minute.
beforeAll(async () => {
  desk = await startDeskApp();
}, 180_000);
afterAll(async () => {
  await desk?.app.close();
});

/** The text of the page's breadcrumbs ('Administration › Factures › BPE-F-…'). */
function breadcrumbs(html: string): string {
  const nav = /<nav aria-label="Fil d&#x27;Ariane">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return pageText(nav).trim();
}

async function quoteFor(customerId: string, unitPrice: string) {
  // 'Nouveau devis' saves the quote, numbered, at its first save.
  const saved = await desk.post("/admin/quotes/new", {
    intent: "save",
    currency: "USD",
    customerId,
    lines: linesField([
      { description: "Panneau 410 W", qty: "4", unitPrice },
      { description: "Onduleur", qty: "1", unitPrice: "900" },
    ]),
  });
  expect(saved.status).toBe(302);
  return locationId(saved);
}

describe("the desk's pages", () => {
  it("sort a list by the URL, name the section in a record's breadcrumbs, and search customers instead of listing them", async () => {
    const anna = await createCustomer(db(), { fullName: "Anna Route", email: "anna.route@example.pf" });
    const zoe = await createCustomer(db(), { fullName: "Zoé Route", email: "zoe.route@example.pf" });
    const cheap = await quoteFor(zoe.id, "10");
    const dear = await quoteFor(anna.id, "1000");
    const html = async (url: string) => (await desk.get(url)).text();
    const order = async (query: string) => {
      const text = pageText(await html(`/admin/quotes?q=route%40example&${query}`));
      return text.indexOf("Zoé Route") < text.indexOf("Anna Route") ? ["zoe", "anna"] : ["anna", "zoe"];
    };
    expect(await order("sort=total&dir=asc")).toEqual(["zoe", "anna"]);
    expect(await order("sort=total&dir=desc")).toEqual(["anna", "zoe"]);
    expect(await order("sort=party")).toEqual(["anna", "zoe"]);
    const list = await html("/admin/quotes?sort=total&dir=asc");
    // Every sortable header is a link that keeps the list's state in the URL.
    for (const sort of ["number", "party", "status", "total", "createdAt"]) expect(list).toContain(`sort=${sort}`);
    expect(breadcrumbs(list)).toBe("Administration Devis");

    const quotePage = await html(`/admin/quotes/${dear}`);
    const number = /Devis (BPE-Q-\d{4}-\d{5})/.exec(pageText(quotePage))![1]!;
    expect(breadcrumbs(quotePage)).toBe(`Administration Devis ${number}`);
    expect(quotePage).toContain('href="/admin/quotes"');
    // The customer field is the picker (a combobox searching /admin/customers/search), holding the chosen one.
    expect(quotePage).toContain('role="combobox"');
    expect(pageText(quotePage)).toContain("anna.route@example.pf");
    expect(pageText(quotePage)).not.toContain("zoe.route@example.pf");
    expect(quotePage).toMatch(new RegExp(`name="customerId" value="${anna.id}"`));
    expect(breadcrumbs(await html(`/admin/quotes/${dear}/preview`))).toBe(`Administration Devis ${number}`);
    const supplierId = locationId(await desk.post("/admin/suppliers?index", { intent: "create", name: "Fil SARL" }));
    expect(breadcrumbs(await html(`/admin/suppliers/${supplierId}`))).toBe("Administration Fournisseurs Fil SARL");
    expect(cheap).not.toBe(dear);
  });

  it("credits part of an issued invoice from its page: chosen line quantities, then an amount", async () => {
    const customer = await createCustomer(db());
    const quoteId = await quoteFor(customer.id, "120.50");
    const converted = await desk.post(`/admin/quotes/${quoteId}`, { intent: "convert" });
    const invoiceId = /\/admin\/invoices\/([0-9a-f-]{36})$/.exec(converted.headers.get("Location") ?? "")![1]!;
    const draftCredit = await desk.post(`/admin/invoices/${invoiceId}`, {
      intent: "credit",
      credit: "amount",
      amount: "1",
    });
    expect(draftCredit.status).toBe(409);
    expect(pageText(await draftCredit.text())).toContain(
      "Impossible de créer l'avoir: Un avoir corrige une facture émise",
    );
    await desk.post(`/admin/invoices/${invoiceId}`, { intent: "save", status: "sent" });
    const page = await (await desk.get(`/admin/invoices/${invoiceId}`)).text();
    const lineIds = await db()
      .select({ id: documentLines.id })
      .from(documentLines)
      .where(eq(documentLines.invoiceId, invoiceId))
      .orderBy(documentLines.position);
    expect(page).toContain("Établir un avoir");

    const tooMany = await desk.post(`/admin/invoices/${invoiceId}`, {
      intent: "credit",
      credit: "lines",
      [`qty:${lineIds[0]!.id}`]: "4.5",
    });
    expect(tooMany.status).toBe(400);
    expect(pageText(await tooMany.text())).toContain(
      "Impossible de créer l'avoir: Le montant de l'avoir doit être positif et ne pas dépasser le montant restant de la facture",
    );
    const byLines = await desk.post(`/admin/invoices/${invoiceId}`, {
      intent: "credit",
      credit: "lines",
      reason: "Deux panneaux cassés",
      [`qty:${lineIds[0]!.id}`]: "2",
      [`qty:${lineIds[1]!.id}`]: "0",
    });
    expect(byLines.status).toBe(302);
    expect(byLines.headers.get("Location")).toMatch(/^\/admin\/credit-notes\/[0-9a-f-]{36}\/preview$/);
    const byAmount = await desk.post(`/admin/invoices/${invoiceId}`, {
      intent: "credit",
      credit: "amount",
      amount: "10,25",
    });
    expect(byAmount.status).toBe(302);
    const notes = await db()
      .select({ amountTotal: creditNotes.amountTotal, reason: creditNotes.reason })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId))
      .orderBy(creditNotes.number);
    expect(notes).toEqual([
      { amountTotal: 24_100, reason: "Deux panneaux cassés" },
      { amountTotal: 1_025, reason: null },
    ]);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ amountTotal: 138_200, amountCredited: 25_125, status: "sent" });
    const after = pageText(await (await desk.get(`/admin/invoices/${invoiceId}`)).text());
    expect(after).toMatch(/Reste à payer\s*1\s130,75\sUSD/);

    // The credit notes' list: number (to its preview), the invoice it corrects (a link), customer, amount, date and
    // PDF; searched by number, invoice number or customer.
    const [first, second] = await db()
      .select({ id: creditNotes.id, number: creditNotes.number })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, invoiceId))
      .orderBy(creditNotes.number);
    const list = await (await desk.get(`/admin/credit-notes?q=${invoice!.number}`)).text();
    expect(list).toContain("<title>Avoirs – BPE Admin</title>");
    expect(breadcrumbs(list)).toBe("Administration Avoirs");
    expect(list).toContain('href="/admin/credit-notes"');
    for (const note of [first!, second!]) {
      expect(list).toContain(`href="/admin/credit-notes/${note.id}/preview"`);
      expect(list).toContain(`href="/admin/credit-notes/${note.id}/print"`);
    }
    expect(list).toContain(`href="/admin/invoices/${invoiceId}"`);
    const rows = pageText(list);
    expect(rows).toContain(customer.email);
    expect(rows).toMatch(/241,00\sUSD/);
    expect(rows).toMatch(/10,25\sUSD/);
    expect(rows).toContain("1–2 sur 2");
    const byNumber = pageText(await (await desk.get(`/admin/credit-notes?q=${second!.number}`)).text());
    expect(byNumber).toContain("1–1 sur 1");
    expect(byNumber).not.toContain(first!.number);
    const sorted = pageText(
      await (await desk.get(`/admin/credit-notes?q=${invoice!.number}&sort=total&dir=asc`)).text(),
    );
    expect(sorted.indexOf(second!.number)).toBeLessThan(sorted.indexOf(first!.number));
    expect(pageText(await (await desk.get("/admin/credit-notes?q=nobody-has-this")).text())).toContain("0–0 sur 0");
    // Each preview's title names its own kind.
    const preview = await (await desk.get(`/admin/credit-notes/${first!.id}/preview`)).text();
    expect(preview).toContain(`<title>Avoir ${first!.number} – BPE Admin</title>`);
    expect(breadcrumbs(preview)).toBe(`Administration Avoirs ${first!.number}`);
    const invoicePreview = await (await desk.get(`/admin/invoices/${invoiceId}/preview`)).text();
    expect(invoicePreview).toContain(`<title>Facture ${invoice!.number} – BPE Admin</title>`);
    const quotePreview = await (await desk.get(`/admin/quotes/${quoteId}/preview`)).text();
    expect(quotePreview).toMatch(/<title>Devis BPE-Q-\d{4}-\d{5} – BPE Admin<\/title>/);
  });

  it("refuse the credit notes' list to a visitor who is not the administrator", async () => {
    const page = await desk.app.request("/admin/credit-notes", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fcredit-notes");
    const data = await desk.app.request("/admin/credit-notes.data", { headers: { Accept: "*/*" } });
    expect(data.status).not.toBe(200);
    expect(await data.text()).not.toContain("BPE-AV-");
  });

  it("says a list could not be loaded, to the letter of the spec, above an empty table", async () => {
    await db().execute(sql`alter table invoices rename to invoices_away`);
    try {
      const response = await desk.get("/admin/invoices");
      expect(response.status).toBe(500);
      const text = pageText(await response.text());
      expect(text).toContain("Impossible de charger les factures: Une erreur inattendue s'est produite");
      expect(text).toContain("Factures");
    } finally {
      await db().execute(sql`alter table invoices_away rename to invoices`);
    }
    await db().execute(sql`alter table suppliers rename to suppliers_away`);
    try {
      const response = await desk.get("/admin/suppliers");
      expect(response.status).toBe(500);
      expect(pageText(await response.text())).toContain("Impossible de charger les fournisseurs");
    } finally {
      await db().execute(sql`alter table suppliers_away rename to suppliers`);
    }
    expect((await desk.get("/admin/invoices")).status).toBe(200);
  });
});
