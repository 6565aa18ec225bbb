// Rows the sales desk's tests need, with unique values.
import { randomBytes } from "node:crypto";
import type { Db } from "../../../app/db/db.server.ts";
import { cardPaymentOrders, orders, products } from "../../../app/db/schema/index.ts";

const unique = () => randomBytes(4).toString("hex");

export async function createSalesProduct(db: Db, title = `Mini-pelle 2 t ${unique()}`) {
  const [row] = await db
    .insert(products)
    .values({ slug: `produit-${unique()}`, title, status: "published", finalPriceXpf: 1_193_300 })
    .returning({ id: products.id, slug: products.slug, title: products.title });
  return row!;
}

export async function createOrder(db: Db, values: Partial<typeof orders.$inferInsert> & { customerId: string }) {
  const [row] = await db
    .insert(orders)
    .values({ productSlug: "kit-solaire-5kw", qty: 1, amount: 500_000, currency: "XPF", ...values })
    .returning({ id: orders.id });
  return row!;
}

export async function createCardPayment(db: Db, values: Partial<typeof cardPaymentOrders.$inferInsert> = {}) {
  const [row] = await db
    .insert(cardPaymentOrders)
    .values({ buyerEmail: `acheteur-${unique()}@example.com`, amountCents: 10_000, currency: "USD", ...values })
    .returning({ id: cardPaymentOrders.id });
  return row!;
}
