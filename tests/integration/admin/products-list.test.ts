// The products list (issue 14 item 2) through the built app: its loader groups by category and filters in SQL, and
// its actions (toggle, move, delete, create, categories) are refused to a visitor, validated, audited and applied.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories, productMedia, products } from "../../../app/db/schema/index.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { ADMIN_EMAIL, form, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let app: TestApp;
let adminCookie: string;
let uploads: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  // Where the test app's local storage writes (its root, found from a file it stores).
  // A probe of its own: other runs leave their storage folders, and their probes, in the same temporary folder.
  const probe = `probe/${randomUUID()}.txt`;
  const { url } = await app.services.storage.put(probe, new Uint8Array([1]), "text/plain");
  expect(url).toBe(`/uploads/${probe}`);
  uploads = await findStorageRoot(probe);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function findStorageRoot(probe: string): Promise<string> {
  const { readdir } = await import("node:fs/promises");
  const os = await import("node:os");
  const candidates = (await readdir(os.tmpdir())).filter((name) => name.startsWith("bpe-auth-uploads-"));
  const root = candidates.map((name) => path.join(os.tmpdir(), name)).find((dir) => existsSync(path.join(dir, probe)));
  if (!root) throw new Error("storage root not found");
  return root;
}

const post = (body: URLSearchParams | FormData, cookie = adminCookie) =>
  app.request("/admin/products", { method: "POST", body, headers: { Accept: "text/html", Cookie: cookie } });
/** The action's answer as a fetcher receives it (the dialogs show their errors from it). */
const postData = async (body: URLSearchParams | FormData) => {
  const response = await app.request("/admin/products.data", {
    method: "POST",
    body,
    headers: { Cookie: adminCookie },
  });
  return { status: response.status, text: await response.text() };
};
const adminPage = async (url: string) =>
  pageText(await (await app.request(url, { headers: { Accept: "text/html", Cookie: adminCookie } })).text());
const lastAudit = async (action: string) =>
  (
    await app.database.db
      .select({ actor: auditLog.actor, summary: auditLog.summary, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.action, action))
  ).at(-1);

