// What the buyer, the accountant and the factory read on the documents (issue 27 items 1–4): the buyer's numéro
// TAHITI and addresses, how to pay with the due date, what a deposit or balance invoice belongs to, and purchase
// order lines a factory can act on, in the supplier's language.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import type { DocumentType } from "../../../app/db/schema/documents.ts";
import { mailOutbox, productOptions, productOptionValues, products, quotes } from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createCreditNote } from "../../../app/modules/documents/create-credit-note.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createPurchaseOrderFromOrder } from "../../../app/modules/documents/create-purchase-order-from-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { renderDocumentPdf } from "../../../app/modules/documents/render-document-pdf.server.ts";
import { sendDocument } from "../../../app/modules/documents/send-document.server.tsx";
import { updateInvoice } from "../../../app/modules/documents/update-invoice.server.ts";
import { updateSupplier } from "../../../app/modules/documents/update-supplier.server.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer, createOrderRow } from "./document-factories.ts";
import { readPdf } from "./pdf-text.ts";

const COMPANY = {
  name: "BPE Engineering & Sourcing Limited",
  registration: "BR 74839201",
  address: "Unit 1201, 88 Queen's Road Central, Hong Kong",
};
const BANK = {
  holder: "BPE Engineering & Sourcing Limited",
  bank: "HSBC Hong Kong",
  account: "004-123-456789-001",
  swift: "HSBCHKHHHKH",
  instructions: "Frais bancaires à la charge du client.",
};
const SNAPSHOTS = process.env.PDF_SNAPSHOT_DIR;

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await updateSetting(db, "bank_details", BANK);
});
afterAll(() => database?.close());

async function pdfOf(type: DocumentType, documentId: string, paymentUrl?: string) {
  const rendered = await renderDocumentPdf({ db, type, documentId, company: COMPANY, paymentUrl });
  if (SNAPSHOTS) {
    await mkdir(SNAPSHOTS, { recursive: true });
    await writeFile(path.join(SNAPSHOTS, `${rendered.filename.replace(".pdf", "")}-content.pdf`), rendered.bytes);
  }
  return { ...rendered, ...(await readPdf(rendered.bytes)) };
}

