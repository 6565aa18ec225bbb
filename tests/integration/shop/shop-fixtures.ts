// Catalogue rows for the shop tests: a category, and products with options, media, specs and FAQ.
import { randomUUID } from "node:crypto";
import type { Db } from "../../../app/db/db.server.ts";
import {
  categories,
  productFaq,
  productMedia,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
} from "../../../app/db/schema/index.ts";

export async function createCategory(db: Db, overrides: Partial<typeof categories.$inferInsert> = {}) {
  const key = overrides.key ?? `cat-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(categories)
    .values({ key, name: overrides.name ?? `Catégorie ${key}`, cover: null, ...overrides })
    .returning({ id: categories.id, key: categories.key });
  return row!;
}

export type ProductFixtureOptions = Partial<typeof products.$inferInsert> & { categoryId: string };

/**
 * A published product at 100 000 XPF base + 20 000 XPF freight, with a required select 'Modèle' (petit +0,
 * grand +50 000) and optional checkbox 'Extras' (a +1 000, b −3 000).
 */
export async function createProduct(db: Db, { categoryId, ...overrides }: ProductFixtureOptions) {
  const slug = overrides.slug ?? `produit-${randomUUID().slice(0, 8)}`;
  const [product] = await db
    .insert(products)
    .values({
      slug,
      categoryId,
      title: `Produit ${slug}`,
      subtitle: "Sous-titre du produit",
      descriptionHtml: '<p>Une <strong>description</strong>.</p><script>alert("x")</script>',
      status: "published",
      active: true,
      badges: ["Neuf", "Import", "CNF"],
      finalPriceXpf: 120_000,
      basePriceXpf: 100_000,
      freightPriceXpf: 20_000,
      purchasePriceCents: 55_866,
      seaFreightCents: 16_760,
      supplierName: "Fournisseur secret",
      ...overrides,
    })
    .returning({ id: products.id, slug: products.slug, title: products.title });
  const p = product!;
  await db.insert(productMedia).values([
    { productId: p.id, kind: "image", url: "/uploads/test/a", alt: "Vue A", position: 0 },
    { productId: p.id, kind: "image", url: "/uploads/test/b", alt: "Vue B", position: 1 },
  ]);
  await db.insert(productSpecs).values([{ productId: p.id, label: "Poids", value: "1 800 kg", position: 0 }]);
  await db
    .insert(productFaq)
    .values([{ productId: p.id, question: "Livraison ?", answer: "CNF Papeete.", position: 0 }]);
  const [modele, extras] = await db
    .insert(productOptions)
    .values([
      { productId: p.id, code: "modele", label: "Modèle", inputType: "select", required: true, position: 0 },
      { productId: p.id, code: "extras", label: "Extras", inputType: "checkbox", required: false, position: 1 },
    ])
    .returning({ id: productOptions.id });
  await db.insert(productOptionValues).values([
    { optionId: modele!.id, valueCode: "petit", label: "Petit", priceDelta: 0, position: 0 },
    { optionId: modele!.id, valueCode: "grand", label: "Grand", priceDelta: 50_000, position: 1 },
    { optionId: extras!.id, valueCode: "a", label: "Extra A", priceDelta: 1_000, position: 0 },
    { optionId: extras!.id, valueCode: "b", label: "Extra B", priceDelta: -3_000, position: 1 },
  ]);
  return p;
}
