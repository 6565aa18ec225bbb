// The product editor's routes through the built app: a visitor is refused on the pages and on the action, the
// administrator opens, saves and creates products, an unknown product says 'Produit non trouvé', the public sheet
// is rendered anew after a save, and a corpus of XSS payloads in every text and rich-text field never reaches a
// page as markup (the sheet in French and English, and the editor itself).
import { load } from "cheerio";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../app/db/schema/index.ts";
import { loadProductEditor } from "../../../app/modules/catalog/product-editor-load.server.ts";
import { newProductForm, type ProductEditorForm } from "../../../app/modules/catalog/product-editor-schema.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";
import { form, pageText, PUBLIC_URL, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";

let app: TestApp;
let adminCookie: string;
let categoryId: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  categoryId = (await createCategory(app.database.db, { name: "Solaire" })).id;
});
afterAll(async () => {
  await app?.close();
});

const page = (url: string, cookie?: string) =>
  app.request(url, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });

const post = (url: string, fields: Record<string, string>, cookie?: string) =>
  app.request(url, {
    method: "POST",
    body: form(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: PUBLIC_URL,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

const save = (url: string, product: ProductEditorForm, version: number, cookie = adminCookie) =>
  post(url, { intent: "save", version: String(version), product: JSON.stringify(product) }, cookie);

describe("a visitor who is not the administrator", () => {
  it("is sent to sign in from the editor's pages and sees nothing of them", async () => {
    const fixture = await createProduct(app.database.db, { categoryId });
    for (const url of ["/admin/products/new", `/admin/products/${fixture.id}`, `/admin/products/${fixture.id}/edit`]) {
      const response = await page(url);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
      expect(await response.text()).not.toContain(fixture.title);
    }
  });

  it("is refused on the action: nothing is created, saved or published", async () => {
    const fixture = await createProduct(app.database.db, { categoryId, status: "draft" });
    const opened = (await loadProductEditor(app.database.db, fixture.id))!;
    const refusedSave = await save(
      `/admin/products/${fixture.id}/edit`,
      { ...opened.form, title: "Piraté" },
      opened.version,
      "",
    );
    expect([401, 403]).toContain(refusedSave.status);
    const refusedStatus = await post(`/admin/products/${fixture.id}`, {
      intent: "status",
      status: "published",
      version: String(opened.version),
    });
    expect([401, 403]).toContain(refusedStatus.status);
    const refusedCreate = await save(
      "/admin/products/new",
      { ...newProductForm(categoryId), title: "Intrus", slug: "intrus" },
      0,
      "",
    );
    expect([401, 403]).toContain(refusedCreate.status);
    const [row] = await app.database.db.select().from(products).where(eq(products.id, fixture.id));
    expect(row).toMatchObject({ title: fixture.title, status: "draft", version: opened.version });
    expect(await app.database.db.select().from(products).where(eq(products.slug, "intrus"))).toEqual([]);
  });
});

describe("the administrator", () => {
  it("opens the editor of a product at both addresses, and by its slug", async () => {
    const fixture = await createProduct(app.database.db, { categoryId });
    for (const url of [`/admin/products/${fixture.id}`, `/admin/products/${fixture.id}/edit`]) {
      const response = await page(url, adminCookie);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${fixture.title} – BPE Admin</title>`);
      const text = pageText(html);
      for (const part of ["Informations générales", "Prix", "Publication", "Médias", "Options de configuration"])
        expect(text).toContain(part);
    }
    const bySlug = await page(`/admin/products/${fixture.slug}`, adminCookie);
    expect(bySlug.status).toBe(302);
    expect(bySlug.headers.get("Location")).toBe(`/admin/products/${fixture.id}/edit`);
  });

  it("is told 'Produit non trouvé' for an unknown product", async () => {
    for (const id of ["0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f", "pas-un-produit"]) {
      const response = await page(`/admin/products/${id}/edit`, adminCookie);
      expect(response.status).toBe(404);
      expect(pageText(await response.text())).toContain("Produit non trouvé");
    }
  });

  it("creates a product and returns to the list with 'Produit créé avec succès.'", async () => {
    const newPage = await page("/admin/products/new", adminCookie);
    expect(newPage.status).toBe(200);
    expect(pageText(await newPage.text())).toContain("Nouveau produit");
    const response = await save(
      "/admin/products/new",
      { ...newProductForm(categoryId), title: "Onduleur", slug: "onduleur-5kw" },
      0,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/products");
    expect(decodeURIComponent(response.headers.get("Set-Cookie") ?? "")).toBeTruthy();
    const [row] = await app.database.db.select().from(products).where(eq(products.slug, "onduleur-5kw"));
    expect(row).toMatchObject({
      title: "Onduleur",
      status: "draft",
      seaShippingAvailable: true,
      airShippingAvailable: false,
    });
  });

  it("saves, and the public sheet shows the change at once (the page cache follows)", async () => {
    const fixture = await createProduct(app.database.db, { categoryId });
    const sheet = `/shop/product/${fixture.slug}`;
    await app.request(sheet);
    expect((await app.request(sheet)).headers.get("X-Page-Cache")).toBe("hit");
    const opened = (await loadProductEditor(app.database.db, fixture.id))!;
    const response = await save(
      `/admin/products/${fixture.id}/edit`,
      { ...opened.form, title: "Titre tout neuf" },
      opened.version,
    );
    expect(response.status).toBe(200);
    const after = await app.request(sheet);
    expect(after.headers.get("X-Page-Cache")).toBe("miss");
    expect(pageText(await after.text())).toContain("Titre tout neuf");
    // The same version again: refused with 409, nothing overwritten.
    const stale = await save(
      `/admin/products/${fixture.id}/edit`,
      { ...opened.form, title: "Ancien onglet" },
      opened.version,
    );
    expect(stale.status).toBe(409);
    const [row] = await app.database.db.select().from(products).where(eq(products.id, fixture.id));
    expect(row!.title).toBe("Titre tout neuf");
  });

  it("answers 400 with the messages of an invalid form, and saves nothing", async () => {
    const fixture = await createProduct(app.database.db, { categoryId });
    const opened = (await loadProductEditor(app.database.db, fixture.id))!;
    const response = await save(
      `/admin/products/${fixture.id}/edit`,
      { ...opened.form, title: "", slug: "Pas Bon" },
      opened.version,
    );
    expect(response.status).toBe(400);
    const taken = await save(
      `/admin/products/${fixture.id}/edit`,
      { ...opened.form, slug: "onduleur-5kw" },
      opened.version,
    );
    expect(taken.status).toBe(400);
    const [row] = await app.database.db.select().from(products).where(eq(products.id, fixture.id));
    expect(row).toMatchObject({ title: fixture.title, slug: fixture.slug, version: opened.version });
  });
});

const PAYLOADS = [
  '<script>alert("xss-1")</script>',
  '"><img src=x onerror=alert("xss-2")>',
  "</script><script>alert('xss-3')</script>",
  "<a href=\"javascript:alert('xss-4')\">lien</a>",
  '<iframe src="https://evil.example/xss-5"></iframe>',
  '<svg onload=alert("xss-6")>',
  "javascript:alert('xss-7')",
  '<p style="x" onmouseover="alert(\'xss-8\')">survol</p>',
];

/**
 * Markup a payload would need to run, read by an HTML parser (so text that merely mentions `onerror=` does not
 * count): a script of its own, an event handler attribute, a javascript: link, a frame, an SVG.
 */
function expectNoActivePayload(html: string) {
  const $ = load(html);
  // Scripts may carry the texts as data (JSON-LD, loader data), escaped; a payload that broke out of one would be
  // a script of its own starting with its alert, or leave a raw script tag inside one.
  $("script").each((_, element) => {
    const text = $(element).text();
    expect(text.trim()).not.toMatch(/^alert\(/);
    expect(text).not.toMatch(/<\/?script/i);
  });
  $("*").each((_, element) => {
    const attributes: Record<string, string> = "attribs" in element ? element.attribs : {};
    for (const [name, value] of Object.entries(attributes)) {
      expect(name.startsWith("on") && value.includes("xss-"), name).toBe(false);
      if (name === "href" || name === "src") expect(value.trim().toLowerCase()).not.toMatch(/^javascript:/);
    }
  });
  expect($("iframe").length).toBe(0);
  expect($("svg[onload]").length).toBe(0);
}

describe("a corpus of XSS payloads in every text and rich-text field", () => {
  it("never reaches the public sheet (French, English) or the editor as markup", async () => {
    const text = (index: number) => `${PAYLOADS[index % PAYLOADS.length]} texte ${index}`;
    const rich = PAYLOADS.map((payload) => `<p>${payload}</p>`).join("");
    const translations = (fields: string[], offset: number) => ({
      en: Object.fromEntries(fields.map((field, index) => [field, text(offset + index)])),
    });
    const xssForm: ProductEditorForm = {
      ...newProductForm(categoryId),
      title: text(0),
      slug: "produit-xss",
      subtitle: text(1),
      status: "published",
      descriptionHtml: rich,
      incoterm: text(2),
      leadtime: text(3),
      badges: PAYLOADS,
      purchasePrice: "100",
      translations: {
        en: {
          title: text(5),
          subtitle: text(6),
          descriptionHtml: rich,
          leadtime: text(7),
          badges: PAYLOADS.join("\n"),
        },
      },
      specs: [{ label: text(1), value: text(2), translations: translations(["label", "value"], 3) }],
      faq: [{ question: text(4), answer: text(5), translations: translations(["question", "answer"], 6) }],
      options: [
        {
          code: "modele",
          label: text(6),
          inputType: "radio",
          required: true,
          translations: translations(["label"], 7),
          values: [
            {
              valueCode: "a",
              label: text(0),
              priceDelta: "100",
              description: text(1),
              translations: translations(["label", "description"], 2),
            },
          ],
        },
      ],
    };
    const created = await save("/admin/products/new", xssForm, 0);
    expect(created.status).toBe(302);
    const [row] = await app.database.db.select().from(products).where(eq(products.slug, "produit-xss"));
    expectNoActivePayload(row!.descriptionHtml);
    expect(row!.descriptionHtml).not.toMatch(/<script|<iframe|<svg|\son[a-z]+=/i);
    for (const url of [
      "/shop/product/produit-xss",
      "/en/shop/product/produit-xss",
      `/admin/products/${row!.id}/edit`,
    ]) {
      const response = url.startsWith("/admin") ? await page(url, adminCookie) : await app.request(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      // The English sheet shows the English texts (ruling 15): the option value's label is its translation there.
      expect(pageText(html)).toContain(url.startsWith("/en/") ? "texte 2" : "texte 0");
      expectNoActivePayload(html);
    }
  });
});
