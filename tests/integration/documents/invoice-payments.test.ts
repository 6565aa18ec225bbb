// Money on invoices (DESIGN.md ruling 17): no payment above the amount due, the owner's excess kept apart as an
// overpayment; a card sale invoiced once; an order's quote never converted into a second bill of the same sale.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import {
  auditLog,
  cardPaymentOrders,
  invoicePayments,
  invoices,
  overpayments,
  products,
} from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createCardPaymentInvoice } from "../../../app/modules/documents/create-card-payment-invoice.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import { getInvoice } from "../../../app/modules/documents/get-invoice.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer, createOrderRow } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

async function xpfInvoice(total: number) {
  const customer = await createCustomer(db);
  const quote = await createQuote({
    db,
    actor: ACTOR,
    customerId: customer.id,
    currency: "XPF",
    lines: [{ description: "Kit solaire", qty: "1", unitPrice: total }],
  });
  return convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
}

const overpaymentsOf = (invoiceId: string) =>
  db
    .select({
      source: overpayments.source,
      amount: overpayments.amountMinor,
      currency: overpayments.currency,
      orderId: overpayments.orderId,
      reference: overpayments.providerReference,
      status: overpayments.status,
    })
    .from(overpayments)
    .where(eq(overpayments.invoiceId, invoiceId));

describe(`invoice payments and invoicing once (${TEST_DB_KIND})`, () => {
  it("refuses a payment above the amount due, stating it, and writes nothing", async () => {
    const invoice = await xpfInvoice(29_594);
    await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 10_000 });
    const error = await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 50_000 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: "PAYMENT_ABOVE_DUE" });
    // 29 594 − 10 000 = 19 594 francs still due, formatted as the back office shows money.
    expect((error as { params: { due: string } }).params.due.replace(/\s/g, " ")).toBe("19 594 XPF");
    const loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({ amountPaid: 10_000, amountDue: 19_594, status: "issued" });
    expect(loaded.payments).toHaveLength(1);
    expect(await overpaymentsOf(invoice.id)).toEqual([]);
  });

  it("records the excess as a manual overpayment, the invoice taking the amount due, audited", async () => {
    const invoice = await xpfInvoice(29_594);
    const recorded = await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      amount: 50_000,
      reference: "VIR-2026-118",
      excessAsOverpayment: true,
    });
    expect(recorded).toMatchObject({ amountPaid: 29_594, amountDue: 0, isPaid: true });
    expect(recorded.overpaymentId).toEqual(expect.any(String));
    const loaded = await getInvoice({ db, invoiceId: invoice.id });
    expect(loaded).toMatchObject({ status: "paid", amountPaid: 29_594, amountDue: 0 });
    expect(loaded.payments.map((payment) => payment.amount)).toEqual([29_594]);
    expect(await overpaymentsOf(invoice.id)).toEqual([
      { source: "manual", amount: 20_406, currency: "XPF", orderId: null, reference: "VIR-2026-118", status: "open" },
    ]);
    const audits = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, recorded.overpaymentId!));
    expect(audits.map((row) => row.action)).toEqual(["overpayment.recorded"]);
    // A ticked box with an amount within the due records no overpayment.
    const other = await xpfInvoice(1_000);
    const partial = await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: other.id,
      amount: 400,
      excessAsOverpayment: true,
    });
    expect(partial).toMatchObject({ amountPaid: 400, overpaymentId: null });
  });

  it("issues a paid card sale's invoice once, with the card payment on it", async () => {
    const [product] = await db
      .insert(products)
      .values({ slug: `pompe-${Date.now()}`, title: "Pompe solaire", status: "published" })
      .returning({ id: products.id, slug: products.slug });
    const [order] = await db
      .insert(cardPaymentOrders)
      .values({
        buyerEmail: `carte-${Date.now()}@example.com`,
        amountCents: 31_000,
        currency: "USD",
        quantity: 2,
        productId: product!.id,
        productSlug: product!.slug,
        options: [{ code: "c", label: "Couleur", valueCode: "r", valueLabel: "Rouge", priceDelta: 0 }],
        status: "paid",
        provider: "sandbox",
        paymentIntentId: "int_card_1",
        paidAt: new Date("2026-06-02T20:00:00Z"),
      })
      .returning({ id: cardPaymentOrders.id });
    const first = await createCardPaymentInvoice({ db, actor: ACTOR, cardPaymentOrderId: order!.id });
    expect(first).toMatchObject({ isNew: true, number: expect.stringMatching(/^BPE-F-\d{4}-\d{5}$/) });
    const again = await createCardPaymentInvoice({ db, actor: ACTOR, cardPaymentOrderId: order!.id });
    expect(again).toEqual({ id: first.id, number: first.number, isNew: false });
    const rows = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.cardPaymentOrderId, order!.id));
    expect(rows).toHaveLength(1);
    const invoice = await getInvoice({ db, invoiceId: first.id });
    expect(invoice).toMatchObject({ status: "paid", currency: "USD", amountTotal: 31_000, amountDue: 0 });
    expect(invoice.lines.map((line) => [line.description, line.qty, line.unitPrice])).toEqual([
      ["Pompe solaire\nCouleur : Rouge", 2, 15_500],
    ]);
    const payments = await db
      .select({ method: invoicePayments.method, reference: invoicePayments.reference, paidOn: invoicePayments.paidOn })
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, first.id));
    expect(payments).toEqual([{ method: "card", reference: "sandbox:int_card_1", paidOn: "2026-06-02" }]);
  });

  it("refuses to invoice a card sale that is not paid, or unknown", async () => {
    const [order] = await db
      .insert(cardPaymentOrders)
      .values({ buyerEmail: `attente-${Date.now()}@example.com`, amountCents: 5_000, currency: "USD" })
      .returning({ id: cardPaymentOrders.id });
    await expect(createCardPaymentInvoice({ db, actor: ACTOR, cardPaymentOrderId: order!.id })).rejects.toMatchObject({
      code: "CARD_ORDER_NOT_PAID",
    });
    await expect(
      createCardPaymentInvoice({ db, actor: ACTOR, cardPaymentOrderId: "00000000-0000-4000-8000-000000000000" }),
    ).rejects.toMatchObject({ code: "ORDER_NOT_FOUND" });
    expect(
      await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.cardPaymentOrderId, order!.id)),
    ).toEqual([]);
  });

  it("refuses to convert the quote of an order its deposit and balance invoices already cover, naming them", async () => {
    const order = await createOrderRow(db);
    const quote = await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
    const deposit = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
    const error = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id }).catch((caught) => caught);
    expect(error).toMatchObject({
      code: "ORDER_ALREADY_INVOICED",
      params: { numbers: [deposit.number, balance.number].sort().join(", ") },
    });
    const all = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.orderId, order.id));
    expect(all).toHaveLength(2);
  });

  it("refuses a deposit invoice for an order its converted quote already bills", async () => {
    const order = await createOrderRow(db);
    const quote = await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
    const full = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await expect(createDepositInvoice({ db, actor: ACTOR, orderId: order.id })).rejects.toMatchObject({
      code: "ORDER_ALREADY_INVOICED",
      params: { numbers: full.number },
    });
  });
});
