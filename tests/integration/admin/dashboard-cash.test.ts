// The dashboard's cash (issue 26 item 10) against hand-computed data, on PGlite and on PostgreSQL when
// TEST_DATABASE_URL is set: the money received in the period per currency, each payment counted once although a
// provider deposit, a provider balance and a card sale are also recorded as invoice payments; overpayments apart;
// the period's ends in Tahiti time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { balanceCheckouts, cardPaymentOrders, orders, overpayments } from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createCardPaymentInvoice } from "../../../app/modules/documents/create-card-payment-invoice.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { dashboardCash } from "../../../app/modules/sales/dashboard-cash.server.ts";
import { dashboardKpis } from "../../../app/modules/sales/dashboard-kpis.server.ts";
import { periodDays } from "../../../app/modules/sales/dashboard-period.ts";
import { createTestDatabase, TEST_DB_KIND, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer, createOrderRow } from "../documents/document-factories.ts";

let database: TestDatabase;

/** An instant given in Tahiti's wall-clock time. */
const tahiti = (wallClock: string) => new Date(`${wallClock}-10:00`);
const MARCH = periodDays("month", tahiti("2026-03-15T12:00:00"));

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  // A deposit paid through the provider in USD on 3 March, then its deposit invoice (which records that payment).
  const order = await createOrderRow(db, {
    amount: 1_000_000,
    status: "paid",
    paymentProvider: "sandbox",
    paymentReference: "int_deposit_1",
    depositChargeMinor: 502_808,
    depositChargeCurrency: "USD",
    paidAt: tahiti("2026-03-03T09:00:00"),
  });
  await createDepositInvoice({ db, actor: ACTOR, orderId: order.id, now: tahiti("2026-03-03T10:00:00") });
  // Its balance paid through the provider on 10 March: the checkout's charge, and the payment on the invoice.
  const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
  const paid = await recordInvoicePayment({
    db,
    actor: ACTOR,
    invoiceId: balance.id,
    paidOn: "2026-03-10",
    method: "card",
    reference: "sandbox:int_balance_1",
  });
  await db.insert(balanceCheckouts).values({
    invoiceId: balance.id,
    orderId: order.id,
    provider: "sandbox",
    paymentReference: "int_balance_1",
    amountDue: balance.amountTotal,
    invoiceCurrency: "XPF",
    chargeMinor: 335_205,
    chargeCurrency: "USD",
    lang: "fr",
    paidAt: tahiti("2026-03-10T08:00:00"),
    invoicePaymentId: paid.paymentId,
  });
  // A card sale on 1 March at midnight (inside), invoiced with its card payment; another on 28 February (outside).
  const [card] = await db
    .insert(cardPaymentOrders)
    .values([
      {
        buyerEmail: "carte@example.com",
        amountCents: 31_000,
        currency: "USD",
        status: "paid",
        paidAt: tahiti("2026-03-01T00:00:00"),
      },
      {
        buyerEmail: "fevrier@example.com",
        amountCents: 99_999,
        currency: "USD",
        status: "paid",
        paidAt: tahiti("2026-02-28T23:59:59"),
      },
    ])
    .returning({ id: cardPaymentOrders.id });
  await createCardPaymentInvoice({ db, actor: ACTOR, cardPaymentOrderId: card!.id });
  // A transfer on an XPF invoice: 50 000 received on 29 594 due, the excess an overpayment; and one in February.
  const customer = await createCustomer(db);
  for (const [paidOn, amount] of [
    ["2026-03-05", 50_000],
    ["2026-02-27", 7_000],
  ] as const) {
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: customer.id,
      currency: "XPF",
      lines: [{ description: "Pose", qty: "1", unitPrice: 29_594 }],
    });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await recordInvoicePayment({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      amount: Math.min(amount, 29_594) + Math.max(0, amount - 29_594),
      paidOn,
      excessAsOverpayment: true,
      now: tahiti(`${paidOn}T12:00:00`),
    });
  }
  // An order paid without a provider reference (set by hand) brought no money through the provider.
  await createOrderRow(db, { amount: 5_000, status: "paid", paidAt: tahiti("2026-03-04T09:00:00") });
}, 120_000);
afterAll(() => database?.close());

describe(`the dashboard's cash (${TEST_DB_KIND})`, () => {
  it("adds up the money received in the period per currency, each payment once", async () => {
    const cash = await dashboardCash(database.db, MARCH);
    expect(cash.received).toEqual([
      { currency: "XPF", received: 29_594, bySource: { deposit: 0, balance: 0, card: 0, invoice: 29_594 } },
      {
        currency: "USD",
        received: 502_808 + 335_205 + 31_000,
        bySource: { deposit: 502_808, balance: 335_205, card: 31_000, invoice: 0 },
      },
    ]);
    expect(cash.overpayments).toEqual([{ currency: "XPF", amount: 20_406, count: 1 }]);
  });

  it("keeps the specification's 'Chiffre d'affaires encaissé': the deposits of the paid orders, by order date", async () => {
    // Both orders were created today: 60 % of 1 000 000 and of 5 000, whatever money came in.
    const kpis = await dashboardKpis(database.db, periodDays("all", new Date()));
    expect(kpis.byCurrency).toEqual([{ currency: "XPF", collected: 603_000, averagePaid: 502_500, paidCount: 2 }]);
  });

  it("counts everything for 'Tout', overpayments included", async () => {
    const cash = await dashboardCash(database.db, periodDays("all", tahiti("2026-03-15T12:00:00")));
    const usd = cash.received.find((row) => row.currency === "USD");
    expect(usd?.bySource.card).toBe(31_000 + 99_999);
    expect(cash.received.find((row) => row.currency === "XPF")?.bySource.invoice).toBe(29_594 + 7_000);
    expect(cash.overpayments).toEqual([{ currency: "XPF", amount: 20_406, count: 1 }]);
    expect(await database.db.select({ id: orders.id }).from(orders)).toHaveLength(2);
    expect(await database.db.select({ id: overpayments.id }).from(overpayments)).toHaveLength(1);
  });
});
