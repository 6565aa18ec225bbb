import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { auditLog, invoices, orders, quotes } from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createCreditNote } from "../../../app/modules/documents/create-credit-note.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { getCreditableLines } from "../../../app/modules/documents/creditable-lines.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import type { DocumentErrorCode } from "../../../app/modules/documents/document-error.ts";
import { getCreditNote } from "../../../app/modules/documents/get-credit-note.server.ts";
import { getInvoice } from "../../../app/modules/documents/get-invoice.server.ts";
import { getQuote } from "../../../app/modules/documents/get-quote.server.ts";
import { markInvoicePaid } from "../../../app/modules/documents/mark-invoice-paid.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { updateInvoice } from "../../../app/modules/documents/update-invoice.server.ts";
import { updateQuote } from "../../../app/modules/documents/update-quote.server.ts";
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer, createOrderRow } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

const rejectsWith = (promise: Promise<unknown>, code: DocumentErrorCode) =>
  expect(promise).rejects.toMatchObject({ code });

async function quoteWithLines(currency: "XPF" | "USD" | "EUR" = "USD") {
  const customer = await createCustomer(db);
  return createQuote({
    db,
    actor: ACTOR,
    customerId: customer.id,
    currency,
    title: "Serre photovoltaïque",
    lines: [
      { description: "Serre 8 × 30 m", qty: "2", unitPrice: 1_250_050 },
      { description: "Onduleur", qty: "1,5", unitPrice: "abc" },
      { description: "Câbles", qty: 3.333, unitPrice: 999 },
    ],
  });
}