describe("a visitor who is not the administrator", () => {
  it("is sent to sign in from the page, and refused on every action with nothing changed", async () => {
    const page = await app.request("/admin/products", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fproducts");
    const category = await createCategory(app.database.db);
    const product = await createProduct(app.database.db, { categoryId: category.id, active: true });
    const attempts: Array<Record<string, string>> = [
      { intent: "toggle", productId: product.id, active: "false" },
      { intent: "move", productId: product.id, categoryId: "uncategorised" },
      { intent: "delete", productId: product.id },
      { intent: "create", title: "Intrus", categoryId: category.id },
      { intent: "category-save", name: "Intruse", key: "intruse" },
      { intent: "category-delete", categoryId: category.id },
    ];
    for (const fields of attempts) {
      for (const cookie of ["", "bpe_admin_session=%22forged%22"]) {
        const response = await post(form(fields), cookie);
        expect([302, 401, 403], `${fields.intent} without a session`).toContain(response.status);
      }
    }
    const [row] = await app.database.db
      .select({ active: products.active, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, product.id));
    expect(row).toEqual({ active: true, categoryId: category.id });
    expect(await app.database.db.select().from(categories).where(eq(categories.key, "intruse"))).toEqual([]);
  });
});

describe("the list", () => {
  it("groups the products by category, with the list's prices, and filters by text and status in the URL", async () => {
    const db = app.database.db;
    const tools = await createCategory(db, { name: "Outillage liste", key: "outillage-liste" });
    await createProduct(db, {
      categoryId: tools.id,
      slug: "perceuse-liste",
      title: "Perceuse de liste",
      finalPriceXpf: null,
      basePriceXpf: null,
      freightPriceXpf: null,
      purchasePriceCents: 100_000,
      marginCoefficient: 1.5,
      seaFreightCents: 10_000,
    });
    await createProduct(db, { categoryId: tools.id, slug: "scie-liste", title: "Scie de liste", status: "draft" });
    const text = await adminPage("/admin/products");
    expect(text).toContain("Outillage liste (2)");
    // Purchase $1 000.00, base 1 000 × 1.5 × 119.33 = 178 995 XPF, sea $100.00, total (1 500 + 100) × 119.33.
    expect(text).toMatch(/Perceuse de liste[\s\S]*1\s000,00\sUSD\s+178\s995\sXPF\s+100,00\sUSD\s+190\s928\sXPF/u);
    expect(text).toContain("Produits sans catégorie");
    expect(text).toContain("Importer depuis Alibaba");
    const searched = await adminPage("/admin/products?q=perceuse");
    expect(searched).toContain("Perceuse de liste");
    expect(searched).not.toContain("Scie de liste");
    const drafts = await adminPage("/admin/products?status=draft&q=liste");
    expect(drafts).toContain("Scie de liste");
    expect(drafts).not.toContain("Perceuse de liste");
  });
});

describe("toggle, move and delete", () => {
  it("switches a product off and on with the spec's messages, audited before → after, and bumps the page cache", async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id, active: true });
    const version = await readPageCacheVersion(db);
    const off = await post(form({ intent: "toggle", productId: product.id, active: "false" }));
    expect(off.status).toBe(200);
    expect(decodeURIComponent(off.headers.get("Set-Cookie") ?? "")).toContain("toast=");
    const [row] = await db.select({ active: products.active }).from(products).where(eq(products.id, product.id));
    expect(row!.active).toBe(false);
    expect(await readPageCacheVersion(db)).toBeGreaterThan(version);
    const audit = await lastAudit("product.set_active");
    expect(audit).toMatchObject({
      actor: ADMIN_EMAIL,
      entityId: product.id,
      summary: { before: { active: true }, after: { active: false } },
    });
    // The toast's text is read on the next page.
    const next = await app.request("/admin/products", {
      headers: { Accept: "text/html", Cookie: `${adminCookie}; ${off.headers.get("Set-Cookie")!.split(";")[0]}` },
    });
    expect(await next.text()).toContain("Produit désactivé.");
    const on = await post(form({ intent: "toggle", productId: product.id, active: "true" }));
    const onPage = await app.request("/admin/products", {
      headers: { Accept: "text/html", Cookie: `${adminCookie}; ${on.headers.get("Set-Cookie")!.split(";")[0]}` },
    });
    expect(await onPage.text()).toContain("Produit activé.");
  });

  it("moves a product to another category and out of every category, audited; refuses an unknown category", async () => {
    const db = app.database.db;
    const from = await createCategory(db);
    const to = await createCategory(db);
    const product = await createProduct(db, { categoryId: from.id });
    expect((await post(form({ intent: "move", productId: product.id, categoryId: to.id }))).status).toBe(200);
    const categoryOf = async () =>
      (await db.select({ c: products.categoryId }).from(products).where(eq(products.id, product.id)))[0]!.c;
    expect(await categoryOf()).toBe(to.id);
    expect(await lastAudit("product.move")).toMatchObject({
      summary: { before: { categoryId: from.id }, after: { categoryId: to.id } },
    });
    expect((await post(form({ intent: "move", productId: product.id, categoryId: "uncategorised" }))).status).toBe(200);
    expect(await categoryOf()).toBeNull();
    const unknown = await post(
      form({ intent: "move", productId: product.id, categoryId: "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f" }),
    );
    expect(unknown.status).toBe(404);
    expect(await categoryOf()).toBeNull();
    expect((await post(form({ intent: "move", productId: "pas-un-id", categoryId: to.id }))).status).toBe(400);
    expect((await post(form({ intent: "nothing" }))).status).toBe(400);
  });

  it("deletes a product with its media rows and every stored file of them; a remote image is left alone", async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id });
    await db.delete(productMedia).where(eq(productMedia.productId, product.id));
    const base = `products/${product.id}/cover`;
    const widths = [320, 640, 800, 1024, 1600];
    for (const width of widths)
      await app.services.storage.put(`${base}-${width}.webp`, new Uint8Array([1, 2]), "image/webp");
    await app.services.storage.put(`products/${product.id}/clip.mp4`, new Uint8Array([3]), "video/mp4");
    await db.insert(productMedia).values([
      { productId: product.id, kind: "image", url: `/uploads/${base}`, position: 0 },
      { productId: product.id, kind: "video", url: `/uploads/products/${product.id}/clip.mp4`, position: 1 },
      { productId: product.id, kind: "image", url: "https://cdn.example.com/photo.jpg", position: 2 },
    ]);
    const kept = path.join(uploads, "products/keep.webp");
    await mkdir(path.dirname(kept), { recursive: true });
    await writeFile(kept, "x");
    const response = await post(form({ intent: "delete", productId: product.id }));
    expect(response.status).toBe(200);
    expect(await db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    expect(await db.select().from(productMedia).where(eq(productMedia.productId, product.id))).toEqual([]);
    for (const width of widths) expect(existsSync(path.join(uploads, `${base}-${width}.webp`))).toBe(false);
    expect(existsSync(path.join(uploads, `products/${product.id}/clip.mp4`))).toBe(false);
    expect(existsSync(kept)).toBe(true);
    expect(await lastAudit("product.delete")).toMatchObject({ entityId: product.id, summary: { media: 3 } });
    expect((await post(form({ intent: "delete", productId: product.id }))).status).toBe(404);
  });
});

