import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cardPaymentOrders,
  customers,
  documentCounters,
  documentLines,
  invoices,
  leads,
  orders,
  paymentWebhookEvents,
  productMedia,
  products,
  quotes,
  storedDocuments,
} from "../../../app/db/schema/index.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { CHECK_VIOLATION, expectViolation, FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION } from "./db-errors.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const unique = () => randomUUID().slice(0, 8);

async function insertCustomer() {
  const [row] = await database.db
    .insert(customers)
    .values({ email: `client-${unique()}@example.pf`, fullName: "Client Test" })
    .returning({ id: customers.id });
  return row!.id;
}

async function insertProduct() {
  const [row] = await database.db
    .insert(products)
    .values({ slug: `produit-${unique()}`, title: "Produit test" })
    .returning({ id: products.id, slug: products.slug });
  return row!;
}

async function orderValues() {
  return { customerId: await insertCustomer(), productSlug: "kit-test", qty: 1, amount: 100_000 };
}

describe("database constraints", () => {
  it("accept a valid order and give back typed values", async () => {
    const options = [{ code: "couverture", label: "Couverture", valueCode: "bac", valueLabel: "Bac", priceDelta: 0 }];
    const [order] = await database.db
      .insert(orders)
      .values({ ...(await orderValues()), options })
      .returning({ depositRatio: orders.depositRatio, status: orders.status, options: orders.options });
    expect(order).toEqual({ depositRatio: 0.6, status: "pending", options });
  });

  it("reject a negative amount, a zero quantity and an unknown status", async () => {
    await expectViolation(
      database.db.insert(orders).values({ ...(await orderValues()), amount: -1 }),
      CHECK_VIOLATION,
      "orders_amount_check",
    );
    await expectViolation(
      database.db.insert(orders).values({ ...(await orderValues()), qty: 0 }),
      CHECK_VIOLATION,
      "orders_qty_check",
    );
    await expectViolation(
      database.db.insert(orders).values({ ...(await orderValues()), status: "shipped" as never }),
      CHECK_VIOLATION,
      "orders_status_check",
    );
    const cardPayment = { amountCents: 1000, buyerEmail: "acheteur@example.pf" };
    await expectViolation(
      database.db.insert(cardPaymentOrders).values({ ...cardPayment, status: "refunded" as never }),
      CHECK_VIOLATION,
      "card_payment_orders_status_check",
    );
    await expectViolation(
      database.db.insert(cardPaymentOrders).values({ ...cardPayment, amountCents: -5 }),
      CHECK_VIOLATION,
      "card_payment_orders_amount_check",
    );
    await expectViolation(
      database.db.insert(leads).values({ customerId: await insertCustomer(), source: "salon" as never }),
      CHECK_VIOLATION,
      "leads_source_check",
    );
  });

  it("reject a duplicate product slug and a malformed one", async () => {
    const product = await insertProduct();
    await expectViolation(
      database.db.insert(products).values({ slug: product.slug, title: "Autre" }),
      UNIQUE_VIOLATION,
      "products_slug_unique",
    );
    await expectViolation(
      database.db.insert(products).values({ slug: "Pas Un Slug", title: "Autre" }),
      CHECK_VIOLATION,
      "products_slug_check",
    );
  });

  it("keep customers unique by lower-cased email", async () => {
    const email = `doublon-${unique()}@example.pf`;
    await database.db.insert(customers).values({ email });
    await expectViolation(database.db.insert(customers).values({ email }), UNIQUE_VIOLATION, "customers_email_unique");
    await expectViolation(
      database.db.insert(customers).values({ email: email.toUpperCase() }),
      CHECK_VIOLATION,
      "customers_email_check",
    );
  });

  it("reject a negative media position and a media of an unknown product", async () => {
    const product = await insertProduct();
    await expectViolation(
      database.db.insert(productMedia).values({ productId: product.id, kind: "image", url: "/x", position: -1 }),
      CHECK_VIOLATION,
      "product_media_position_check",
    );
    await expectViolation(
      database.db.insert(productMedia).values({ productId: randomUUID(), kind: "image", url: "/x" }),
      FOREIGN_KEY_VIOLATION,
    );
  });

  it("keep one counter row per year and document type", async () => {
    await database.db.insert(documentCounters).values({ year: 2031, docType: "invoice", seq: 1 });
    await expectViolation(
      database.db.insert(documentCounters).values({ year: 2031, docType: "invoice", seq: 2 }),
      UNIQUE_VIOLATION,
      "document_counters_pkey",
    );
  });

  it("tie document lines to a real parent and delete them with it", async () => {
    const [quote] = await database.db
      .insert(quotes)
      .values({ number: `BPE-Q-2031-${String(Math.floor(Math.random() * 99_999)).padStart(5, "0")}` })
      .returning({ id: quotes.id });
    await database.db.insert(documentLines).values({
      parentType: "quote",
      parentId: quote!.id,
      description: "Kit",
      qty: 2.5,
      unitPrice: 1000,
      currency: "XPF",
    });
    await expectViolation(
      database.db
        .insert(documentLines)
        .values({ parentType: "invoice", parentId: quote!.id, description: "Kit", currency: "XPF" }),
      FOREIGN_KEY_VIOLATION,
    );
    const [line] = await database.db
      .select({ qty: documentLines.qty, quoteId: documentLines.quoteId })
      .from(documentLines)
      .where(eq(documentLines.parentId, quote!.id));
    expect(line).toEqual({ qty: 2.5, quoteId: quote!.id });
    await database.db.delete(quotes).where(eq(quotes.id, quote!.id));
    const remaining = await database.db.select().from(documentLines).where(eq(documentLines.parentId, quote!.id));
    expect(remaining).toEqual([]);
  });

  it("check invoice numbers and keep deductions for balance invoices", async () => {
    await expectViolation(
      database.db.insert(invoices).values({ number: "F-1" }),
      CHECK_VIOLATION,
      "invoices_number_check",
    );
    await expectViolation(
      database.db.insert(invoices).values({ number: "BPE-F-2031-00001", kind: "standard", deductedAmount: 500 }),
      CHECK_VIOLATION,
      "invoices_deduction_check",
    );
  });

  it("recognise a redelivered webhook event", async () => {
    const event = { provider: "sandbox", eventId: `evt_${unique()}`, type: "payment.succeeded", payload: { a: 1 } };
    await database.db.insert(paymentWebhookEvents).values(event);
    await expectViolation(
      database.db.insert(paymentWebhookEvents).values(event),
      UNIQUE_VIOLATION,
      "payment_webhook_events_event_unique",
    );
    const inserted = await database.db.insert(paymentWebhookEvents).values(event).onConflictDoNothing().returning();
    expect(inserted).toEqual([]);
  });

  it("store PDF bytes unchanged", async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255, 1, 2]);
    const [row] = await database.db
      .insert(storedDocuments)
      .values({
        docType: "invoice",
        documentId: randomUUID(),
        number: "BPE-F-2031-00002",
        filename: "facture.pdf",
        bytes,
        sizeBytes: bytes.length,
        sha256: "test",
      })
      .returning({ bytes: storedDocuments.bytes });
    expect(row?.bytes).toBeInstanceOf(Uint8Array);
    expect(Array.from(row!.bytes!)).toEqual(Array.from(bytes));
  });
});
