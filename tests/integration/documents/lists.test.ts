import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../../app/db/db.server.ts";
import { creditNotes, invoices, purchaseOrders, quotes } from "../../../app/db/schema/index.ts";
import { convertQuoteToInvoice } from "../../../app/modules/documents/convert-quote-to-invoice.server.ts";
import { createPurchaseOrder } from "../../../app/modules/documents/create-purchase-order.server.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createCreditNote } from "../../../app/modules/documents/create-credit-note.server.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { DESK_LIST_SPECS, type DeskListType } from "../../../app/modules/documents/desk-list-spec.ts";
import { deskListQuery, listDeskDocuments } from "../../../app/modules/documents/list-desk-documents.server.ts";
import { listPage } from "../../../app/modules/lists/list-page.server.ts";
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

  it("lists credit notes with the invoice each corrects, searched by their number, the invoice's or the customer", async () => {
    const moana = await createCustomer(db, { fullName: "Moana Avoir", email: "moana.avoir@example.pf" });
    const quote = await createQuote({
      db,
      actor: ACTOR,
      customerId: moana.id,
      lines: [{ description: "Kit", qty: 1, unitPrice: 1_000 }],
    });
    const invoice = await convertQuoteToInvoice({ db, actor: ACTOR, quoteId: quote.id });
    await recordInvoicePayment({ db, actor: ACTOR, invoiceId: invoice.id, amount: 100 });
    const part = await createCreditNote({
      db,
      actor: ACTOR,
      invoiceId: invoice.id,
      credit: { kind: "amount", amount: 300 },
    });
    const rest = await createCreditNote({ db, actor: ACTOR, invoiceId: invoice.id });
    const byInvoice = await list("credit_note", `q=${invoice.number}`);
    expect(byInvoice.total).toBe(2);
    expect(byInvoice.rows).toEqual([
      expect.objectContaining({
        id: rest.id,
        number: rest.number,
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        partyName: "Moana Avoir",
        partyEmail: "moana.avoir@example.pf",
        total: 700,
        status: "issued",
      }),
      expect.objectContaining({ id: part.id, invoiceNumber: invoice.number, total: 300 }),
    ]);
    expect(await numbers("credit_note", `q=${part.number}`)).toEqual([part.number]);
    expect(await numbers("credit_note", "q=MOANA.AVOIR&sort=total&dir=asc")).toEqual([part.number, rest.number]);
    expect((await list("credit_note", "q=moana&status=sent")).total).toBe(0);
    // Other lists name no invoice.
    expect((await list("invoice", `q=${invoice.number}`)).rows[0]).toMatchObject({
      invoiceId: null,
      invoiceNumber: null,
    });
  });
});

describe("document lists found in their own table first", () => {
  /** `n` documents of each type on 3 customers (and none), 4 suppliers (and none), totals and dates with ties. */
  async function seedPager(n: number) {
    const people = await Promise.all(
      ["Pager Alpha", "Pager Beta", "Pager Gamma"].map((fullName, i) =>
        createCustomer(db, { fullName, email: `pager-${i}@example.pf` }),
      ),
    );
    const makers = await Promise.all(
      ["Pager Usine A", "Pager Usine B", "Pager Usine C", "Pager Usine D"].map((name) =>
        createSupplier({ db, actor: ACTOR, name, email: `${name.replaceAll(" ", ".").toLowerCase()}@example.cn` }),
      ),
    );
    const at = (i: number) => sql`timestamptz '2025-06-01 00:00:00+00' + make_interval(mins => ${Math.floor(i / 3)})`;
    const number = (prefix: string, i: number) => `BPE-${prefix}-2019-${String(90_000 + i)}`;
    const customerOf = (i: number) => (i % 4 === 3 ? null : people[i % 4]!.id);
    await db.insert(quotes).values(
      Array.from({ length: n }, (_, i) => ({
        number: number("Q", i),
        customerId: customerOf(i),
        title: i % 4 === 3 ? "Pager sans client" : null,
        status: (["draft", "sent", "accepted"] as const)[i % 3],
        total: (i % 5) * 100,
        createdAt: at(i),
      })),
    );
    const made = await db
      .insert(invoices)
      .values(
        Array.from({ length: n }, (_, i) => ({
          number: number("F", i),
          customerId: customerOf(i),
          status: (["draft", "issued", "paid"] as const)[i % 3],
          issuedOn: "2025-06-01",
          amountTotal: (i % 5) * 100 + 1_000,
          amountPaid: (i % 2) * 100,
          createdAt: at(i),
        })),
      )
      .returning({ id: invoices.id });
    await db.insert(creditNotes).values(
      Array.from({ length: n }, (_, i) => ({
        number: number("AV", i),
        invoiceId: made[i % made.length]!.id,
        customerId: customerOf(i),
        status: (["issued", "sent"] as const)[i % 2],
        currency: "USD" as const,
        amountTotal: (i % 5) * 10 + 10,
        issuedOn: "2025-06-01",
        createdAt: at(i),
      })),
    );
    await db.insert(purchaseOrders).values(
      Array.from({ length: n }, (_, i) => ({
        number: number("PO", i),
        supplierId: i % 5 === 4 ? null : makers[i % 5]!.id,
        status: (["draft", "sent", "confirmed", "fulfilled"] as const)[i % 4],
        total: (i % 5) * 100,
        createdAt: at(i),
      })),
    );
  }

  it("count and page the same rows, in the same order, ties included, as their query read whole", async () => {
    await seedPager(70);
    const types: DeskListType[] = ["quote", "invoice", "credit_note", "purchase_order"];
    const sorts = [
      "sort=createdAt&dir=desc",
      "sort=total&dir=asc",
      "sort=status&dir=desc",
      "sort=number",
      "sort=party",
    ];
    for (const type of types) {
      for (const filter of ["q=pager", "q=PAGER-1%40", "q=2019-9000", "q=pager&status=draft", "q=usine%20b", ""]) {
        for (const sort of sorts) {
          for (const page of [1, 2, 3]) {
            const url = `${filter}&${sort}&page=${page}&size=25`;
            const params = parseListParams(new URLSearchParams(url), DESK_LIST_SPECS[type]);
            const { query, options } = deskListQuery(db, type, params);
            const [found, whole] = await Promise.all([
              listDeskDocuments(db, type, params),
              listPage(db, query, { ...options, mainTable: undefined }),
            ]);
            expect(found, `${type} ${url}`).toEqual(whole);
          }
        }
      }
    }
    // The seeded rows are there to be paged: 70 of each type carry 'pager' in their number or party.
    expect((await list("quote", "q=2019-9")).total).toBe(70);
    expect((await list("purchase_order", "q=pager")).total).toBe(56);
    expect((await list("credit_note", "q=pager-1%40")).total).toBe(18);
  });
});