describe(`quotes and invoices (${TEST_DB_KIND})`, () => {
  it("saves a quote's lines and total, replacing every line on update, valid 30 days by default", async () => {
    const quote = await quoteWithLines();
    // 2 × 1 250 050 + 1.5 × 0 + 3.33 × 999 (quantities keep two decimals) = 2 500 100 + 3 327
    expect(quote.total).toBe(2_503_427);
    const loaded = await getQuote({ db, quoteId: quote.id });
    expect(loaded.lines.map((line) => [line.position, line.qty, line.unitPrice])).toEqual([
      [0, 2, 1_250_050],
      [1, 1.5, 0],
      [2, 3.33, 999],
    ]);
    expect(loaded.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(loaded.incoterm).toBe("CNF Papeete");

    await updateQuote({
      db,
      actor: ACTOR,
      quoteId: quote.id,
      currency: "EUR",
      lines: [{ description: "Remise à plat", qty: 1, unitPrice: 500 }],
    });
    const saved = await getQuote({ db, quoteId: quote.id });
    expect(saved).toMatchObject({ currency: "EUR", total: 500 });
    expect(saved.lines).toHaveLength(1);
    await rejectsWith(updateQuote({ db, actor: ACTOR, quoteId: quote.id, currency: "HKD" }), "CURRENCY_INVALID");
    await rejectsWith(getQuote({ db, quoteId: "00000000-0000-4000-8000-000000000000" }), "QUOTE_NOT_FOUND");
  });

  it("converts a quote once into a draft invoice with the same lines; the quote becomes converted", async () => {
    const quote = await quoteWithLines("XPF");
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    expect(invoice.number).toMatch(/^BPE-F-\d{4}-\d{5}$/);
    const loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({
      status: "draft",
      kind: "standard",
      currency: "XPF",
      amountTotal: quote.total,
      amountPaid: 0,
      quoteId: quote.id,
    });
    expect(loaded.buyer?.name).toBe("Hinano Teriitahi 王小明");
    expect(loaded.lines.map((line) => line.description)).toEqual(["Serre 8 × 30 m", "Onduleur", "Câbles"]);
    expect((await getQuote({ db, quoteId: quote.id })).canConvert).toBe(false);
    const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe("converted");
    await rejectsWith(convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id }), "QUOTE_ALREADY_CONVERTED");
    const audit = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, quote.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["quote.create", "quote.convert"]));
  });

  it.each([
    ["XPF", 2_267_271, 0.6, 1_360_363],
    ["USD", 1_899_999, 0.6, 1_139_999],
    ["EUR", 1_001, 0.35, 350],
  ] as const)(
    "splits a %s order of %i into a deposit and a balance that add up to it exactly",
    async (currency, amount, ratio, deposit) => {
      const order = await createOrderRow(db, { currency, amount, depositRatio: ratio });
      const depositInvoice = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
      expect(depositInvoice.amountTotal).toBe(deposit);
      await rejectsWith(createDepositInvoice({ db, actor: ACTOR, orderId: order.id }), "DEPOSIT_INVOICE_EXISTS");
      const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
      expect(depositInvoice.amountTotal + balance.amountTotal).toBe(amount);
      const loaded = await getInvoice({ db, invoiceId: balance.id });
      expect(loaded).toMatchObject({ kind: "balance", deductedAmount: deposit, currency });
      expect(loaded.deductedInvoice?.number).toBe(depositInvoice.number);
      // The balance invoice shows the whole sale, then deducts the deposit.
      expect(loaded.lines.reduce((sum, line) => sum + Math.round(line.qty * line.unitPrice), 0)).toBe(amount);
      await rejectsWith(createBalanceInvoice({ db, actor: ACTOR, orderId: order.id }), "BALANCE_INVOICE_EXISTS");
    },
  );

  it("needs the deposit invoice before the balance, and records a deposit already paid by card", async () => {
    const order = await createOrderRow(db, {
      status: "paid",
      paidAt: new Date("2026-05-02T01:00:00Z"),
      paymentReference: "pi_123",
    });
    await rejectsWith(createBalanceInvoice({ db, actor: ACTOR, orderId: order.id }), "DEPOSIT_INVOICE_MISSING");
    const deposit = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const loaded = await getInvoice({ db, invoiceId: deposit.id });
    expect(loaded).toMatchObject({
      status: "paid",
      amountPaid: deposit.amountTotal,
      amountDue: 0,
      issuedOn: expect.any(String),
    });
    // 01:00 UTC on 2 May is 1 May in Papeete.
    expect(loaded.payments).toEqual([
      expect.objectContaining({ method: "card", paidOn: "2026-05-01", reference: "pi_123" }),
    ]);
  });

  it("makes a quote from an order: draft, the order's configuration as lines totalling its amount", async () => {
    const order = await createOrderRow(db);
    const quote = await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
    const loaded = await getQuote({ db, quoteId: quote.id });
    expect(loaded).toMatchObject({
      status: "draft",
      orderId: order.id,
      total: order.amount,
      currency: "XPF",
      leadTime: "35-45 jours",
    });
    expect(loaded.lines[0]?.description).toContain("Pose : Sans pose");
    expect(loaded.lines[0]?.qty).toBe(2);
    await rejectsWith(
      createQuoteFromOrder({ db, actor: ACTOR, orderId: "00000000-0000-4000-8000-000000000000" }),
      "ORDER_NOT_FOUND",
    );
  });

  it("takes partial payments until the amount due reaches 0, never below", async () => {
    const quote = await quoteWithLines("USD");
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    const first = await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      amount: 1_000_000,
      paidOn: "2026-06-01",
      method: "bank_transfer",
    });
    expect(first).toMatchObject({ amountPaid: 1_000_000, amountDue: quote.total - 1_000_000, isPaid: false });
    expect((await getInvoice({ db, invoiceId: invoice.id })).status).toBe("issued");
    await rejectsWith(
      recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: "zéro" }),
      "PAYMENT_INVALID",
    );
    // The rest of the amount due settles it (an amount above it is refused: invoice-payments.test.ts).
    const second = await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      amount: quote.total - 1_000_000,
      method: "cash",
    });
    expect(second).toMatchObject({ amountDue: 0, isPaid: true });
    const loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({ status: "paid", amountDue: 0, canMarkPaid: false });
    expect(loaded.payments).toHaveLength(2);
    await rejectsWith(markInvoicePaid({ db, actor: ACTOR, invoiceId: invoice.id }), "INVOICE_ALREADY_PAID");
  });

  it("marks an invoice paid for its whole amount due", async () => {
    const quote = await quoteWithLines("EUR");
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    const paid = await markInvoicePaid({ db, actor: ACTOR, invoiceId: invoice.id });
    expect(paid).toMatchObject({ amountPaid: quote.total, amountDue: 0, isPaid: true });
    await rejectsWith(
      markInvoicePaid({ db, actor: ACTOR, invoiceId: "00000000-0000-4000-8000-000000000000" }),
      "INVOICE_NOT_FOUND",
    );
  });

  it("freezes an issued invoice's lines and amounts, and corrects it with a credit note", async () => {
    const quote = await quoteWithLines("XPF");
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    // A draft is edited freely.
    await updateInvoice({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      lines: [{ description: "Serre", qty: 1, unitPrice: 100_000 }],
    });
    await rejectsWith(createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id }), "INVOICE_NOT_ISSUED");
    await updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, status: "issued" });
    await rejectsWith(
      updateInvoice({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        lines: [{ description: "Serre", qty: 1, unitPrice: 90_000 }],
      }),
      "INVOICE_FROZEN",
    );
    await rejectsWith(updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, currency: "USD" }), "INVOICE_FROZEN");
    await rejectsWith(updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, status: "draft" }), "INVOICE_FROZEN");
    // Saving the same lines again with a note is not a change of amounts.
    await updateInvoice({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      notes: "Livraison au port",
      lines: [{ description: "Serre", qty: 1, unitPrice: 100_000 }],
    });

    const partial = await createCreditNote({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      reason: "Remise commerciale",
      credit: { kind: "amount", amount: 10_000 },
    });
    expect(partial.number).toMatch(/^BPE-AV-\d{4}-\d{5}$/);
    const note = await getCreditNote({ db, creditNoteId: partial.id });
    expect(note).toMatchObject({ amountTotal: 10_000, invoiceId: invoice.id, currency: "XPF", status: "issued" });
    expect(note.invoice.number).toBe(invoice.number);
    expect(note.buyer?.taxId).toBe("C12345");
    let loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({
      amountTotal: 100_000,
      amountCredited: 10_000,
      amountDue: 90_000,
      notes: "Livraison au port",
    });

    await rejectsWith(
      createCreditNote({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        credit: { kind: "amount", amount: 90_001 },
      }),
      "CREDIT_NOTE_AMOUNT_INVALID",
    );
    const rest = await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id });
    expect(rest.amountTotal).toBe(90_000);
    loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({ status: "cancelled", amountDue: 0, amountCredited: 100_000 });
    expect(loaded.creditNotes.map((c) => c.number)).toEqual([partial.number, rest.number]);
    await rejectsWith(
      recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 1 }),
      "INVOICE_CANCELLED",
    );
  });

  it("credits chosen quantities of an invoice's lines, never more than is left of each or of the invoice", async () => {
    const customer = await createCustomer(db);
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "USD",
      lines: [
        { description: "Panneau 410 W", qty: "10", unitPrice: 12_050 },
        { description: "Onduleur 5 kW", qty: "2", unitPrice: 90_000 },
      ],
    });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await updateInvoice({ db, actor: ACTOR, invoiceId: invoice.id, status: "sent" });
    const [panels, inverters] = await getCreditableLines(db, invoice.id);
    expect(panels).toMatchObject({ qty: 10, creditedQty: 0, qtyLeft: 10 });

    // Three panels came broken: 3 × 120,50 USD.
    const first = await createCreditNote({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      reason: "Panneaux cassés",
      credit: {
        kind: "lines",
        lines: [
          { lineId: panels!.id, qty: "3" },
          { lineId: inverters!.id, qty: "0" },
        ],
      },
    });
    expect(first).toMatchObject({ amountTotal: 36_150 });
    expect(first.number).toMatch(/^BPE-AV-\d{4}-\d{5}$/);
    const note = await getCreditNote({ db, creditNoteId: first.id });
    expect(note.lines).toEqual([
      expect.objectContaining({ description: "Panneau 410 W", qty: 3, unitPrice: 12_050, position: 0 }),
    ]);
    expect(note.invoice.number).toBe(invoice.number);
    expect((await getCreditableLines(db, invoice.id))[0]).toMatchObject({ creditedQty: 3, qtyLeft: 7 });

    // More than is left of a line, a line of another invoice, or nothing chosen: refused, nothing numbered.
    await rejectsWith(
      createCreditNote({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        credit: { kind: "lines", lines: [{ lineId: panels!.id, qty: "7.01" }] },
      }),
      "CREDIT_NOTE_AMOUNT_INVALID",
    );
    const other = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: (await quoteWithLines("USD")).id });
    const [otherLine] = await getCreditableLines(db, other.id);
    await rejectsWith(
      createCreditNote({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        credit: { kind: "lines", lines: [{ lineId: otherLine!.id, qty: "1" }] },
      }),
      "CREDIT_NOTE_AMOUNT_INVALID",
    );
    await rejectsWith(
      createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id, credit: { kind: "lines", lines: [] } }),
      "CREDIT_NOTE_AMOUNT_INVALID",
    );

    // An amount, then the last panels and one inverter: the invoice's due falls with each.
    await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id, credit: { kind: "amount", amount: 5_000 } });
    const second = await createCreditNote({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      credit: {
        kind: "lines",
        lines: [
          { lineId: panels!.id, qty: "7" },
          { lineId: inverters!.id, qty: "1" },
        ],
      },
    });
    expect(second.amountTotal).toBe(7 * 12_050 + 90_000);
    const loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({
      status: "sent",
      amountTotal: 300_500,
      amountCredited: 36_150 + 5_000 + 174_350,
      amountDue: 300_500 - 215_500,
    });
    // The last inverter is worth 900 USD but only 850 USD is left to credit: refused as a whole.
    await rejectsWith(
      createCreditNote({
        db,
        actor: ACTOR,
        invoiceId: invoice.id,
        credit: { kind: "lines", lines: [{ lineId: inverters!.id, qty: "1" }] },
      }),
      "CREDIT_NOTE_AMOUNT_INVALID",
    );
    const rest = await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id });
    expect(rest.amountTotal).toBe(85_000);
    expect(await getInvoice({ db, invoiceId: invoice.id })).toMatchObject({ status: "cancelled", amountDue: 0 });
    const numbers = (await getInvoice({ db, invoiceId: invoice.id })).creditNotes.map((c) => c.number);
    expect(new Set(numbers).size).toBe(4);
  });

  it("never deletes an invoice, even by hand", async () => {
    const quote = await quoteWithLines("XPF");
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await expect(db.delete(invoices).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    expect(await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id))).toHaveLength(1);
    // Orders keep their invoices too.
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    expect(order).toBeDefined();
  });
});
