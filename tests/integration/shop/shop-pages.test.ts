// The shop's pages through the built app: categories with counts, category lists, product sheets, 404s, SEO.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { createCategory, createProduct } from "./shop-fixtures.ts";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const equip = await createCategory(db, { key: "equip", name: "Équipements & outillage pro" });
  await createCategory(db, { key: "vide", name: "Catégorie vide" });
  const solar = await createCategory(db, { key: "solar", name: "Solaire & serres PV" });
  await createProduct(db, {
    categoryId: equip.id,
    slug: "mini-pelle-page",
    title: "Mini-pelle de test",
    shippingUnit: "container_20",
    unitsPerShippingUnit: 2,
  });
  await createProduct(db, { categoryId: equip.id, slug: "brouillon", title: "Produit brouillon", status: "draft" });
  await createProduct(db, { categoryId: equip.id, slug: "inactif", title: "Produit inactif", active: false });
  await createProduct(db, {
    categoryId: solar.id,
    slug: "panneau-450w",
    title: "Panneau 450 W",
    shippingUnit: "pallet",
    unitsPerShippingUnit: 36,
  });
  await createProduct(db, { categoryId: solar.id, slug: "serre-pv", title: "Serre PV" });
});
afterAll(async () => {
  await app?.close();
});

async function get(path: string, cookie?: string) {
  const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: await response.text() };
}

describe("/shop", () => {
  it("lists every category with its count of published, active products and the blurbs", async () => {
    const { status, html } = await get("/shop");
    expect(status).toBe(200);
    const text = pageText(html);
    expect(text).toContain("Équipements & outillage pro 1 produit");
    expect(text).toContain("Catégorie vide Aucun produit");
    expect(text).toContain("Solaire & serres PV 2 produits");
    expect(text).toContain("Engins, outillage et équipements professionnels en import groupé.");
    expect(html).toContain('href="/#contact"');
    expect(html).toContain("<title>Boutique — BPE Polynésie</title>");
    expect(html).toContain('rel="canonical" href="http://shop.test/shop"');
  });

  it("lists the header's 'Boutique' menu in the alphabetical order of the names shown, accents included", async () => {
    const { html } = await get("/shop");
    const menu = html.slice(html.indexOf("group/shop"), html.indexOf("</details>", html.indexOf("group/shop")));
    const names = [...menu.matchAll(/href="\/shop\/[\w-]+"[^>]*>([^<]+)</g)].map((match) => match[1]);
    expect(names).toEqual(["Catégorie vide", "Équipements &amp; outillage pro", "Solaire &amp; serres PV"]);
  });

  it("is translated", async () => {
    expect(pageText((await get("/en/shop")).html)).toContain("Solaire & serres PV 2 products");
    expect(pageText((await get("/zh/shop")).html)).toContain("暂无产品");
  });
});

describe("/shop/{category}", () => {
  it("shows the published, active products of the category", async () => {
    const { status, html } = await get("/shop/equip");
    expect(status).toBe(200);
    const text = pageText(html);
    expect(text).toContain("Mini-pelle de test");
    expect(text).not.toContain("Produit brouillon");
    expect(text).not.toContain("Produit inactif");
    expect(text).toContain("CNF Papeete");
    expect(text).toContain("Voir la fiche produit");
    expect(html).toContain('href="/shop/product/mini-pelle-page"');
    // Two badges at most, CNF first.
    expect(text).toMatch(/CNF\s+Neuf/);
    expect(text).not.toContain("Import");
  });

  it("says so for an empty category, with a contact button", async () => {
    const { status, html } = await get("/shop/vide");
    expect(status).toBe(200);
    expect(pageText(html)).toContain("Aucun produit dans cette catégorie pour le moment");
    expect(html).toContain('href="/#contact"');
  });

  it("answers 404 'Catégorie introuvable' inside the site layout for an unknown key", async () => {
    const { status, html } = await get("/shop/inconnue");
    expect(status).toBe(404);
    expect(pageText(html)).toContain("Catégorie introuvable");
    expect(pageText(html)).toContain("Retour à la boutique");
    expect(html).toContain("Navigation principale");
  });
});