describe("documents for the buyer, the accountant and the factory", () => {
  it("an invoice prints the buyer's numéro TAHITI and addresses, the bank details, the due date and the late-payment wording", async () => {
    const customer = await createCustomer(db, {
      taxId: "A12345-001",
      address: "BP 4567, 98713 Papeete",
      deliveryAddress: "Lot 12, Zone industrielle de la Punaruu, Punaauia",
    });
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      lines: [{ description: "Serre tunnel 8 × 30 m", qty: 1, unitPrice: 1_250_000 }],
    });
    let pdf = await pdfOf("quote", quote.id);
    expect(pdf.text).toContain("N° TAHITI : A12345-001");
    expect(pdf.text).toContain("BP 4567, 98713 Papeete");
    expect(pdf.flat).toContain("Livraison : Lot 12, Zone industrielle de la Punaruu, Punaauia");
    expect(pdf.text).not.toContain("RÈGLEMENT");

    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, dueDate: "2027-01-15" });
    pdf = await pdfOf("invoice", invoice.id);
    expect(pdf.text).toContain("N° TAHITI : A12345-001");
    expect(pdf.text).toContain("BP 4567, 98713 Papeete");
    expect(pdf.flat).toContain("Livraison : Lot 12, Zone industrielle de la Punaruu, Punaauia");
    expect(pdf.text).toMatch(/Échéance\s+15\/01\/2027/);
    expect(pdf.text).toContain("RÈGLEMENT");
    expect(pdf.text).toContain("Échéance : 15/01/2027");
    expect(pdf.text).toContain("Titulaire : BPE Engineering & Sourcing Limited");
    expect(pdf.text).toContain("Banque : HSBC Hong Kong");
    expect(pdf.text).toContain("IBAN / N° de compte : 004-123-456789-001");
    expect(pdf.text).toContain("SWIFT / BIC : HSBCHKHHHKH");
    expect(pdf.text).toContain("Frais bancaires à la charge du client.");
    expect(pdf.text).toContain(`Référence à indiquer : ${invoice.number}`);
    expect(pdf.flat).toContain("pénalités au taux de trois fois le taux d'intérêt légal");
    expect(pdf.flat).toContain("indemnité forfaitaire pour frais de recouvrement de 40 € (4 773 XPF)");

    // The snapshot is the buyer as invoiced: a later edit of the customer does not rewrite an issued invoice.
    await updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, status: "issued" });
    const note = await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id, reason: "Geste commercial" });
    pdf = await pdfOf("credit_note", note.id);
    expect(pdf.text).toContain("N° TAHITI : A12345-001");
    expect(pdf.flat).toContain("Livraison : Lot 12, Zone industrielle de la Punaruu, Punaauia");
    expect(pdf.text).not.toContain("RÈGLEMENT");
  });

  it("a deposit invoice names its order, the accepted quote, the percentage, the options and the date it was paid; the balance's due date is its field, else the terms", async () => {
    const order = await createOrderRow(db);
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: order.customer.id,
      currency: "XPF",
      lines: [{ description: "Kit solaire", qty: 2, unitPrice: 1_133_635 }],
    });
    await db.update(quotes).set({ status: "accepted", orderId: order.id }).where(eq(quotes.id, quote.id));
    const deposit = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const orderNumber = order.id.slice(0, 8).toUpperCase();
    let pdf = await pdfOf("invoice", deposit.id, "https://bpe.example/espace/commande/abc");
    expect(pdf.text).toContain("FACTURE D'ACOMPTE");
    expect(pdf.text).toMatch(new RegExp(`Commande\\s+${orderNumber} du \\d{2}/\\d{2}/\\d{4}`));
    expect(pdf.text).toMatch(new RegExp(`Devis\\s+${quote.number} du \\d{2}/\\d{2}/\\d{4}`));
    expect(pdf.text).toMatch(/Acompte\s+60 %/);
    expect(pdf.text).toContain("Acompte de 60 %");
    expect(pdf.text).toContain("Pose : Sans pose");
    expect(pdf.flat).toMatch(/Échéance : \d{2}\/\d{2}\/\d{4} \(à la commande\)/);
    expect(pdf.flat).toContain("Paiement en ligne : https://bpe.example/espace/commande/abc");
    expect(pdf.text).not.toContain("Acompte réglé le");

    await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: deposit.id,
      amount: deposit.amountTotal,
      paidOn: "2026-11-20",
    });
    pdf = await pdfOf("invoice", deposit.id);
    expect(pdf.text).toMatch(/Acompte réglé le\s+20\/11\/2026/);
    expect(pdf.text).not.toContain("RÈGLEMENT");

    const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
    pdf = await pdfOf("invoice", balance.id);
    expect(pdf.text).toMatch(new RegExp(`Commande\\s+${orderNumber}`));
    expect(pdf.text).toMatch(new RegExp(`Devis\\s+${quote.number}`));
    expect(pdf.text).toMatch(/Acompte réglé le\s+20\/11\/2026/);
    expect(pdf.text).toContain("Pose : Sans pose");
    expect(pdf.flat).toContain("Échéance : solde avant le départ du navire");
    await updateInvoice({ db, actor: ACTOR, invoiceId: balance.id, dueDate: "2027-02-01" });
    pdf = await pdfOf("invoice", balance.id);
    expect(pdf.text).toContain("Échéance : 01/02/2027");
  });

  it("sends a deposit invoice with the order page's payment link, the bank details and the due date in the PDF and the email", async () => {
    const order = await createOrderRow(db);
    const deposit = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const sent = await sendDocument({
      db,
      actor: ACTOR,
      type: "invoice",
      documentId: deposit.id,
      company: COMPANY,
      publicUrl: "https://bpe.example",
    });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailId));
    expect(mail!.text).toContain("IBAN / N° de compte : 004-123-456789-001");
    expect(mail!.text).toContain("SWIFT / BIC : HSBCHKHHHKH");
    expect(mail!.text).toMatch(/Échéance : \d{2}\/\d{2}\/\d{4} \(à la commande\)/);
    expect(mail!.text).toContain(`Référence à indiquer : ${deposit.number}`);
    expect(mail!.html).toMatch(/href="https:\/\/bpe\.example\/espace\/commande\/[^"]+"/);
    expect(mail!.text).toContain("40 € (4 773 XPF)");
  });

  it("a purchase order made from an order lists the model and chosen options, in English for an English supplier, in French for a French one", async () => {
    const order = await createOrderRow(db, {
      options: [
        { code: "cabin", label: "Cabine", valueCode: "closed", valueLabel: "Cabine fermée", priceDelta: 0 },
        { code: "bucket", label: "Godet", valueCode: "b60", valueLabel: "Godet 60 cm", priceDelta: 0 },
      ],
    });
    await db
      .update(products)
      .set({
        title: "Mini-pelle 1,8 t",
        translations: { en: { title: "Mini excavator 1.8 t" } },
        supplierName: `Ningbo Machinery ${order.product.slug}`,
        supplierUrl: "https://factory.example/xn18",
      })
      .where(eq(products.id, order.product.id));
    const [cabin] = await db
      .insert(productOptions)
      .values({ productId: order.product.id, code: "cabin", label: "Cabine", translations: { en: { label: "Cab" } } })
      .returning({ id: productOptions.id });
    await db.insert(productOptionValues).values({
      optionId: cabin!.id,
      valueCode: "closed",
      label: "Cabine fermée",
      translations: { en: { label: "Closed cab" } },
    });
    const supplier = await createSupplier({ db, actor: ACTOR, name: `Ningbo Machinery ${order.product.slug}` });

    const english = await createPurchaseOrderFromOrder({ db, actor: ACTOR, orderId: order.id });
    let pdf = await pdfOf("purchase_order", english.id);
    expect(pdf.text).toContain("PURCHASE ORDER");
    expect(pdf.text).toContain("Mini excavator 1.8 t");
    expect(pdf.text).toContain(`Model / ref.: ${order.product.slug}`);
    expect(pdf.text).toContain("Supplier page: https://factory.example/xn18");
    expect(pdf.text).toContain("Cab: Closed cab");
    // No English words for this one: the order's own French ones stand in.
    expect(pdf.text).toContain("Godet: Godet 60 cm");
    expect(pdf.text).toContain("SHIP TO");
    expect(pdf.text).toMatch(/Qty\s+Unit cost\s+Total/);
    expect(pdf.text).toContain("$9,000.00");
    expect(pdf.text).not.toContain("BON DE COMMANDE");
    expect(pdf.text).not.toContain("VAT");

    await updateSupplier({ db, actor: ACTOR, supplierId: supplier.id, language: "fr" });
    const french = await createPurchaseOrderFromOrder({ db, actor: ACTOR, orderId: order.id });
    pdf = await pdfOf("purchase_order", french.id);
    expect(pdf.text).toContain("BON DE COMMANDE");
    expect(pdf.text).toContain("Mini-pelle 1,8 t");
    expect(pdf.text).toContain("Cabine : Cabine fermée");
    expect(pdf.text).toContain("LIVRER À");
    expect(pdf.text).toMatch(/Total\s+9 000,00 USD/);

    await expect(updateSupplier({ db, actor: ACTOR, supplierId: supplier.id, language: "de" })).rejects.toMatchObject({
      code: "SUPPLIER_LANGUAGE_INVALID",
    });
  });
});
