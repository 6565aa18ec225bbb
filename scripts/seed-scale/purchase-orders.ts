// The at-scale purchasing (scripts/seed-scale.ts): suppliers in China and purchase orders of catalogue products,
// numbered per Tahiti year like the app numbers them.
import type * as t from "../../app/db/schema/index.ts";
import { SPAN_DAYS, type Product, type SeedPlan } from "./common.ts";
import { numberInOrder } from "./documents.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

export function makePurchaseOrders(r: Random, { counts, until }: SeedPlan, catalogue: Product[]) {
  const suppliers = Array.from({ length: counts.suppliers }, (_, i) => ({
    id: r.uuid(),
    name: `${r.pick(["Shenzhen", "Guangzhou", "Foshan", "Ningbo", "Xiamen"])} ${r.pick(words.COMPANY_WORDS)} Co. ${i + 1}`,
    email: `ventes${i + 1}@fournisseur.cn`,
    phone: `+86 755 ${String(r.int(1000, 9999))} ${String(r.int(1000, 9999))}`,
  }));
  const lines: Array<typeof t.purchaseOrderLines.$inferInsert> = [];
  const purchaseOrders = Array.from({ length: counts.purchaseOrders }, () => {
    const id = r.uuid();
    let total = 0;
    for (let position = 0; position < r.int(1, 4); position++) {
      const product = catalogue[r.skewed(catalogue.length)]!;
      const qty = r.int(1, 400) / 4;
      total += Math.round(qty * product.purchaseCents);
      lines.push({
        poId: id,
        productSlug: product.slug,
        description: product.title,
        qty,
        unitCost: product.purchaseCents,
        position,
      });
    }
    const createdAt = r.instantBefore(until, SPAN_DAYS);
    const status = r.weighted([
      ["draft", 20],
      ["sent", 25],
      ["confirmed", 25],
      ["fulfilled", 25],
      ["cancelled", 5],
    ] as const);
    return {
      id,
      number: "",
      supplierId: r.pick(suppliers).id,
      status,
      currency: "USD" as const,
      total,
      shipTo: "Partenaire local, Papeete",
      sentAt: status === "draft" ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    } satisfies typeof t.purchaseOrders.$inferInsert;
  });
  const counters = numberInOrder(purchaseOrders, "purchase_order");
  return { suppliers, purchaseOrders, lines, counters };
}