describe("/shop/product/{slug}", () => {
  it("renders the sheet with prices, specs, sanitised description, FAQ, options and the form", async () => {
    const { status, html } = await get("/shop/product/mini-pelle-page?qty=2&opt_modele=grand");
    expect(status).toBe(200);
    const text = pageText(html).replace(/\s/g, " ");
    expect(text).toContain("Prix unitaire 150 000 XPF");
    expect(text).toContain("Sous-total (2 ×) 300 000 XPF");
    expect(text).toContain("Frais de transport (maritime) 20 000 XPF");
    expect(text).toContain("Total 320 000 XPF");
    expect(text).toContain(
      "Transport : 1 conteneur 20 pieds pour 2 unités (2 unités par conteneur 20 pieds), fret 20 000 XPF.",
    );
    // The card dialog says what it will charge before leaving: 320 000 ÷ 119.33.
    expect(text).toContain("Options : Modèle : Grand");
    expect(text).toContain("Montant débité : 2 681,64 USD");
    expect(text).toContain("soit 320 000 XPF (indicatif)");
    expect(html).toContain('name="acceptTerms"');
    expect(text).toContain("Demander un devis");
    expect(text).toContain("Poids 1 800 kg");
    expect(html).toContain("<strong>description</strong>");
    expect(html).not.toContain('alert("x")');
    expect(text).toContain("Livraison ?");
    expect(html).toContain('id="commande"');
    expect(text).toContain("Informations importantes");
    expect(html).toContain('href="/shop/equip"');
    // Purchase side never reaches the page.
    expect(html).not.toContain("Fournisseur secret");
    expect(html).not.toContain("55866");
  });

  it("emits JSON-LD with the real price in XPF", async () => {
    const { html } = await get("/shop/product/mini-pelle-page");
    const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(json!);
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Mini-pelle de test",
      offers: { price: 120_000, priceCurrency: "XPF" },
    });
    expect(data.image[0]).toBe("http://shop.test/uploads/test/a-1024.webp");
  });

  it("shows prices in USD in English and HKD in Chinese at the settings' rates, marked indicative (ruling 1)", async () => {
    const en = pageText((await get("/en/shop/product/mini-pelle-page")).html);
    // 120 000 XPF ÷ 119.33 = 1 005.61 USD: the price shown is the amount the card charges.
    expect(en).toContain("Total $1,005.61");
    expect(en).toContain("Amount charged: $1,005.61");
    expect(en).toContain("Indicative prices in USD (1 USD = 119.33 XPF)");
    expect(en).toContain("Total: $1,005.61");
    expect(en).not.toContain("Total : ");
    const zh = pageText((await get("/zh/shop/product/mini-pelle-page")).html);
    // 120 000 ÷ 15.30 = 7 843.14 HKD
    expect(zh).toMatch(/HK\$\s?7,843\.14/);
  });

  it("counts shipping units from the product's data: 37 panels on 2 pallets of 36, with the freight of 2", async () => {
    const text = pageText((await get("/shop/product/panneau-450w?qty=37&opt_modele=petit")).html).replace(/\s/g, " ");
    expect(text).toContain("Transport : 2 palettes pour 37 unités (36 unités par palette), fret 40 000 XPF.");
    expect(text).toContain("Total 3 740 000 XPF");
  });

  it("bounds the quantity: ?qty=1000000 shows 999 and says why", async () => {
    const text = pageText((await get("/shop/product/mini-pelle-page?qty=1000000&opt_modele=petit")).html).replace(
      /\s/g,
      " ",
    );
    expect(text).toContain("La quantité est limitée à 999 par commande : au-delà, demandez un devis.");
    // 999 × 100 000 + 500 containers × 20 000
    expect(text).toContain("Total 109 900 000 XPF");
    expect(text).not.toContain("100 000 000 000");
  });

  it("answers 404 'Produit introuvable.' for unknown, draft and inactive products, even with draft=1 when signed out", async () => {
    for (const path of [
      "/shop/product/inconnu",
      "/shop/product/brouillon",
      "/shop/product/inactif",
      "/shop/product/brouillon?draft=1",
    ]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(pageText(html), path).toContain("Produit introuvable.");
    }
  });

  it("shows a draft to the signed-in administrator with draft=1 only", async () => {
    const cookie = await signInAdmin(app);
    const preview = await get("/shop/product/brouillon?draft=1", cookie);
    expect(preview.status).toBe(200);
    expect(pageText(preview.html)).toContain("Produit brouillon");
    expect(pageText(preview.html)).toContain("Aperçu administrateur : ce produit n'est pas publié.");
    expect(preview.html).toContain('content="noindex, nofollow"');
    expect((await get("/shop/product/brouillon", cookie)).status).toBe(404);
  });
});

describe("/thank-you after a custom quote request (no order)", () => {
  it("speaks of the quote to come, not of manufacturing", async () => {
    const { status, html } = await get("/thank-you");
    expect(status).toBe(200);
    const text = pageText(html);
    expect(text).toContain("Vous recevez un devis détaillé, sans engagement.");
    expect(text).not.toMatch(/fabrication/i);
    expect(pageText((await get("/en/thank-you")).html)).not.toMatch(/manufactur/i);
  });
});
