// The product editor's save and status actions on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// defaults, rows replaced in one transaction, options reordered, translations, the version check, the slug's
// uniqueness, audit rows and the page-cache version.
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  productMedia,
  productOptions,
  productOptionValues,
  products,
  productSpecs,
} from "../../../app/db/schema/index.ts";
import { loadProductEditor } from "../../../app/modules/catalog/product-editor-load.server.ts";
import { saveProduct } from "../../../app/modules/catalog/product-editor-save.server.ts";
import { checkProductEditorForm } from "../../../app/modules/catalog/product-editor-checks.ts";
import {
  newProductForm,
  type ProductEditorForm,
  type ProductEditorValues,
} from "../../../app/modules/catalog/product-editor-schema.ts";
import { setProductStatus } from "../../../app/modules/catalog/product-editor-status.server.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let database: TestDatabase;
let categoryId: string;
const ACTOR = "admin@bpe-polynesie.example";

beforeAll(async () => {
  database = await createTestDatabase();
  categoryId = (await createCategory(database.db, { name: "Solaire" })).id;
});
afterAll(async () => {
  await database?.close();
});

function valuesOf(form: ProductEditorForm): ProductEditorValues {
  const check = checkProductEditorForm(form);
  if (!check.ok) throw new Error(JSON.stringify(check.issues));
  return check.values;
}

const value = (valueCode: string, label: string, priceDelta: string) => ({
  valueCode,
  label,
  priceDelta,
  description: "",
  translations: {},
});

const newForm = (slug: string, overrides: Partial<ProductEditorForm> = {}): ProductEditorForm => ({
  ...newProductForm(categoryId),
  title: `Produit ${slug}`,
  slug,
  ...overrides,
});

describe("creating a product", () => {
  it("stores the new product's defaults: draft, sea available, air not, margin 1.5, prices 0", async () => {
    const result = await saveProduct(database.db, {
      actor: ACTOR,
      values: valuesOf(newForm("kit-neuf", { marginCoefficient: "", purchasePrice: "n/a" })),
    });
    expect(result).toMatchObject({ ok: true, isCreated: true, version: 1 });
    if (!result.ok) return;
    const [row] = await database.db.select().from(products).where(eq(products.id, result.id));
    expect(row).toMatchObject({
      status: "draft",
      seaShippingAvailable: true,
      airShippingAvailable: false,
      marginCoefficient: 1.5,
      purchasePriceCents: 0,
      seaFreightCents: 0,
      active: true,
      featured: false,
      incoterm: "CNF Papeete",
    });
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, result.id));
    expect(audits.map((audit) => audit.action)).toEqual(["product.create"]);
    expect(audits[0]!.actor).toBe(ACTOR);
    expect(audits[0]!.summary).toMatchObject({ after: { title: "Produit kit-neuf", slug: "kit-neuf" } });
  });

  it("refuses a slug another product has", async () => {
    await saveProduct(database.db, { actor: ACTOR, values: valuesOf(newForm("pris")) });
    const again = await saveProduct(database.db, { actor: ACTOR, values: valuesOf(newForm("pris")) });
    expect(again).toEqual({ ok: false, reason: "slugTaken" });
    expect(await database.db.select().from(products).where(eq(products.slug, "pris"))).toHaveLength(1);
  });
});

