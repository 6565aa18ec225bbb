// importAlibabaProduct on a real database and disk, fetching sample pages and photos from a local fake Alibaba.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  categories,
  productImports,
  productMedia,
  products,
  productSpecs,
} from "../../../app/db/schema/index.ts";
import { getProductImport } from "../../../app/modules/importer/get-product-import.server.ts";
import {
  importAlibabaProduct,
  type ImportProgress,
} from "../../../app/modules/importer/import-alibaba-product.server.ts";
import { ImportError } from "../../../app/modules/importer/import-error.ts";
import { getImportErrorText } from "../../../app/modules/importer/importer-text.server.ts";
import { createSafeFetcher, type SafeFetcher } from "../../../app/modules/importer/safe-fetch.server.ts";
import { IMAGE_WIDTHS, variantPath } from "../../../app/modules/media/image-variants.ts";
import { createLocalStorage, type Storage } from "../../../app/modules/media/storage.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import {
  expectedPhotoPaths,
  fixturePage,
  redirectTo,
  sendHtml,
  servePhotos,
  startFakeAlibaba,
  type FakeAlibaba,
} from "./fake-alibaba.ts";

const ADMIN = "admin@bpe-polynesie.example";
const CASE1_PATH = "/product-detail/Custom-Logo-500ml-Double-Wall-Stainless_1600987654321.html";
const CASE2_PATH = "/product-detail/Wholesale-Custom-Printed-Cotton-Canvas-Tote_60712345678.html";
const CASE3_PATH = "/product-detail/Foldable-Aluminum-Camping-Table-120x60cm-with_1601234509876.html";
const CASE8_PATH = "/product-detail/Industrial-Grade-Sodium-Bicarbonate-99-Powder_1601998877665.html";

let database: TestDatabase;
let uploads: string;
let storage: Storage;
let fake: FakeAlibaba;
let fetcher: SafeFetcher;

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = await mkdtemp(path.join(os.tmpdir(), "bpe-import-"));
  storage = createLocalStorage(uploads);
  fake = await startFakeAlibaba();
  fetcher = createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, ca: fake.ca, timeoutMs: 5000 });
  await database.db.insert(categories).values([
    { key: "equip", name: "Équipements & outillage pro" },
    { key: "solar", name: "Solaire & serres PV" },
  ]);
  fake.route(CASE1_PATH, sendHtml(fixturePage("case1", fake)));
  fake.route(CASE2_PATH, sendHtml(fixturePage("case2", fake)));
  fake.route(CASE3_PATH, sendHtml(fixturePage("case3", fake)));
  fake.route(CASE8_PATH, sendHtml(fixturePage("case8", fake)));
  const [fourth, fifth] = expectedPhotoPaths("case1").slice(3);
  await servePhotos(fake, ["case1", "case2", "case3", "case8"].flatMap(expectedPhotoPaths), {
    [fourth!]: (_request, response) => void response.writeHead(404).end(),
    [fifth!]: sendHtml("<html>not a picture</html>"),
  });
});
afterAll(async () => {
  await fake?.close();
  await database?.close();
  if (uploads) await rm(uploads, { recursive: true, force: true });
});

async function importError(promise: Promise<unknown>): Promise<ImportError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImportError) return error;
    throw error;
  }
  throw new Error("expected the import to fail");
}

async function filesUnder(folder: string): Promise<string[]> {
  return readdir(path.join(uploads, folder), { recursive: true }).catch(() => []);
}

