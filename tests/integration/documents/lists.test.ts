import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { listInvoices } from "../../../app/modules/documents/list-invoices.server.ts";
import { listPurchaseOrders } from "../../../app/modules/documents/list-purchase-orders.server.ts";
import { listQuotes } from "../../../app/modules/documents/list-quotes.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

describe("document lists", () => {
  it("list quotes, invoices and purchase orders newest first, filtered by status and a search, page by page", async () => {
    const teva = await createCustomer(db, { fullName: "Teva Martin", email: "teva@example.pf" });
    const hina = await createCustomer(db, { fullName: "Hina Tane", email: "hina_100%@example.pf" });
    const first = await createQuote({
      db,
      actor: ACTOR,
      customerId: teva.id,
      lines: [{ description: "A", qty: 1, unitPrice: 100 }],
    });
    const second = await createQuote({
      db,
      actor: ACTOR,
      customerId: hina.id,
      lines: [{ description: "B", qty: 1, unitPrice: 200 }],
    });
    const third = await createQuote({ db, actor: ACTOR, customerId: hina.id, status: "accepted" });

    const all = await listQuotes({ db });
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.number)).toEqual([third.number, second.number, first.number]);
    expect(all.rows[2]).toMatchObject({ customerName: "Teva Martin", customerEmail: "teva@example.pf", total: 100 });
    expect((await listQuotes({ db, status: "accepted" })).rows.map((row) => row.id)).toEqual([third.id]);
    expect((await listQuotes({ db, search: "TEVA" })).rows.map((row) => row.id)).toEqual([first.id]);
    // A % typed in the search is a character, not a wildcard.
    expect((await listQuotes({ db, search: "_100%" })).total).toBe(2);
    expect((await listQuotes({ db, search: "x%y" })).total).toBe(0);
    const page2 = await listQuotes({ db, page: 2, pageSize: 2 });
    expect(page2).toMatchObject({ total: 3, rows: [expect.objectContaining({ id: first.id })] });

    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: second.id });
    await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 50 });
    const invoices = await listInvoices({ db, status: "issued", search: invoice.number });
    expect(invoices.rows).toEqual([
      expect.objectContaining({ id: invoice.id, amountDue: 150, customerName: "Hina Tane" }),
    ]);

    const supplier = await createSupplier({ db, actor: ACTOR, name: "Shenzhen Lights 深圳灯具" });
    const po = await createPurchaseOrder({ db, actor: ACTOR, supplierId: supplier.id });
    expect((await listPurchaseOrders({ db, search: "深圳" })).rows).toEqual([
      expect.objectContaining({ id: po.id, supplierName: "Shenzhen Lights 深圳灯具", status: "draft" }),
    ]);
  });
});
