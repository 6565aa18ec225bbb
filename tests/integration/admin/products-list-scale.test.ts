// The products list with 10,000 products (issue 14, a catalogue of any size): the page answers with one page of
// rows, counted, filtered and sliced in SQL, grouped by category (by name, the uncategorised last) then by title.
// The server times are printed for the report, never asserted.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../support/admin-session.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory } from "../shop/shop-fixtures.ts";

const PRODUCTS = 10_000;

let app: TestApp;
let adminCookie: string;
let boats: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  const db = app.database.db;
  const workshop = await createCategory(db, { name: "Atelier", key: "atelier" });
  boats = (await createCategory(db, { name: "Bateaux", key: "bateaux" })).id;
  const kitchen = await createCategory(db, { name: "Cuisine", key: "cuisine" });
  // One statement: product n goes to Atelier, Bateaux, Cuisine or no category as n mod 4 is 1, 2, 3 or 0; one in
  // ten is a draft.
  await db.execute(sql`
    insert into products (slug, title, status, category_id, purchase_price_cents, sea_freight_cents)
    select 'produit-' || n, 'Produit ' || lpad(n::text, 5, '0'),
      case when n % 10 = 0 then 'draft' else 'published' end,
      case n % 4 when 1 then ${workshop.id}::uuid when 2 then ${boats}::uuid when 3 then ${kitchen.id}::uuid end,
      n * 100, 10000
    from generate_series(1, ${PRODUCTS}) as n`);
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** The page's text and its rows' titles (each row has a drag handle named after its product), timed. */
async function listPage(search: string) {
  const started = performance.now();
  const response = await app.request(`/admin/products${search}`, {
    headers: { Accept: "text/html", Cookie: adminCookie },
  });
  const html = await response.text();
  const ms = Math.round(performance.now() - started);
  console.info(`GET /admin/products${search} with ${PRODUCTS} products: ${response.status} in ${ms} ms`);
  const titles = [...html.matchAll(/aria-label="Déplacer ([^"]+)"/g)].map((match) => match[1]);
  return { status: response.status, text: pageText(html), titles };
}

describe("/admin/products with 10,000 products", () => {
  it("answers the first page: 25 rows of the first category by title, and the total", async () => {
    const page = await listPage("");
    expect(page.status).toBe(200);
    expect(page.titles).toHaveLength(25);
    expect(page.titles.slice(0, 3)).toEqual(["Produit 00001", "Produit 00005", "Produit 00009"]);
    expect(page.text).toContain("1–25 sur 10000");
    expect(page.text).toContain("Page 1 sur 400");
    // The group and the category bar count every matching product of a category, not only the page's.
    expect(page.text).toContain("Atelier (2500)");
    expect(page.text).toContain("Produits sans catégorie (2500)");
    expect(page.text).toContain("Toutes (10000)");
  });

  it("searches and filters by status in SQL", async () => {
    const searched = await listPage("?q=produit%200004");
    expect(searched.status).toBe(200);
    expect(searched.text).toContain("1–10 sur 10");
    expect([...searched.titles].sort()).toEqual(Array.from({ length: 10 }, (_, index) => `Produit 0004${index}`));
    const drafts = await listPage("?status=draft&size=100");
    expect(drafts.text).toContain("1–100 sur 1000");
    expect(drafts.titles).toHaveLength(100);
    expect(drafts.titles.every((title) => Number(title!.slice(-5)) % 10 === 0)).toBe(true);
    const boatDrafts = await listPage(`?status=draft&category=${boats}`);
    // n mod 4 = 2 and n mod 10 = 0: n = 10, 30, 50… (one in 20).
    expect(boatDrafts.text).toContain("1–25 sur 500");
    expect(boatDrafts.titles.slice(0, 2)).toEqual(["Produit 00010", "Produit 00030"]);
  });

  it("shows a deep page, the uncategorised last, and brings a page past the end back to the last", async () => {
    const last = await listPage("?page=400");
    expect(last.status).toBe(200);
    expect(last.text).toContain("9976–10000 sur 10000");
    expect(last.titles).toHaveLength(25);
    expect(last.titles.at(-1)).toBe("Produit 10000");
    expect(last.text).toContain("Produits sans catégorie (2500)");
    const deep = await listPage("?page=150&size=50");
    expect(deep.text).toContain("7451–7500 sur 10000");
    expect(deep.titles).toHaveLength(50);
    const past = await listPage("?page=9999");
    expect(past.text).toContain("Page 400 sur 400");
    const uncategorised = await listPage("?category=uncategorised&size=100&page=25");
    expect(uncategorised.text).toContain("2401–2500 sur 2500");
    expect(uncategorised.titles.at(-1)).toBe("Produit 10000");
    // A category filter that is neither an id nor 'uncategorised' is dropped, like any bad filter.
    const bad = await listPage("?category=%27%20or%201%3D1");
    expect(bad.text).toContain("1–25 sur 10000");
  });
});