describe("importAlibabaProduct", () => {
  it("turns a sample page into a draft with its photos, specs, description and supplier data", async () => {
    const steps: ImportProgress[] = [];
    const result = await importAlibabaProduct({
      db: database.db,
      storage,
      url: `${fake.url(CASE1_PATH)}?spm=a2700.tracking#gallery`,
      actor: ADMIN,
      fetcher,
      onProgress: (step) => steps.push(step),
    });
    expect(result).toMatchObject({
      status: "created",
      slug: "custom-logo-500ml-double-wall-stainless-steel-vacuum-insulat",
      title: "Custom Logo 500ml Double Wall Stainless Steel Vacuum Insulated Water Bottle with Bamboo Lid",
      photoCount: 3,
    });
    if (result.status !== "created") return;
    // Two photos failed; the draft exists anyway and says which.
    expect(result.photoFailures.map(({ position, code }) => ({ position, code }))).toEqual([
      { position: 3, code: "HTTP_STATUS" },
      { position: 4, code: "NOT_AN_IMAGE" },
    ]);
    expect(steps[0]).toEqual({ step: "fetching-page", url: fake.url(CASE1_PATH) });
    expect(steps[1]).toEqual({ step: "reading-page" });
    expect(steps.filter((step) => step.step === "storing-photos")).toEqual(
      [0, 1, 2, 3, 4, 5].map((done) => ({ step: "storing-photos", done, total: 5 })),
    );
    expect(steps.at(-1)).toEqual({ step: "creating-draft" });

    const { db } = database;
    const [product] = await db
      .select({
        status: products.status,
        active: products.active,
        incoterm: products.incoterm,
        categoryKey: categories.key,
        subtitle: products.subtitle,
        descriptionHtml: products.descriptionHtml,
        leadtime: products.leadtime,
        supplierName: products.supplierName,
        supplierUrl: products.supplierUrl,
        originCountry: products.originCountry,
        hsCode: products.hsCode,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.id, result.productId));
    expect(product).toEqual({
      status: "draft",
      active: true,
      incoterm: "FOB",
      categoryKey: "equip",
      subtitle: "Leak-proof 500ml bottle with bamboo lid, keeps drinks cold 24h and hot 12h.",
      descriptionHtml:
        "<p>Double-wall vacuum insulation keeps drinks cold for 24 hours and hot for 12 hours.</p>" +
        "<p>Food-grade 18/8 stainless steel inner wall, BPA-free bamboo lid with silicone seal.</p>" +
        "<p>Custom logo by laser engraving or silk screen printing, from 100 pieces.</p>",
      leadtime: "1-500 : 15 jours ; 501-2000 : 25 jours",
      supplierName: "Yongkang Brightway Drinkware Co., Ltd.",
      supplierUrl: fake.url(CASE1_PATH),
      // The logistics facts the page gives: its place of origin ("Zhejiang, China"), no HS code.
      originCountry: "CN",
      hsCode: null,
    });

    const media = await db
      .select({
        kind: productMedia.kind,
        url: productMedia.url,
        alt: productMedia.alt,
        position: productMedia.position,
      })
      .from(productMedia)
      .where(eq(productMedia.productId, result.productId))
      .orderBy(asc(productMedia.position));
    expect(media.map((row) => row.position)).toEqual([0, 1, 2]);
    for (const [index, row] of media.entries()) {
      expect(row.kind).toBe("image");
      expect(row.alt).toBe(result.title);
      expect(row.url).toMatch(new RegExp(`^/uploads/products/${result.productId}/${index + 1}-[0-9a-f]{8}$`));
      for (const width of IMAGE_WIDTHS) {
        const file = await storage.get(variantPath(row.url.replace(/^\/uploads\//, ""), width));
        expect(file?.contentType).toBe("image/webp");
        const metadata = await sharp(file!.bytes).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.width).toBe(Math.min(width, 640));
      }
    }
    expect((await filesUnder(`products/${result.productId}`)).filter((file) => file.endsWith(".webp"))).toHaveLength(
      3 * IMAGE_WIDTHS.length,
    );

    const specs = await db
      .select({ label: productSpecs.label, value: productSpecs.value })
      .from(productSpecs)
      .where(eq(productSpecs.productId, result.productId))
      .orderBy(asc(productSpecs.position));
    expect(specs).toHaveLength(15);
    expect(specs[0]).toEqual({ label: "Drinkware Type", value: "Water Bottles" });
    expect(specs[14]).toEqual({ label: "Packing", value: "Individual white box, 50 pcs per carton" });

    expect(await getProductImport(db, result.productId)).toMatchObject({
      source: "alibaba",
      sourceUrl: fake.url(CASE1_PATH),
      priceRange: { min: 2.79, max: 3.85, currency: "USD" },
      moq: { quantity: 100, unit: "pieces" },
      leadTimeTiers: [
        { minQty: 1, maxQty: 500, days: 15 },
        { minQty: 501, maxQty: 2000, days: 25 },
      ],
      importedBy: ADMIN,
    });
    const [stored] = await db
      .select({ min: productImports.priceMinMinor, max: productImports.priceMaxMinor })
      .from(productImports);
    expect(stored).toEqual({ min: 279, max: 385 });

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, result.productId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: ADMIN, action: "product.import", entity: "product" });
    expect(audit[0]!.summary).toMatchObject({ sourceProductId: "1600987654321", photos: 3, photoFailures: 2 });
  });

  it("says so when the same product is imported again, under any slug or query, without fetching it", async () => {
    const requestsBefore = fake.requests.length;
    const again = await importAlibabaProduct({
      db: database.db,
      storage,
      url: fake.url("/product-detail/another-slug_1600987654321.html?utm=x"),
      actor: ADMIN,
      fetcher,
    });
    expect(again).toMatchObject({
      status: "existing",
      slug: "custom-logo-500ml-double-wall-stainless-steel-vacuum-insulat",
    });
    expect(fake.requests.length).toBe(requestsBefore);
    expect(await database.db.$count(products)).toBe(1);
  });

  it("refuses, with the slug's variants all taken, and leaves no photo behind", async () => {
    const base = "wholesale-custom-printed-cotton-canvas-tote-bag-with-logo";
    const taken = [base, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${base}-${n}`)];
    await database.db
      .insert(products)
      .values(taken.map((slug) => ({ slug, title: slug, status: "published" as const })));
    const error = await importError(
      importAlibabaProduct({ db: database.db, storage, url: fake.url(CASE2_PATH), actor: ADMIN, fetcher }),
    );
    expect(error.code).toBe("SLUG_TAKEN");
    expect(getImportErrorText(error)).toBe(
      `Impossible d'importer le produit: l'adresse « ${base} » et ses variantes -2 à -9 sont déjà prises ; renommez ou supprimez les produits qui les utilisent`,
    );
    const photos = (await filesUnder("products")).filter((file) => file.endsWith(".webp"));
    expect(photos).toHaveLength(3 * IMAGE_WIDTHS.length);

    await database.db.delete(products).where(eq(products.slug, `${base}-9`));
    const imported = await importAlibabaProduct({
      db: database.db,
      storage,
      url: fake.url(CASE2_PATH),
      categoryKey: "solar",
      actor: ADMIN,
      fetcher,
    });
    expect(imported).toMatchObject({ status: "created", slug: `${base}-9`, photoCount: 4 });
    const [row] = await database.db
      .select({ key: categories.key, leadtime: products.leadtime, subtitle: products.subtitle })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.slug, `${base}-9`));
    expect(row).toEqual({
      key: "solar",
      leadtime: "1-2000 : 20 jours ; 2001-10000 : 30 jours ; 10001 et plus : à négocier",
      subtitle: null,
    });
  });

  it("creates one draft when the same product is imported twice at once, and keeps only its photos", async () => {
    const results = await Promise.all(
      [1, 2].map(() =>
        importAlibabaProduct({ db: database.db, storage, url: fake.url(CASE3_PATH), actor: ADMIN, fetcher }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["created", "existing"]);
    expect(results[0]!.productId).toBe(results[1]!.productId);
    expect(await database.db.$count(productImports, eq(productImports.sourceProductId, "1601234509876"))).toBe(1);
    const photos = (await filesUnder("products")).filter(
      (file) => file.endsWith(".webp") && file.includes(results[0]!.productId),
    );
    expect(photos).toHaveLength(4 * IMAGE_WIDTHS.length);
    // Every photo on disk belongs to a draft: case 1's 3, case 2's 4 and this one's 4; the other import's are gone.
    expect((await filesUnder("products")).filter((file) => file.endsWith(".webp"))).toHaveLength(
      (3 + 4 + 4) * IMAGE_WIDTHS.length,
    );
  });

  it("imports a page without price, specs, description or lead time", async () => {
    const result = await importAlibabaProduct({
      db: database.db,
      storage,
      url: fake.url(CASE8_PATH),
      actor: ADMIN,
      fetcher,
    });
    expect(result).toMatchObject({ status: "created", photoCount: 1 });
    const info = await getProductImport(database.db, result.productId);
    expect(info).toMatchObject({ priceRange: null, moq: { quantity: 25, unit: "metric tons" }, leadTimeTiers: null });
    const [row] = await database.db
      .select({ descriptionHtml: products.descriptionHtml, leadtime: products.leadtime })
      .from(products)
      .where(eq(products.id, result.productId));
    expect(row).toEqual({ descriptionHtml: "", leadtime: null });
    expect(await database.db.$count(productSpecs, eq(productSpecs.productId, result.productId))).toBe(0);
  });
});

describe("importAlibabaProduct refuses", () => {
  const attempt = (url: string, extra: { categoryKey?: string; fetcher?: SafeFetcher } = {}) =>
    importError(importAlibabaProduct({ db: database.db, storage, url, actor: ADMIN, fetcher, ...extra }));

  it("an empty or foreign URL, with the spec's messages, before any request", async () => {
    const before = fake.requests.length;
    expect(getImportErrorText(await attempt("  "))).toBe("Veuillez saisir une URL Alibaba");
    for (const url of [
      "https://www.amazon.com/dp/B0000000000",
      "http://www.alibaba.com/product-detail/x_1600987654321.html",
      "file:///etc/passwd",
      "https://www.alibaba.com/trade/search?SearchText=bottle",
    ]) {
      const error = await attempt(url, { fetcher: createSafeFetcher() });
      expect(error.code, url).toBe("URL_INVALID");
      expect(getImportErrorText(error)).toBe("Veuillez saisir une URL Alibaba valide");
    }
    expect(fake.requests.length).toBe(before);
  });

  it("an unknown category", async () => {
    const error = await attempt(fake.url("/product-detail/x_1601000000001.html"), { categoryKey: "inconnue" });
    expect(getImportErrorText(error)).toBe("Impossible d'importer le produit: la catégorie « inconnue » n'existe pas");
  });

  it("the captcha page and the login wall, saying what to do", async () => {
    fake.route("/product-detail/captcha_1601000000002.html", sendHtml(fixturePage("case6", fake)));
    const blocked = await attempt(fake.url("/product-detail/captcha_1601000000002.html"));
    expect(blocked.code).toBe("BLOCKED");
    expect(getImportErrorText(blocked)).toMatch(/captcha.*navigateur.*réessayez.*à la main/);

    fake.route("/newlogin/icbuLogin.htm", sendHtml("<html><body>Sign in</body></html>"));
    fake.route(
      "/product-detail/login_1601000000003.html",
      redirectTo(fake.url("/newlogin/icbuLogin.htm?return_url=x", "login")),
    );
    const login = await attempt(fake.url("/product-detail/login_1601000000003.html"));
    expect(login.code).toBe("LOGIN_REQUIRED");
    expect(getImportErrorText(login)).toMatch(/se connecter.*à la main/);
  });

  it("a missing product, a page without product data and a server error", async () => {
    expect((await attempt(fake.url("/product-detail/gone_1601000000004.html"))).code).toBe("NOT_FOUND");
    fake.route(
      "/",
      sendHtml('<html><head><meta property="og:title" content="Alibaba.com: Manufacturers"></head></html>'),
    );
    fake.route("/product-detail/removed_1601000000008.html", redirectTo("/"));
    expect((await attempt(fake.url("/product-detail/removed_1601000000008.html"))).code).toBe("NOT_FOUND");
    fake.route("/product-detail/empty_1601000000005.html", sendHtml("<html><body><p>Hello</p></body></html>"));
    const empty = await attempt(fake.url("/product-detail/empty_1601000000005.html"));
    expect(getImportErrorText(empty)).toBe("Impossible d'extraire les données du produit");
    fake.route("/product-detail/broken_1601000000006.html", sendHtml("oops", 502));
    expect(getImportErrorText(await attempt(fake.url("/product-detail/broken_1601000000006.html")))).toBe(
      "Impossible d'importer le produit: le site d'Alibaba a un problème de son côté ; réessayez dans quelques minutes",
    );
  });

  it("a page too large and a server that never answers, in French", async () => {
    const strict = createSafeFetcher({
      policy: fake.policy,
      resolve: fake.resolve,
      ca: fake.ca,
      timeoutMs: 1500,
      maxPageBytes: 1024 * 1024,
    });
    fake.route("/product-detail/huge_1601000000009.html", sendHtml("x".repeat(1024 * 1024 + 1)));
    expect(
      getImportErrorText(await attempt(fake.url("/product-detail/huge_1601000000009.html"), { fetcher: strict })),
    ).toBe("Impossible d'importer le produit: la réponse dépasse la taille autorisée (1 Mo)");
    fake.route("/product-detail/silent_1601000000010.html", () => {});
    expect(
      getImportErrorText(await attempt(fake.url("/product-detail/silent_1601000000010.html"), { fetcher: strict })),
    ).toBe("Impossible d'importer le produit: Alibaba n'a pas répondu à temps");
  });

  it("a page that redirects to a private address", async () => {
    fake.answer("cdn.alibaba.test", ["10.1.2.3"]);
    fake.route(
      "/product-detail/moved_1601000000007.html",
      redirectTo(fake.url("/product-detail/x_1601000000007.html", "cdn")),
    );
    const error = await attempt(fake.url("/product-detail/moved_1601000000007.html"));
    expect(getImportErrorText(error)).toBe(
      "Impossible d'importer le produit: l'adresse 10.1.2.3 de cdn.alibaba.test n'est pas une adresse publique",
    );
    expect(await database.db.$count(products, eq(products.status, "draft"))).toBe(4);
  });
});
