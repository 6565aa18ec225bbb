// Demo sales for a development database (never in production): customers, orders over the last months in several
// statuses and two currencies, leads, and the payment events of the paid ones, so the dashboard, the orders list and
// an order page can be looked at. Tests write their own rows.
import { and, eq, inArray, like } from "drizzle-orm";
import type { Db } from "../../db/db.server.ts";
import { customers, leads, orders, paymentWebhookEvents, products, type OrderStatus } from "../../db/schema/index.ts";

const DEMO_EMAIL_DOMAIN = "@demo.bpe-polynesie.example";

const PEOPLE = [
  ["Teva Martin", "Papeete", "Fare SARL"],
  ["Hina Tehei", "Moorea", null],
  ["Moana Teriitahi", "Raiatea", "Vanille Bio Taha'a"],
  ["Poerava Lucas", "Bora Bora", null],
  ["Manutea Wong", "Punaauia", "Wong BTP"],
  ["Vaihere Dupont", "Faa'a", null],
  ["Tamatoa Richmond", "Huahine", "Pension Fare Ie"],
  ["Heimana Chang", "Rangiroa", null],
] as const;

const STATUSES: OrderStatus[] = ["paid", "pending", "paid", "processing", "paid", "cancelled", "pending", "paid"];

/** Replaces the demo sales (rows of customers at the demo domain) with a fresh set dated around `now`. */
export async function resetDemoSales(db: Db, now = new Date()): Promise<{ orders: number; leads: number }> {
  const catalogue = await db
    .select({ id: products.id, slug: products.slug, price: products.finalPriceXpf })
    .from(products)
    .where(eq(products.status, "published"));
  if (catalogue.length === 0) throw new Error("Seed the demo catalogue first (npm run db:seed).");
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(like(customers.email, `%${DEMO_EMAIL_DOMAIN}`));
    const oldIds = old.map((row) => row.id);
    if (oldIds.length) {
      const oldOrders = await tx.select({ id: orders.id }).from(orders).where(inArray(orders.customerId, oldIds));
      if (oldOrders.length)
        await tx.delete(paymentWebhookEvents).where(
          and(
            eq(paymentWebhookEvents.orderKind, "deposit"),
            inArray(
              paymentWebhookEvents.orderId,
              oldOrders.map((row) => row.id),
            ),
          ),
        );
      await tx.delete(orders).where(inArray(orders.customerId, oldIds));
      await tx.delete(leads).where(inArray(leads.customerId, oldIds));
      await tx.delete(customers).where(inArray(customers.id, oldIds));
    }
    const people = await tx
      .insert(customers)
      .values(
        PEOPLE.map(([fullName, location, company], index) => ({
          email: `${fullName.split(" ")[0]!.toLowerCase()}.${index}${DEMO_EMAIL_DOMAIN}`,
          fullName,
          location,
          company,
          phone: `+689 87 ${String(10 + index).padStart(2, "0")} 20 30`,
        })),
      )
      .returning({ id: customers.id });
    const day = 24 * 60 * 60 * 1000;
    let orderCount = 0;
    for (let index = 0; index < 28; index++) {
      const product = catalogue[index % catalogue.length]!;
      const status = STATUSES[index % STATUSES.length]!;
      const isUsd = index % 7 === 3;
      const qty = 1 + (index % 3);
      const amount = isUsd ? 250_000 + index * 1_337 : (product.price ?? 1_500_000) * qty;
      const createdAt = new Date(now.getTime() - (index * 3.3 + 0.4) * day);
      const [order] = await tx
        .insert(orders)
        .values({
          customerId: people[index % people.length]!.id,
          productId: product.id,
          productSlug: product.slug,
          qty,
          amount,
          currency: isUsd ? "USD" : "XPF",
          depositRatio: index % 5 === 0 ? 0.3 : 0.6,
          status,
          notes: index % 4 === 0 ? "Livraison souhaitée avant la saison des pluies." : null,
          createdAt,
          ...(status === "paid" || status === "processing"
            ? {
                paymentProvider: "sandbox",
                paymentReference: `demo_pay_${index}`,
                paidAt: new Date(createdAt.getTime() + day / 6),
              }
            : {}),
        })
        .returning({ id: orders.id });
      orderCount += 1;
      if (status === "paid" || status === "processing")
        await tx.insert(paymentWebhookEvents).values({
          provider: "sandbox",
          eventId: `demo_evt_${order!.id}`,
          type: "payment_intent.succeeded",
          payload: {},
          outcome: "applied",
          orderKind: "deposit",
          orderId: order!.id,
          receivedAt: new Date(createdAt.getTime() + day / 6),
          processedAt: new Date(createdAt.getTime() + day / 6),
        });
    }
    const leadRows = Array.from({ length: 40 }, (_, index) => ({
      customerId: people[index % people.length]!.id,
      productSlug: catalogue[index % catalogue.length]!.slug,
      source: (["home", "product", "devis"] as const)[index % 3]!,
      message: "Demande de devis (démonstration).",
      createdAt: new Date(now.getTime() - (index * 2.2 + 0.2) * day),
    }));
    await tx.insert(leads).values(leadRows);
    return { orders: orderCount, leads: leadRows.length };
  });
}