describe("updating a product", () => {
  it("replaces specs, FAQ and options, in the order given, with their translations, and cleans them", async () => {
    const created = await saveProduct(database.db, {
      actor: ACTOR,
      values: valuesOf(
        newForm("kit-options", {
          specs: [{ label: "Poids", value: "2 t", translations: {} }],
          options: [
            {
              code: "taille",
              label: "Taille",
              inputType: "select",
              required: true,
              translations: {},
              values: [value("s", "Petit", "0"), value("l", "Grand", "5000")],
            },
            {
              code: "extras",
              label: "Extras",
              inputType: "checkbox",
              required: false,
              translations: {},
              values: [value("a", "A", "100")],
            },
          ],
        }),
      ),
    });
    if (!created.ok) throw new Error("not created");
    const opened = (await loadProductEditor(database.db, created.id))!;
    const form: ProductEditorForm = {
      ...opened.form,
      translations: { en: { title: " Solar kit ", subtitle: " " }, zh: { title: "太阳能套件" } },
      specs: [
        { label: "Puissance", value: "415 W", translations: { en: { label: "Power", value: "" } } },
        { label: "", value: "ignorée", translations: {} },
      ],
      options: [
        { ...opened.form.options[1]!, translations: { en: { label: "Extras" } } },
        {
          ...opened.form.options[0]!,
          translations: { zh: { label: "尺寸" } },
          values: [opened.form.options[0]!.values[1]!, opened.form.options[0]!.values[0]!],
        },
      ],
    };
    const saved = await saveProduct(database.db, {
      actor: ACTOR,
      productId: created.id,
      version: opened.version,
      values: valuesOf(form),
    });
    expect(saved).toMatchObject({ ok: true, isCreated: false, version: opened.version + 1 });

    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.translations).toEqual({ en: { title: "Solar kit" }, zh: { title: "太阳能套件" } });
    const specs = await database.db.select().from(productSpecs).where(eq(productSpecs.productId, created.id));
    expect(specs.map((spec) => [spec.label, spec.position, spec.translations])).toEqual([
      ["Puissance", 0, { en: { label: "Power" } }],
    ]);
    const options = await database.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.productId, created.id))
      .orderBy(asc(productOptions.position));
    expect(options.map((option) => [option.code, option.position, option.translations])).toEqual([
      ["extras", 0, { en: { label: "Extras" } }],
      ["taille", 1, { zh: { label: "尺寸" } }],
    ]);
    const values = await database.db
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.optionId, options[1]!.id))
      .orderBy(asc(productOptionValues.position));
    expect(values.map((v) => [v.valueCode, v.priceDelta, v.position])).toEqual([
      ["l", 5000, 0],
      ["s", 0, 1],
    ]);
  });

  it("refuses the second of two saves made from the same version, and changes nothing", async () => {
    const category = await createCategory(database.db);
    const fixture = await createProduct(database.db, { categoryId: category.id });
    const tabA = (await loadProductEditor(database.db, fixture.id))!;
    const tabB = (await loadProductEditor(database.db, fixture.id))!;
    const first = await saveProduct(database.db, {
      actor: ACTOR,
      productId: fixture.id,
      version: tabA.version,
      values: valuesOf({ ...tabA.form, title: "Titre de l'onglet A" }),
    });
    expect(first.ok).toBe(true);
    const auditsBefore = await database.db.select().from(auditLog).where(eq(auditLog.entityId, fixture.id));
    const second = await saveProduct(database.db, {
      actor: ACTOR,
      productId: fixture.id,
      version: tabB.version,
      values: valuesOf({ ...tabB.form, title: "Titre de l'onglet B", specs: [], options: [] }),
    });
    expect(second).toEqual({ ok: false, reason: "conflict" });
    const after = (await loadProductEditor(database.db, fixture.id))!;
    expect(after.form.title).toBe("Titre de l'onglet A");
    expect(after.version).toBe(tabA.version + 1);
    expect(after.form.options).toHaveLength(2);
    expect(after.form.specs).toHaveLength(1);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, fixture.id))).toHaveLength(
      auditsBefore.length,
    );
  });

  it("audits the change before → after, moves the page-cache version on, and leaves the gallery's alt texts alone", async () => {
    const category = await createCategory(database.db);
    const fixture = await createProduct(database.db, { categoryId: category.id });
    const opened = (await loadProductEditor(database.db, fixture.id))!;
    const cacheBefore = await readPageCacheVersion(database.db);
    await saveProduct(database.db, {
      actor: ACTOR,
      productId: fixture.id,
      version: opened.version,
      values: valuesOf({ ...opened.form, title: "Nouveau titre", purchasePrice: "600" }),
    });
    expect(await readPageCacheVersion(database.db)).toBeGreaterThan(cacheBefore);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, fixture.id), eq(auditLog.action, "product.update")));
    expect(audit!.summary).toMatchObject({
      before: { title: opened.form.title, purchasePriceCents: 55_866 },
      after: { title: "Nouveau titre", purchasePriceCents: 60_000 },
    });
    expect(Object.keys((audit!.summary as { after: object }).after)).not.toContain("slug");
    const [cover] = await database.db
      .select({ alt: productMedia.alt })
      .from(productMedia)
      .where(and(eq(productMedia.productId, fixture.id), eq(productMedia.position, 0)));
    // The cover's text (the hero's alt) is the gallery's to edit, in three languages: a save does not touch it.
    expect(cover!.alt).toBe("Vue A");
    // The purchase side changed: the sheet's price now follows it, not the fixed XPF price of before.
    const [row] = await database.db.select().from(products).where(eq(products.id, fixture.id));
    expect([row!.finalPriceXpf, row!.basePriceXpf, row!.freightPriceXpf]).toEqual([null, null, null]);
  });

  it("stores the logistics facts, reads them back as typed and audits them by column", async () => {
    const created = await saveProduct(database.db, {
      actor: ACTOR,
      values: valuesOf(
        newForm("pelle-logistique", {
          logistics: {
            hsCode: "8429 5200",
            originCountry: "cn",
            netWeightKg: "1800",
            grossWeightKg: "1950",
            lengthCm: "350",
            widthCm: "110",
            heightCm: "230",
            volumeM3: "",
            packagesPerUnit: "2",
          },
        }),
      ),
    });
    if (!created.ok) throw new Error(created.reason);
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({
      hsCode: "84295200",
      originCountry: "CN",
      netWeightGrams: 1_800_000,
      grossWeightGrams: 1_950_000,
      shippingUnitLengthMm: 3500,
      shippingUnitVolumeCm3: 8_855_000,
      packagesPerUnit: 2,
    });
    const opened = (await loadProductEditor(database.db, created.id))!;
    expect(opened.form.logistics).toMatchObject({ hsCode: "84295200", grossWeightKg: "1950", volumeM3: "8.855" });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "product.create")));
    expect(audit!.summary).toMatchObject({ after: { hsCode: "84295200", packagesPerUnit: 2 } });
  });

  it("sanitises the description of every language on save", async () => {
    const created = await saveProduct(database.db, {
      actor: ACTOR,
      values: valuesOf(
        newForm("kit-xss", {
          descriptionHtml:
            '<p onclick="alert(1)">Texte</p><script>alert(2)</script><iframe src="https://evil.example"></iframe>',
          translations: {
            en: { descriptionHtml: '<a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)>' },
            zh: { descriptionHtml: "<script>alert(5)</script>" },
          },
        }),
      ),
    });
    if (!created.ok) throw new Error("not created");
    const [row] = await database.db.select().from(products).where(eq(products.id, created.id));
    expect(row!.descriptionHtml).toBe("<p>Texte</p>");
    expect(JSON.stringify(row!.translations)).not.toMatch(/alert|javascript|onerror/);
    expect(row!.translations.zh).toBeUndefined();
  });
});

describe("the status quick actions", () => {
  it("saves the status at once, audited, and refuses a stale version", async () => {
    const category = await createCategory(database.db);
    const fixture = await createProduct(database.db, { categoryId: category.id, status: "draft" });
    const opened = (await loadProductEditor(database.db, fixture.id))!;
    const published = await setProductStatus(database.db, {
      actor: ACTOR,
      productId: fixture.id,
      version: opened.version,
      status: "published",
    });
    expect(published).toEqual({ ok: true, status: "published", version: opened.version + 1 });
    const stale = await setProductStatus(database.db, {
      actor: ACTOR,
      productId: fixture.id,
      version: opened.version,
      status: "archived",
    });
    expect(stale).toEqual({ ok: false, reason: "conflict" });
    const [row] = await database.db.select().from(products).where(eq(products.id, fixture.id));
    expect(row!.status).toBe("published");
    const audits = await database.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, fixture.id), inArray(auditLog.action, ["product.status"])));
    expect(audits).toEqual([
      {
        action: "product.status",
        summary: { before: { status: "draft" }, after: { status: "published" }, version: 2 },
      },
    ]);
  });
});
