import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import type { DocumentType } from "../../../app/db/schema/documents.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createCreditNote } from "../../../app/modules/documents/create-credit-note.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { getCreditableLines } from "../../../app/modules/documents/creditable-lines.server.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { renderDocumentPdf } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { updateInvoice } from "../../../app/modules/documents/update-invoice.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer, createOrderRow } from "./document-factories.ts";
import { readPdf } from "./pdf-text.ts";

const COMPANY = {
  name: "BPE Engineering & Sourcing Limited",
  registration: "BR 74839201",
  address: "Unit 1201, 88 Queen's Road Central, Hong Kong",
};
// Set PDF_SNAPSHOT_DIR to keep the PDFs (then `pdftoppm -png` them to look at the pages).
const SNAPSHOTS = process.env.PDF_SNAPSHOT_DIR;

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

async function pdfOf(type: DocumentType, documentId: string) {
  const rendered = await renderDocumentPdf({ db, type, documentId, company: COMPANY });
  if (SNAPSHOTS) {
    await mkdir(SNAPSHOTS, { recursive: true });
    await writeFile(path.join(SNAPSHOTS, rendered.filename), rendered.bytes);
  }
  expect(Buffer.from(rendered.bytes.subarray(0, 5)).toString()).toBe("%PDF-");
  return { ...rendered, ...(await readPdf(rendered.bytes)) };
}