describe("the new-product dialog", () => {
  it("requires a title and a category, with the spec's message", async () => {
    const category = await createCategory(app.database.db);
    for (const fields of [
      { title: "", categoryId: category.id },
      { title: "   ", categoryId: category.id },
      { title: "Sans catégorie", categoryId: "" },
      { title: "Catégorie inconnue", categoryId: "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f" },
    ]) {
      const response = await postData(form({ intent: "create", ...fields }));
      expect(response.status).toBe(400);
      expect(response.text).toContain("Veuillez remplir au moins le titre et la catégorie");
    }
  });

  it("creates an active, not featured draft shipped by sea with margin 1.5, then opens its editor", async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    const response = await post(form({ intent: "create", title: "  Pompe à chaleur Éco  ", categoryId: category.id }));
    expect(response.status).toBe(302);
    const [row] = await db.select().from(products).where(eq(products.slug, "pompe-a-chaleur-eco"));
    expect(response.headers.get("Location")).toBe(`/admin/products/${row!.id}/edit`);
    expect(row).toMatchObject({
      title: "Pompe à chaleur Éco",
      categoryId: category.id,
      status: "draft",
      active: true,
      featured: false,
      seaShippingAvailable: true,
      airShippingAvailable: false,
      marginCoefficient: 1.5,
    });
    expect(await lastAudit("product.create")).toMatchObject({ actor: ADMIN_EMAIL, entityId: row!.id });
  });

  it("cuts the slug at 60 characters, tries -2 to -9 on a collision, then says so clearly", async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    const title = "Conteneur aménagé bureau de chantier climatisé double vitrage isolé";
    const slugs: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      const response = await post(form({ intent: "create", title, categoryId: category.id }));
      expect(response.status).toBe(302);
      const id = response.headers.get("Location")!.split("/")[3]!;
      const [row] = await db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
      slugs.push(row!.slug);
    }
    expect(slugs[0]).toBe("conteneur-amenage-bureau-de-chantier-climatise-double-vitrag");
    expect(slugs[0]!.length).toBe(60);
    expect(slugs.slice(1)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9].map((n) => `conteneur-amenage-bureau-de-chantier-climatise-double-vitr-${n}`),
    );
    expect(slugs.every((slug) => slug.length <= 60)).toBe(true);
    const tenth = await postData(form({ intent: "create", title, categoryId: category.id }));
    expect(tenth.status).toBe(400);
    expect(tenth.text).toContain(
      "L'adresse « conteneur-amenage-bureau-de-chantier-climatise-double-vitrag » et ses variantes -2 à -9 sont déjà prises : choisissez un autre titre.",
    );
  });
});

async function pngBytes(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
    .png()
    .toBuffer();
  return new Uint8Array(png);
}

function categoryForm(fields: Record<string, string>, cover?: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData();
  body.set("intent", "category-save");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (cover) body.set("cover", new File([new Uint8Array(cover.bytes)], cover.name, { type: cover.type }));
  return body;
}

