import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../app/db/db.server.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { DESK_LIST_SPECS, type DeskListType } from "../../../app/modules/documents/desk-list-spec.ts";
import { listDeskDocuments } from "../../../app/modules/documents/list-desk-documents.server.ts";
import { recordInvoicePayment } from "../../../app/modules/documents/record-invoice-payment.server.ts";
import { parseListParams } from "../../../app/modules/lists/list-params.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { ACTOR, createCustomer } from "./document-factories.ts";

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database?.close());

/** The list as its URL asks it (`?sort=total&dir=asc&q=…`). */
const list = (type: DeskListType, query = "") =>
  listDeskDocuments(db, type, parseListParams(new URLSearchParams(query), DESK_LIST_SPECS[type]));
const numbers = async (type: DeskListType, query = "") => (await list(type, query)).rows.map((row) => row.number);

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

    const all = await list("quote");
    expect(all.total).toBe(3);
    expect(all.rows.map((row) => row.number)).toEqual([third.number, second.number, first.number]);
    expect(all.rows[2]).toMatchObject({ partyName: "Teva Martin", partyEmail: "teva@example.pf", total: 100 });
    expect((await list("quote", "status=accepted")).rows.map((row) => row.id)).toEqual([third.id]);
    expect((await list("quote", "q=TEVA")).rows.map((row) => row.id)).toEqual([first.id]);
    // A % typed in the search is a character, not a wildcard.
    expect((await list("quote", "q=_100%25")).total).toBe(2);
    expect((await list("quote", "q=x%25y")).total).toBe(0);
    // Pages of 25: a page past the end shows the last one.
    expect(await list("quote", "page=9")).toMatchObject({ page: 1, pageCount: 1, total: 3 });

    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: second.id });
    await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 50 });
    const invoices = await list("invoice", `status=issued&q=${invoice.number}`);
    expect(invoices.rows).toEqual([
      expect.objectContaining({ id: invoice.id, amountDue: 150, partyName: "Hina Tane", invoiceKind: "standard" }),
    ]);

    const supplier = await createSupplier({ db, actor: ACTOR, name: "Shenzhen Lights 深圳灯具" });
    const po = await createPurchaseOrder({ db, actor: ACTOR, supplierId: supplier.id });
    expect((await list("purchase_order", "q=深圳")).rows).toEqual([
      expect.objectContaining({ id: po.id, partyName: "Shenzhen Lights 深圳灯具", status: "draft" }),
    ]);
  });

  it("sorts by number, customer or supplier, total and status, either way, in SQL", async () => {
    const anna = await createCustomer(db, { fullName: "Anna Sort", email: "anna.sort@example.pf" });
    const zoe = await createCustomer(db, { fullName: "Zoé Sort", email: "zoe.sort@example.pf" });
    const big = await createQuote({
      db,
      actor: ACTOR,
      customerId: anna.id,
      lines: [{ description: "Grand", qty: 3, unitPrice: 9_000 }],
    });
    const small = await createQuote({
      db,
      actor: ACTOR,
      customerId: zoe.id,
      status: "sent",
      lines: [{ description: "Petit", qty: 1, unitPrice: 10 }],
    });
    const q = "q=.sort%40example";
    expect(await numbers("quote", `${q}&sort=total&dir=asc`)).toEqual([small.number, big.number]);
    expect(await numbers("quote", `${q}&sort=total&dir=desc`)).toEqual([big.number, small.number]);
    expect(await numbers("quote", `${q}&sort=party`)).toEqual([big.number, small.number]);
    expect(await numbers("quote", `${q}&sort=party&dir=desc`)).toEqual([small.number, big.number]);
    expect(await numbers("quote", `${q}&sort=number`)).toEqual([big.number, small.number]);
    expect(await numbers("quote", `${q}&sort=number&dir=desc`)).toEqual([small.number, big.number]);
    // Statuses in the order a quote lives through them: draft before sent.
    expect(await numbers("quote", `${q}&sort=status`)).toEqual([big.number, small.number]);
    expect(await numbers("quote", `${q}&sort=status&dir=desc`)).toEqual([small.number, big.number]);
    // An unknown sort falls back to the newest first.
    expect(await numbers("quote", `${q}&sort=customer_email;drop`)).toEqual([small.number, big.number]);

    const zulu = await createSupplier({ db, actor: ACTOR, name: "Zulu Parts" });
    const alpha = await createSupplier({ db, actor: ACTOR, name: "Alpha Parts" });
    const toZulu = await createPurchaseOrder({ db, actor: ACTOR, supplierId: zulu.id });
    const toAlpha = await createPurchaseOrder({ db, actor: ACTOR, supplierId: alpha.id });
    expect(await numbers("purchase_order", "q=Parts&sort=party")).toEqual([toAlpha.number, toZulu.number]);
    expect(await numbers("purchase_order", "q=Parts&sort=party&dir=desc")).toEqual([toZulu.number, toAlpha.number]);

    const toInvoice = async (quoteId: string) => (await convertQuoteToInvoice({ db, actor: ACTOR, quoteId })).number;
    const bigInvoice = await toInvoice(big.id);
    const smallInvoice = await toInvoice(small.id);
    expect(await numbers("invoice", `${q}&sort=total`)).toEqual([smallInvoice, bigInvoice]);
    expect(await numbers("invoice", `${q}&sort=party&dir=desc`)).toEqual([smallInvoice, bigInvoice]);
  });
});
