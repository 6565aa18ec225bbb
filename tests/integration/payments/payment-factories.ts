// Rows the payment tests need, written straight into the database with unique values.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../../app/db/db.server.ts";
import {
  auditLog,
  cardPaymentOrders,
  customers,
  mailOutbox,
  orders,
  paymentWebhookEvents,
  products,
} from "../../../app/db/schema/index.ts";

const unique = () => randomBytes(4).toString("hex");

export async function createProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> = {},
): Promise<{ id: string; slug: string; title: string }> {
  const suffix = unique();
  const [row] = await db
    .insert(products)
    .values({
      slug: `kit-test-${suffix}`,
      title: `Kit test ${suffix}`,
      status: "published",
      finalPriceXpf: 1_193_300,
      basePriceXpf: 1_073_970,
      freightPriceXpf: 119_330,
      ...values,
    })
    .returning({ id: products.id, slug: products.slug, title: products.title });
  return row!;
}

export async function createDepositOrder(
  db: Db,
  values: Partial<typeof orders.$inferInsert> & { email?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = values.email ?? `buyer-${unique()}@example.com`;
  const [customer] = await db
    .insert(customers)
    .values({ email, fullName: "Teva Martin", phone: "+689 87 12 34 56", company: "Fare SARL", location: "Moorea" })
    .returning({ id: customers.id });
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      productSlug: "kit-test",
      qty: 2,
      amount: 1_000_000,
      currency: "XPF",
      depositRatio: 0.6,
      ...values,
    })
    .returning({ id: orders.id });
  return { id: order!.id, email };
}

export async function getCardOrder(db: Db, id: string) {
  const [row] = await db.select().from(cardPaymentOrders).where(eq(cardPaymentOrders.id, id));
  return row;
}

export async function getOrder(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function countRows(db: Db) {
  const [mail, audit, events, cards] = await Promise.all([
    db.select({ id: mailOutbox.id }).from(mailOutbox),
    db.select({ id: auditLog.id }).from(auditLog),
    db.select({ id: paymentWebhookEvents.id }).from(paymentWebhookEvents),
    db.select({ id: cardPaymentOrders.id }).from(cardPaymentOrders),
  ]);
  return { mail: mail.length, audit: audit.length, events: events.length, cardOrders: cards.length };
}

export const MAIL_SETTINGS = {
  notifyTo: "contact@bpe-polynesie.example",
  publicUrl: "http://shop.test",
  company: { name: "BPE Engineering & Sourcing Limited", address: "Hong Kong" },
};

/** The card form's fields besides product, quantity and email: no option chosen, the terms accepted. */
export const CARD_FORM = { optionParams: new URLSearchParams(), hasAcceptedTerms: true };