describe("the categories dialog", () => {
  it("requires a name and a key, with the spec's messages", async () => {
    const noName = await postData(categoryForm({ name: " ", key: "cle" }));
    expect(noName.status).toBe(400);
    expect(noName.text).toContain("Le nom de la catégorie est requis.");
    const noKey = await postData(categoryForm({ name: "Nom", key: "" }));
    expect(noKey.status).toBe(400);
    expect(noKey.text).toContain("La clé de la catégorie est requise.");
  });

  it("creates a category with its English and Chinese names and a cover stored as WebP variants", async () => {
    const db = app.database.db;
    const response = await post(
      categoryForm(
        { name: "Serres agricoles", key: "serres-agricoles", nameEn: "Farm greenhouses", nameZh: "农业温室" },
        { bytes: await pngBytes(), name: "serre.png", type: "image/png" },
      ),
    );
    expect(response.status).toBe(200);
    const [row] = await db.select().from(categories).where(eq(categories.key, "serres-agricoles"));
    expect(row).toMatchObject({
      name: "Serres agricoles",
      translations: { en: { name: "Farm greenhouses" }, zh: { name: "农业温室" } },
    });
    expect(row!.cover).toMatch(/^\/uploads\/categories\/serres-agricoles-[0-9a-f]{8}$/);
    const key = row!.cover!.slice("/uploads/".length);
    for (const width of [320, 640, 800, 1024, 1600])
      expect(existsSync(path.join(uploads, `${key}-${width}.webp`))).toBe(true);
    expect(await lastAudit("category.create")).toMatchObject({ entityId: row!.id, actor: ADMIN_EMAIL });
    // A second category may not take the same key.
    const clash = await postData(categoryForm({ name: "Autres serres", key: "serres-agricoles" }));
    expect(clash.status).toBe(400);
    expect(clash.text).toContain("Cette clé est déjà utilisée par une autre catégorie.");
  });

  it("refuses a cover whose bytes are not an image, whatever its name and type say", async () => {
    const fake = new TextEncoder().encode("<svg onload=alert(1)></svg> not a png");
    const response = await postData(
      categoryForm({ name: "Fausse", key: "fausse" }, { bytes: fake, name: "photo.png", type: "image/png" }),
    );
    expect(response.status).toBe(400);
    expect(response.text).toContain("Ce fichier n'est pas une image.");
    expect(await app.database.db.select().from(categories).where(eq(categories.key, "fausse"))).toEqual([]);
  });

  it("edits a category, replacing its cover and removing the old files", async () => {
    const db = app.database.db;
    await post(
      categoryForm({ name: "Cuves", key: "cuves" }, { bytes: await pngBytes(), name: "a.png", type: "image/png" }),
    );
    const [before] = await db.select().from(categories).where(eq(categories.key, "cuves"));
    const response = await post(
      categoryForm(
        { categoryId: before!.id, name: "Cuves à eau", key: "cuves-eau", nameEn: "Water tanks" },
        { bytes: await pngBytes(), name: "b.png", type: "image/png" },
      ),
    );
    expect(response.status).toBe(200);
    const [after] = await db.select().from(categories).where(eq(categories.id, before!.id));
    expect(after).toMatchObject({
      name: "Cuves à eau",
      key: "cuves-eau",
      translations: { en: { name: "Water tanks" } },
    });
    expect(after!.cover).not.toBe(before!.cover);
    const oldKey = before!.cover!.slice("/uploads/".length);
    expect(existsSync(path.join(uploads, `${oldKey}-640.webp`))).toBe(false);
    expect(await lastAudit("category.update")).toMatchObject({
      summary: { before: { name: "Cuves", key: "cuves" }, after: { name: "Cuves à eau", key: "cuves-eau" } },
    });
  });

  it("deletes a category that holds products only after saying so; its products become uncategorised", async () => {
    const db = app.database.db;
    const category = await createCategory(db, { name: "Catégorie pleine", key: "categorie-pleine" });
    const a = await createProduct(db, { categoryId: category.id });
    await createProduct(db, { categoryId: category.id });
    // The dialog's confirmation carries the count: the loader sends it with the category.
    const list = await app.request("/admin/products.data", { headers: { Cookie: adminCookie } });
    expect(await list.text()).toMatch(/"categorie-pleine"[^\]]*?2/);
    const response = await post(form({ intent: "category-delete", categoryId: category.id }));
    expect(response.status).toBe(200);
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    const [product] = await db.select({ c: products.categoryId }).from(products).where(eq(products.id, a.id));
    expect(product!.c).toBeNull();
    expect(await lastAudit("category.delete")).toMatchObject({
      entityId: category.id,
      summary: { uncategorisedProducts: 2 },
    });
    const next = await app.request("/admin/products", {
      headers: { Accept: "text/html", Cookie: `${adminCookie}; ${response.headers.get("Set-Cookie")!.split(";")[0]}` },
    });
    expect(pageText(await next.text())).toContain("Catégorie supprimée ; 2 produits sont maintenant sans catégorie.");
  });
});