describe("document PDFs", () => {
  it("print a quote with the seller, the buyer in French and Chinese, lines, totals, VAT 0, validity, terms and fonts embedded", async () => {
    const customer = await createCustomer(db);
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      leadTime: "35-45 jours",
      validUntil: "2026-12-24",
      lines: [
        { description: "Serre photovoltaïque 8 × 30 m", qty: 2, unitPrice: 1_250_000 },
        { description: "Transport et fret jusqu'à Papeete", qty: 1, unitPrice: 119_330 },
      ],
    });
    const pdf = await pdfOf("quote", quote.id);
    expect(pdf.text).toContain("DEVIS");
    expect(pdf.text).toContain(quote.number);
    expect(pdf.text).toContain("BPE Engineering & Sourcing Limited");
    expect(pdf.text).toContain("N° d'immatriculation : BR 74839201");
    expect(pdf.text).toContain("Hinano Teriitahi 王小明");
    expect(pdf.text).toContain("Fare Ō SARL");
    expect(pdf.text).toContain("N° TAHITI : C12345");
    expect(pdf.text).toContain("Serre photovoltaïque 8 × 30 m");
    expect(pdf.text).toContain("1 250 000 XPF");
    expect(pdf.text).toMatch(/Total TTC\s+2 619 330 XPF/);
    expect(pdf.text).toMatch(/TVA : 0\s+0 XPF/);
    expect(pdf.text).toContain("Pas de TVA facturée — vente à l'exportation");
    expect(pdf.text).toContain("Offre valable jusqu'au 24/12/2026");
    expect(pdf.text).toContain("acompte de 60 % à la commande, solde de 40 % avant le départ du navire");
    expect(pdf.text).toContain("Délai indicatif : 35-45 jours");
    expect(pdf.text).toContain("Incoterm : CNF Papeete");
    expect(pdf.text).toContain("Page 1 / 1");
    expect(pdf.fonts).toMatch(/SourceSans3-Regular\s.*yes\s+yes\s+yes/);
    expect(pdf.fonts).toMatch(/NotoSansCJKsc-Regular\s.*yes\s+yes\s+yes/);
  });

  it("print a 60-line invoice in USD over several pages, numbered, the table header repeated", async () => {
    const customer = await createCustomer(db);
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Panneau solaire 450 W — lot ${i + 1}`,
      qty: i % 3 === 0 ? 2.5 : 1,
      unitPrice: 12_345,
    }));
    const quote = await createQuote({ db, actor: ACTOR, customerId: customer.id, currency: "USD", lines });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 100_000, paidOn: "2026-11-20" });
    const started = performance.now();
    const pdf = await pdfOf("invoice", invoice.id);
    console.info(
      `60-line invoice PDF: ${Math.round(performance.now() - started)} ms, ${pdf.bytes.length} bytes, ${pdf.pages} pages`,
    );
    expect(pdf.pages).toBeGreaterThanOrEqual(2);
    for (let page = 1; page <= pdf.pages; page += 1) expect(pdf.text).toContain(`Page ${page} / ${pdf.pages}`);
    expect(pdf.text.match(/Désignation/g)).toHaveLength(pdf.pages);
    expect(pdf.text).toContain("FACTURE");
    expect(pdf.text).toContain("lot 60");
    expect(pdf.text).toContain("123,45 USD");
    expect(pdf.text).toMatch(/Déjà réglé\s+− 1 000,00 USD/);
    expect(pdf.text).toContain("Nature de l'opération : livraison de biens.");
    expect(pdf.text).toContain(`Devis ${quote.number}`);
    expect(pdf.text).not.toContain("Brouillon");
  });

  it("print deposit and balance invoices with their wording, the deduction by number, and a draft mark until issued", async () => {
    const order = await createOrderRow(db);
    const deposit = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    let pdf = await pdfOf("invoice", deposit.id);
    expect(pdf.text).toContain("FACTURE D'ACOMPTE");
    expect(pdf.text).toContain("Brouillon — document sans valeur légale");
    expect(pdf.text).toContain("Acompte de 60 %");
    expect(pdf.text).toMatch(/Montant total de la commande\s+2 267 270 XPF/);
    expect(pdf.text).toMatch(/Total TTC\s+1 360 362 XPF/);
    expect(pdf.text).toContain("le solde de 40 % sera facturé avant le départ du navire");
    await updateInvoice({ db, actor: ACTOR, invoiceId: deposit.id, status: "sent" });
    pdf = await pdfOf("invoice", deposit.id);
    expect(pdf.text).not.toContain("Brouillon");

    const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
    pdf = await pdfOf("invoice", balance.id);
    expect(pdf.text).toContain("FACTURE DE SOLDE");
    expect(pdf.text).toContain(order.product.title);
    expect(pdf.flat).toMatch(new RegExp(`Acompte facturé — facture ${deposit.number} du \\d{2}/\\d{2}/\\d{4}`));
    expect(pdf.text).toContain("− 1 360 362 XPF");
    expect(pdf.text).toMatch(/Net à payer\s+906 908 XPF/);
  });

  it("print a credit note referring to the invoice, and a purchase order to a supplier with its ship-to", async () => {
    const customer = await createCustomer(db);
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "EUR",
      lines: [
        { description: "Cuve 10 m³", qty: 1, unitPrice: 250_000 },
        { description: "Pompe doseuse 水泵", qty: 4, unitPrice: 12_500 },
      ],
    });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, status: "issued" });
    // Part of a line first: one of the four pumps.
    const [, pumps] = await getCreditableLines(db, invoice.id);
    const part = await createCreditNote({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      reason: "Une pompe manquante",
      credit: { kind: "lines", lines: [{ lineId: pumps!.id, qty: 1 }] },
    });
    let pdf = await pdfOf("credit_note", part.id);
    expect(pdf.text).toContain("AVOIR");
    expect(pdf.text).toContain(part.number);
    expect(pdf.text).toContain("Pompe doseuse 水泵");
    expect(pdf.text).not.toContain("Cuve 10 m³");
    expect(pdf.text).toMatch(new RegExp(`Avoir établi en correction de la facture ${invoice.number} du`));
    expect(pdf.text).toMatch(/Total de l'avoir\s+125,00 EUR/);
    expect(pdf.text).toContain("TVA : 0");

    const note = await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id, reason: "Cuve livrée endommagée" });
    pdf = await pdfOf("credit_note", note.id);
    expect(pdf.text).toContain("AVOIR");
    expect(pdf.text).toContain(note.number);
    expect(pdf.text).toContain(`Annulation de la facture ${invoice.number}`);
    expect(pdf.text).toMatch(new RegExp(`Avoir établi en correction de la facture ${invoice.number} du`));
    expect(pdf.text).toContain("Motif : Cuve livrée endommagée");
    expect(pdf.text).toMatch(/Total de l'avoir\s+2 875,00 EUR/);

    const supplier = await createSupplier({
      db,
      actor: ACTOR,
      name: "Zhejiang Solar 浙江光伏",
      email: "sales@zj-solar.example",
      address: "88 Binhai Road, Ningbo",
      language: "fr",
    });
    const po = await createPurchaseOrder({
      db,
      actor: ACTOR,
      supplierId: supplier.id,
      notes: "Emballage maritime renforcé",
      lines: [{ description: "Solar panel 450 W", qty: 36.5, unitPrice: 8_950 }],
    });
    pdf = await pdfOf("purchase_order", po.id);
    expect(pdf.text).toContain("BON DE COMMANDE");
    expect(pdf.text).toContain("Zhejiang Solar 浙江光伏");
    expect(pdf.text).toContain("LIVRER À");
    expect(pdf.text).toContain("Papeete");
    expect(pdf.text).toContain("36,5");
    expect(pdf.text).toMatch(/Total\s+3 266,75 USD/);
    expect(pdf.text).toContain("Remarques : Emballage maritime renforcé");
    expect(pdf.text).not.toContain("TVA");
  });

  it("answers the document's own not-found code", async () => {
    await expect(pdfOf("invoice", "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      code: "INVOICE_NOT_FOUND",
    });
  });
});
