import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products, settings } from "../../../app/db/schema/index.ts";
import {
  DEMO_CATEGORY_KEYS,
  DEMO_PRODUCT_SLUGS,
  resetDemoContent,
  seedDemoContent,
} from "../../../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { listDemoImages } from "../../../app/modules/catalog/demo-content/index.ts";
import { IMAGE_WIDTHS, isVariantBase } from "../../../app/modules/media/image-variants.ts";
import { createLocalStorage, type Storage } from "../../../app/modules/media/storage.server.ts";
import {
  DEFAULT_SETTINGS,
  getSettings,
  seedDefaultSettings,
  updateSetting,
} from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;
let uploadsDir: string;
let storage: Storage;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), "bpe-seed-"));
  storage = createLocalStorage(uploadsDir);
});
afterAll(async () => {
  await database?.close();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

async function countRows() {
  const [categoryCount] = await database.db.select({ total: count() }).from(categories);
  const [productCount] = await database.db.select({ total: count() }).from(products);
  return { categories: categoryCount!.total, products: productCount!.total };
}

function loadDemoProducts() {
  return database.db.query.products.findMany({
    where: inArray(products.slug, DEMO_PRODUCT_SLUGS),
    with: {
      category: { columns: { key: true } },
      media: { orderBy: (media) => [asc(media.position)] },
      specs: true,
      faq: true,
      options: { with: { values: true } },
    },
  });
}

describe("demo content", { timeout: 120_000 }, () => {
  it("seeds the six categories and six products once, even when two starts race", async () => {
    const results = await Promise.all([
      seedDemoContent({ db: database.db, storage }),
      seedDemoContent({ db: database.db, storage }),
    ]);
    expect(results.toSorted()).toEqual([false, true]);
    expect(await countRows()).toEqual({ categories: 6, products: 6 });
    expect(await seedDemoContent({ db: database.db, storage })).toBe(false);
    expect(await countRows()).toEqual({ categories: 6, products: 6 });
    const keys = await database.db.select({ key: categories.key }).from(categories).orderBy(asc(categories.key));
    expect(keys.map((row) => row.key)).toEqual([...DEMO_CATEGORY_KEYS].sort());
  });

  it("fills every category and gives each product its media, specs, FAQ, options, prices and terms", async () => {
    const rows = await loadDemoProducts();
    // No empty category page, and more than one page of three in the home carousel.
    expect(new Set(rows.map((row) => row.category?.key))).toEqual(new Set(DEMO_CATEGORY_KEYS));
    expect(rows.length).toBeGreaterThan(3);
    for (const product of rows) {
      expect(product).toMatchObject({ status: "published", active: true, featured: true, incoterm: "CNF Papeete" });
      expect(product.paymentTerms).toBe("30 % / 40 % / 30 %");
      expect(product.badges).toContain("CNF");
      expect(product.badges.length).toBeLessThanOrEqual(3);
      const [minDays, maxDays] = product.leadtime!.match(/\d+/g)!.map(Number);
      expect(minDays).toBeGreaterThanOrEqual(15);
      expect(maxDays).toBeGreaterThan(minDays!);
      expect(maxDays).toBeLessThanOrEqual(60);
      expect(product.finalPriceXpf).toBe(product.basePriceXpf! + product.freightPriceXpf!);
      expect(product.media.length).toBeGreaterThanOrEqual(2);
      expect(product.media.length).toBeLessThanOrEqual(4);
      expect(product.media.map((media) => media.position)).toEqual(product.media.map((_, index) => index));
      // Issue 30: what a customs broker needs per unit, so a demo shipment fills and declares.
      expect(product.hsCode).toMatch(/^[0-9]{8}$/);
      expect(product.originCountry).toBe("CN");
      expect(product.grossWeightGrams).toBeGreaterThanOrEqual(product.netWeightGrams!);
      expect(product.shippingUnitVolumeCm3).toBeGreaterThan(0);
      expect(product.specs.length).toBeGreaterThanOrEqual(4);
      expect(product.specs.length).toBeLessThanOrEqual(6);
      expect(product.faq.length).toBeGreaterThanOrEqual(1);
      expect(product.faq.length).toBeLessThanOrEqual(3);
      expect(product.options.length).toBeGreaterThanOrEqual(1);
      for (const option of product.options) {
        expect(option.values.length).toBeGreaterThanOrEqual(option.inputType === "checkbox" ? 1 : 2);
        expect(option.values.some((value) => value.priceDelta > 0)).toBe(true);
      }
    }
    const inputTypes = new Set(rows.flatMap((product) => product.options.map((option) => option.inputType)));
    expect([...inputTypes].sort()).toEqual(["checkbox", "radio", "select"]);
  });

  it("draws its pictures without any printed text (cards and sheets show titles and badges beside them)", () => {
    for (const image of listDemoImages()) expect(image.svg(), image.name).not.toMatch(/<text\b/);
  });

  it("stores every image as small WebP variants behind a base URL", async () => {
    const rows = await loadDemoProducts();
    const covers = await database.db.select({ cover: categories.cover }).from(categories);
    const urls = [...covers.map((row) => row.cover!), ...rows.flatMap((row) => row.media.map((media) => media.url))];
    expect(urls).toHaveLength(6 + rows.reduce((total, row) => total + row.media.length, 0));
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+$/);
      expect(isVariantBase(url)).toBe(true);
      for (const width of IMAGE_WIDTHS) {
        const file = await storage.get(`${url.slice("/uploads/".length)}-${width}.webp`);
        expect(file?.contentType).toBe("image/webp");
        if (width === 1600) expect(file!.bytes.byteLength).toBeLessThan(60_000);
      }
    }
  });

  it("renders the demo images again at start when a variant is missing (a width added since they were stored)", async () => {
    const [cover] = await database.db.select({ cover: categories.cover }).from(categories).limit(1);
    const key = `${cover!.cover!.slice("/uploads/".length)}-800.webp`;
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await seedDemoContent({ db: database.db, storage })).toBe(false);
    expect((await storage.get(key))?.contentType).toBe("image/webp");
    expect(await countRows()).toEqual({ categories: 6, products: 6 });
  });

  it("stops with the renderer's error when the child process rendering the images fails, storing nothing", async () => {
    const [cover] = await database.db.select({ cover: categories.cover }).from(categories).limit(1);
    const key = `${cover!.cover!.slice("/uploads/".length)}-320.webp`;
    await storage.delete(key);
    const renderer = path.join(uploadsDir, "..", `${path.basename(uploadsDir)}-failing-renderer.mjs`);
    await writeFile(renderer, 'process.once("message", () => { throw new Error("no libvips here"); });\n');
    try {
      await expect(seedDemoContent({ db: database.db, storage, renderer })).rejects.toThrow(
        /demo images were not rendered \(exit 1\).*no libvips here/s,
      );
      expect(await storage.get(key)).toBeNull();
    } finally {
      await rm(renderer, { force: true });
    }
    expect(await seedDemoContent({ db: database.db, storage })).toBe(false);
    expect((await storage.get(key))?.contentType).toBe("image/webp");
  });

  it("writes the default settings and keeps the administrator's changes", async () => {
    expect(await getSettings(database.db)).toEqual(DEFAULT_SETTINGS);
    await updateSetting(database.db, "deposit_ratio", 0.5);
    await seedDefaultSettings(database.db);
    expect((await getSettings(database.db)).deposit_ratio).toBe(0.5);
    await expect(updateSetting(database.db, "deposit_ratio", 1.5)).rejects.toThrow();
    await database.db.delete(settings).where(eq(settings.key, "xpf_per_usd"));
    expect((await getSettings(database.db)).xpf_per_usd).toBe(119.33);
  });

  it("re-seeds in place for development without losing other products' categories", async () => {
    const [tiny] = await database.db.select({ id: categories.id }).from(categories).where(eq(categories.key, "tiny"));
    await database.db
      .insert(products)
      .values({ slug: "produit-du-client", title: "Produit du client", categoryId: tiny!.id });
    const [before] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, DEMO_PRODUCT_SLUGS[0]!));
    expect(await resetDemoContent({ db: database.db, storage })).toEqual({ categories: 6, products: 6 });
    expect(await countRows()).toEqual({ categories: 6, products: 7 });
    const [after] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, DEMO_PRODUCT_SLUGS[0]!));
    expect(after!.id).not.toBe(before!.id);
    const [own] = await database.db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.slug, "produit-du-client"));
    expect(own!.categoryId).toBe(tiny!.id);
    expect(await loadDemoProducts()).toHaveLength(6);
  });
});
