// Rows the document tests need, with unique values.
import { randomBytes } from "node:crypto";
import type { Db } from "../../../app/db/db.server.ts";
import { customers, orders, products } from "../../../app/db/schema/index.ts";

export const ACTOR = "admin@bpe-polynesie.example";
const unique = () => randomBytes(4).toString("hex");

export async function createCustomer(db: Db, values: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({
      email: `client-${unique()}@example.pf`,
      fullName: "Hinano Teriitahi 王小明",
      company: "Fare Ō SARL",
      address: "BP 1234, 98713 Papeete",
      location: "Tahiti",
      taxId: "C12345",
      ...values,
    })
    .returning({ id: customers.id, email: customers.email });
  return row!;
}

export async function createOrderRow(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  const suffix = unique();
  const [product] = await db
    .insert(products)
    .values({
      slug: `kit-solaire-${suffix}`,
      title: `Kit solaire 5 kW ${suffix}`,
      status: "published",
      finalPriceXpf: 1_193_300,
      basePriceXpf: 1_073_970,
      freightPriceXpf: 119_330,
      purchasePriceCents: 450_000,
      leadtime: "35-45 jours",
    })
    .returning({ id: products.id, slug: products.slug, title: products.title });
  const customer = await createCustomer(db);
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer.id,
      productId: product!.id,
      productSlug: product!.slug,
      qty: 2,
      amount: 2_267_270,
      currency: "XPF",
      depositRatio: 0.6,
      options: [{ code: "pose", label: "Pose", valueCode: "non", valueLabel: "Sans pose", priceDelta: 0 }],
      ...values,
    })
    .returning({ id: orders.id, amount: orders.amount });
  return { ...order!, product: product!, customer };
}
