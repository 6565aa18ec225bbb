// The document editors' pickers through the app: GET /admin/products/search and /admin/suppliers/search answer the
// administrator only, refuse a bad search with a message and a 400, answer 20 rows at most, and find a product past
// the first 1,000 of the catalogue (the old lists stopped there); a purchase order's page holds its supplier in the
// picker instead of listing every supplier — on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../app/db/schema/index.ts";
import { createSupplier } from "../../../app/modules/documents/create-supplier.server.ts";
import { pageText } from "../auth/auth-app.ts";
import { linesField, locationId, startDeskApp, type DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR } from "./document-factories.ts";

let desk: DeskApp;
const db = () => desk.app.database.db;
const json = async (url: string) => {
  const response = await desk.get(url, "application/json");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  desk = await startDeskApp();
  // 1,005 products before the one looked for in title order: it would be the 1,006th of a list of the catalogue.
  await db()
    .insert(products)
    .values(
      Array.from({ length: 1_005 }, (_, i) => ({
        slug: `article-picker-${String(i).padStart(4, "0")}`,
        title: `Article picker ${String(i).padStart(4, "0")}`,
      })),
    );
  await db().insert(products).values({
    slug: "zephyr-pompe-solaire",
    title: "Zéphyr pompe solaire",
    finalPriceXpf: 45_000,
    purchasePriceCents: 12_345,
  });
}, 180_000);
afterAll(async () => {
  await desk?.app.close();
});

describe("the pickers' search routes", () => {
  it("refuse a visitor who is not the administrator", async () => {
    for (const url of ["/admin/products/search?q=zephyr", "/admin/suppliers/search?q=yantai"]) {
      const file = await desk.app.request(url, { headers: { Accept: "application/json" } });
      expect(file.status, url).toBe(401);
      expect(await file.text()).not.toContain("Zéphyr");
      const page = await desk.app.request(url, { headers: { Accept: "text/html" } });
      expect(page.status, url).toBe(302);
      expect(page.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
  });

  it("find a product beyond the first 1,000 by its title, with the price a line takes from it", async () => {
    const sale = await json(`/admin/products/search?q=${encodeURIComponent("Zéphyr")}`);
    // In every document currency, at the settings' rates (119.33 XPF per USD and per EUR by default), to the cent.
    const zephyr = { slug: "zephyr-pompe-solaire", title: "Zéphyr pompe solaire", description: "Zéphyr pompe solaire" };
    expect(sale).toEqual({
      status: 200,
      body: { products: [{ ...zephyr, prices: { USD: "377.11", EUR: "377.11", XPF: "45000" } }] },
    });
    const purchase = await json("/admin/products/search?q=POMPE-SOLAIRE&price=purchase");
    expect(purchase.body).toEqual({
      products: [{ ...zephyr, prices: { USD: "123.45", EUR: "123.45", XPF: "14731" } }],
    });
    // Twenty rows at most, by title; an empty search answers none.
    const many = (await json("/admin/products/search?q=article%20picker")).body.products as Array<{ title: string }>;
    expect(many.map((product) => product.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Article picker ${String(i).padStart(4, "0")}`),
    );
    expect((await json("/admin/products/search?q=")).body).toEqual({ products: [] });
    // A % typed is a letter, not a wildcard.
    expect((await json("/admin/products/search?q=%25")).body).toEqual({ products: [] });
  });

  it("price a product made in the product editor (purchase price, margin, freight; no stored price)", async () => {
    // (1 000 USD × 1.5 + 200 USD of sea freight) × 119.33 = 202 861 XPF, as the shop shows it.
    await db().insert(products).values({
      slug: "bac-editeur",
      title: "Bac éditeur",
      purchasePriceCents: 100_000,
      marginCoefficient: 1.5,
      seaFreightCents: 20_000,
    });
    const found = await json("/admin/products/search?q=bac%20%C3%A9diteur");
    expect(found.body).toEqual({
      products: [
        {
          slug: "bac-editeur",
          title: "Bac éditeur",
          description: "Bac éditeur",
          prices: { USD: "1700.00", EUR: "1700.00", XPF: "202861" },
        },
      ],
    });
    // A product 'Sur devis' has no price to fill.
    await db().insert(products).values({ slug: "sur-devis-editeur", title: "Sur devis éditeur" });
    expect((await json("/admin/products/search?q=sur%20devis%20%C3%A9diteur")).body).toEqual({
      products: [
        { slug: "sur-devis-editeur", title: "Sur devis éditeur", description: "Sur devis éditeur", prices: {} },
      ],
    });
  });

  it("find suppliers by name or email", async () => {
    const yantai = await createSupplier({
      db: db(),
      actor: ACTOR,
      name: "Yantai Picker 烟台",
      email: "ventes@yantai.example.cn",
    });
    await createSupplier({ db: db(), actor: ACTOR, name: "Autre Picker" });
    expect((await json("/admin/suppliers/search?q=%E7%83%9F%E5%8F%B0")).body).toEqual({
      suppliers: [{ id: yantai.id, name: "Yantai Picker 烟台", email: "ventes@yantai.example.cn" }],
    });
    const byEmail = (await json("/admin/suppliers/search?q=VENTES%40yantai")).body.suppliers as Array<{ id: string }>;
    expect(byEmail.map((supplier) => supplier.id)).toEqual([yantai.id]);
    expect(((await json("/admin/suppliers/search?q=picker")).body.suppliers as unknown[]).length).toBe(2);
  });

  it("refuse a search too long, or an unknown price, with a message and a 400", async () => {
    const long = "a".repeat(101);
    for (const url of [`/admin/products/search?q=${long}`, `/admin/suppliers/search?q=${long}`]) {
      expect(await json(url), url).toEqual({
        status: 400,
        body: { error: "La recherche est trop longue (100 caractères maximum)." },
      });
    }
    expect(await json("/admin/products/search?q=pompe&price=cost")).toEqual({
      status: 400,
      body: { error: "Prix demandé inconnu : « sale » ou « purchase »." },
    });
    expect((await json(`/admin/products/search?q=${"a".repeat(100)}`)).status).toBe(200);
  });
});

describe("a purchase order's page", () => {
  it("holds its supplier and its lines' products in the pickers, listing neither catalogue", async () => {
    const chosen = await createSupplier({ db: db(), actor: ACTOR, name: "Fournisseur Choisi" });
    await createSupplier({ db: db(), actor: ACTOR, name: "Fournisseur Ignoré" });
    const saved = await desk.post("/admin/purchase-orders/new", {
      intent: "save",
      currency: "USD",
      supplierId: chosen.id,
      lines: linesField([{ productSlug: "zephyr-pompe-solaire", description: "Pompe", qty: "2", unitPrice: "123.45" }]),
    });
    expect(saved.status).toBe(302);
    const id = locationId(saved);
    const html = await (await desk.get(`/admin/purchase-orders/${id}`)).text();
    const text = pageText(html);
    expect(html).toMatch(new RegExp(`name="supplierId" value="${chosen.id}"`));
    expect(text).toContain("Fournisseur choisi : Fournisseur Choisi");
    expect(text).not.toContain("Fournisseur Ignoré");
    // The line's product is shown by its title; no product it does not name is in the page.
    expect(text).toContain("Zéphyr pompe solaire");
    expect(text).not.toContain("Article picker");
    expect(html).toContain('placeholder="Rechercher par nom ou email…"');
  });
});
