// The at-scale catalogue (scripts/seed-scale.ts): products in the demo categories, and the published ones that
// orders, leads and documents are drawn from.
import type * as t from "../../app/db/schema/index.ts";
import { SPAN_DAYS, type Product, type SeedPlan } from "./common.ts";
import type { Random } from "./random.ts";
import * as words from "./random.ts";

export function makeProducts(
  r: Random,
  { counts, until }: SeedPlan,
  categoryIds: string[],
): Array<typeof t.products.$inferInsert> {
  return Array.from({ length: counts.products }, (_, i) => {
    const [kind, kindSlug] = r.pick(words.PRODUCT_KINDS);
    const [variant, variantSlug] = r.pick(words.PRODUCT_VARIANTS);
    const purchasePriceCents = r.int(200, 60_000) * 100;
    const createdAt = r.instantBefore(until, SPAN_DAYS + 200);
    return {
      id: r.uuid(),
      slug: `${kindSlug}-${variantSlug}-${i + 1}`,
      categoryId: r.pick(categoryIds),
      title: `${kind} ${variant} n° ${i + 1}`,
      subtitle: `Livré CNF Papeete, délai ${r.int(30, 60)} jours`,
      descriptionHtml: `<p>${kind} ${variant}, fabriqué et contrôlé en Chine, expédié vers ${r.pick(words.PLACES)}.</p>`,
      status: r.weighted([
        ["published", 90],
        ["draft", 7],
        ["archived", 3],
      ] as const),
      leadtime: `${r.int(30, 45)}-${r.int(50, 70)} jours`,
      featured: r.next() < 0.01,
      finalPriceXpf: Math.round((purchasePriceCents / 100) * 110 * 1.5),
      purchasePriceCents,
      seaFreightCents: r.int(50, 4000) * 100,
      supplierName: `${r.pick(words.COMPANY_WORDS)} Manufacturing Co.`,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/** The published products, as the other rows refer to them. */
export function publishedCatalogue(productRows: Array<typeof t.products.$inferInsert>): Product[] {
  return productRows
    .filter((row) => row.status === "published")
    .map((row) => ({
      id: row.id!,
      slug: row.slug,
      title: row.title,
      priceXpf: row.finalPriceXpf!,
      purchaseCents: row.purchasePriceCents!,
    }));
}
