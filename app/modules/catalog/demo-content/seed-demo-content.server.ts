// Seeds the demo catalogue so a new user sees a real shop (DESIGN.md "Data"), and re-seeds it in development.
import { count, inArray, sql } from "drizzle-orm";
import type { Db, DbExecutor, DbTransaction } from "../../../db/db.server.ts";
import {
  categories,
  productFaq,
  productMedia,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
} from "../../../db/schema/index.ts";
import { DEFAULT_SHIPPING_UNIT } from "../pricing.ts";
import type { Storage } from "../../media/storage.server.ts";
import { seedDefaultSettings } from "../../settings/settings.server.ts";
import { completeDemoImages, storeDemoImages, type DemoImageOptions } from "./demo-images.server.ts";
import {
  categoryTranslations,
  faqTranslations,
  optionTranslations,
  optionValueTranslations,
  productTranslations,
  specTranslations,
} from "./demo-translations.ts";
import { DEMO_CATEGORIES, DEMO_PRODUCTS, listDemoImages, type DemoProduct } from "./index.ts";

export type SeedDemoContentOptions = { db: Db; storage: Storage } & DemoImageOptions;
export type DemoContentCounts = { categories: number; products: number };

// Taken inside the seeding transaction, so two servers starting on an empty database seed once.
const SEED_LOCK_KEY = 4_242_150_002;

export const DEMO_PRODUCT_SLUGS = DEMO_PRODUCTS.map((product) => product.slug);
export const DEMO_CATEGORY_KEYS = DEMO_CATEGORIES.map((category) => category.key);

/**
 * First start: writes the missing default settings, then the demo catalogue only if there is no category at all.
 * Later starts render again the demo images if a variant width was added since they were stored.
 * Resolves true when the demo catalogue was inserted by this call.
 */
export async function seedDemoContent({ db, storage, renderer }: SeedDemoContentOptions): Promise<boolean> {
  await seedDefaultSettings(db);
  if (!(await isCatalogEmpty(db))) {
    await completeDemoImages(storage, listDemoImages(), { renderer });
    return false;
  }
  // Images first, outside the transaction: rendering takes seconds and rewriting them is harmless.
  const imageUrls = await storeDemoImages(storage, listDemoImages(), { renderer });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isCatalogEmpty(tx))) return false;
    await insertDemoContent(tx, imageUrls);
    return true;
  });
}

/**
 * Development re-seed: deletes the demo products (their media, specs, FAQ and options cascade) and inserts them
 * again; demo categories are updated in place so products an admin added to them keep their category.
 */
export async function resetDemoContent({ db, storage, renderer }: SeedDemoContentOptions): Promise<DemoContentCounts> {
  await seedDefaultSettings(db);
  const imageUrls = await storeDemoImages(storage, listDemoImages(), { renderer });
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx.delete(products).where(inArray(products.slug, DEMO_PRODUCT_SLUGS));
    return insertDemoContent(tx, imageUrls);
  });
}

async function isCatalogEmpty(db: DbExecutor): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(categories);
  return (row?.total ?? 0) === 0;
}

async function insertDemoContent(tx: DbTransaction, imageUrls: Map<string, string>): Promise<DemoContentCounts> {
  const categoryRows = await tx
    .insert(categories)
    .values(
      DEMO_CATEGORIES.map((category) => ({
        key: category.key,
        name: category.name,
        cover: imageUrls.get(category.cover.name),
        translations: categoryTranslations(category),
      })),
    )
    .onConflictDoUpdate({
      target: categories.key,
      set: {
        name: sql`excluded.name`,
        cover: sql`excluded.cover`,
        translations: sql`excluded.translations`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: categories.id, key: categories.key });
  const categoryIds = new Map(categoryRows.map((row) => [row.key, row.id]));
  for (const product of DEMO_PRODUCTS) {
    await insertDemoProduct(tx, product, categoryIds.get(product.categoryKey) ?? null, imageUrls);
  }
  return { categories: categoryRows.length, products: DEMO_PRODUCTS.length };
}

async function insertDemoProduct(
  tx: DbTransaction,
  product: DemoProduct,
  categoryId: string | null,
  imageUrls: Map<string, string>,
): Promise<void> {
  const [row] = await tx
    .insert(products)
    .values({
      slug: product.slug,
      categoryId,
      title: product.title,
      subtitle: product.subtitle,
      descriptionHtml: product.descriptionHtml,
      status: "published",
      leadtime: product.leadtime,
      badges: product.badges,
      featured: true,
      active: true,
      finalPriceXpf: product.finalPriceXpf,
      basePriceXpf: product.basePriceXpf,
      freightPriceXpf: product.freightPriceXpf,
      purchasePriceCents: product.purchasePriceCents,
      seaFreightCents: product.seaFreightCents,
      shippingUnit: product.shippingUnit ?? DEFAULT_SHIPPING_UNIT,
      unitsPerShippingUnit: product.unitsPerShippingUnit ?? 1,
      ...product.logistics,
      supplierName: product.supplierName,
      paymentTerms: product.paymentTerms,
      translations: productTranslations(product),
    })
    .returning({ id: products.id });
  const productId = row!.id;
  await tx.insert(productMedia).values(
    product.media.map((media, position) => ({
      productId,
      kind: media.kind,
      url: imageUrls.get(media.name) ?? "",
      alt: media.alt,
      position,
    })),
  );
  await tx.insert(productSpecs).values(
    product.specs.map((spec, position) => ({
      productId,
      ...spec,
      position,
      translations: specTranslations(product, position),
    })),
  );
  await tx.insert(productFaq).values(
    product.faq.map((entry, position) => ({
      productId,
      ...entry,
      position,
      translations: faqTranslations(product, position),
    })),
  );
  await insertDemoOptions(tx, productId, product);
}

async function insertDemoOptions(tx: DbTransaction, productId: string, product: DemoProduct): Promise<void> {
  for (const [position, option] of product.options.entries()) {
    const [optionRow] = await tx
      .insert(productOptions)
      .values({
        productId,
        code: option.code,
        label: option.label,
        inputType: option.inputType,
        required: option.isRequired,
        position,
        translations: optionTranslations(product, option.code),
      })
      .returning({ id: productOptions.id });
    await tx.insert(productOptionValues).values(
      option.values.map((value, valuePosition) => ({
        optionId: optionRow!.id,
        ...value,
        position: valuePosition,
        translations: optionValueTranslations(product, option.code, value.valueCode),
      })),
    );
  }
}
