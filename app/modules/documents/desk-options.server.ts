// The choices the document editors offer: the chosen customer (others are searched by the customer picker),
// catalogue products (with the prices a line can take) and suppliers. Bounded lists, by name.
import { asc, eq } from "drizzle-orm";
import type { DbExecutor } from "../../db/db.server.ts";
import { products } from "../../db/schema/catalog.ts";
import { suppliers } from "../../db/schema/documents.ts";
import { customers } from "../../db/schema/sales.ts";
import { minorToInput } from "./desk-form.ts";

const LIMIT = 1000;

/** The customer a document names, as the customer picker shows it; null for none. */
export async function getChosenCustomer(db: DbExecutor, customerId: string | null) {
  if (!customerId) return null;
  const [customer] = await db
    .select({ id: customers.id, email: customers.email, name: customers.fullName, company: customers.company })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer ?? null;
}

export function listSupplierOptions(db: DbExecutor) {
  return db
    .select({ id: suppliers.id, name: suppliers.name, email: suppliers.email })
    .from(suppliers)
    .orderBy(asc(suppliers.name))
    .limit(LIMIT);
}

/** Products with their selling price (XPF) for quotes and invoices, or their purchase price (USD) for purchase orders. */
export async function listProductOptions(db: DbExecutor, price: "sale" | "purchase") {
  const rows = await db
    .select({
      slug: products.slug,
      title: products.title,
      finalPriceXpf: products.finalPriceXpf,
      purchasePriceCents: products.purchasePriceCents,
    })
    .from(products)
    .orderBy(asc(products.title))
    .limit(LIMIT);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    prices:
      price === "sale"
        ? row.finalPriceXpf
          ? { XPF: minorToInput(row.finalPriceXpf, "XPF") }
          : {}
        : row.purchasePriceCents
          ? { USD: minorToInput(row.purchasePriceCents, "USD") }
          : {},
  }));
}
