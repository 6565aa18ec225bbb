// The product sheet's quote/order form through the built app: real route action, real database.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customers, leads, mailOutbox, orders, rateLimitHits } from "../../../app/db/schema/index.ts";
import { SUBMISSIONS_PER_ADDRESS, SUBMISSIONS_PER_EMAIL } from "../../../app/modules/abuse/submission-limits.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory, createProduct } from "./shop-fixtures.ts";

let app: TestApp;
let slug: string;
let ipCount = 0;
/** A new visitor address per request group, so the rate limit only counts where a test wants it to. */
const nextIp = () => `198.51.100.${++ipCount}`;

beforeAll(async () => {
  app = await startTestApp();
  const category = await createCategory(app.database.db, { key: "equip", name: "Équipements & outillage pro" });
  slug = (await createProduct(app.database.db, { categoryId: category.id, slug: "mini-pelle-form" })).slug;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  const { db } = app.database;
  await db.delete(mailOutbox);
  await db.delete(leads);
  await db.delete(orders);
  await db.delete(customers);
  await db.delete(rateLimitHits);
});

const VALID = {
  email: "teva@example.com",
  full_name: "Teva Martin",
  phone: "+689 87 00 00 01",
  company: "Fare SARL",
  location: "Moorea",
  notes: "Accès par barge",
  projectType: "renovation",
  qty: "2",
  opt_modele: "grand",
  acceptTerms: "on",
};

function post(fields: Record<string, string>, { path = `/shop/product/${slug}`, ip = nextIp() } = {}) {
  return app.request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    ip,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

/** The page a redirect leads to, with the one-off message cookie it set. */
function followWithMessage(response: Response) {
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return app.request(response.headers.get("location")!.split("#")[0]!, { headers: { Cookie: cookie } });
}

async function counts() {
  const { db } = app.database;
  return {
    leads: (await db.select({ id: leads.id }).from(leads)).length,
    orders: (await db.select({ id: orders.id }).from(orders)).length,
    customers: (await db.select({ id: customers.id }).from(customers)).length,
    mails: (await db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
  };
}
const NOTHING = { leads: 0, orders: 0, customers: 0, mails: 0 };

describe("product sheet: the forms' browser checks", () => {
  // Written from the schemas (getFormConstraint, decision 011): the sheet's script and the browser check these.
  it("gives the request form's and the card payment's fields the schemas' required and maxlength", async () => {
    const html = await (await app.request(`/shop/product/${slug}`)).text();
    const input = (name: string) =>
      [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes(`name="${name}"`));
    expect(input("full_name")[0]).toMatch(/maxLength="120"|maxlength="120"/);
    expect(input("email")[0]).toMatch(/maxLength="254"|maxlength="254"/);
    // The plain form and the dialog's template each hold the card payment's email field.
    expect(input("buyerEmail")).toHaveLength(2);
    for (const tag of input("buyerEmail")) {
      expect(tag).toMatch(/type="email"/);
      expect(tag).toMatch(/required=""/);
      expect(tag).toMatch(/maxLength="254"|maxlength="254"/);
    }
  });
});

describe("product form: quote", () => {
  it("stores a lead with the product and chosen options, queues two emails and clears the form", async () => {
    const response = await post({ ...VALID, intent: "quote", opt_extras: "a" });
    // Back to the sheet with its configuration, so a reload does not send the request again.
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/shop/product/${slug}#commande`);
    const html = await (await followWithMessage(response)).text();
    expect(pageText(html)).toContain(
      "Demande de devis envoyée ! Nous vous recontactons sous 24h avec un devis personnalisé.",
    );
    expect(html).not.toContain('value="Teva Martin"');
    const [lead] = await app.database.db.select().from(leads);
    expect(lead).toMatchObject({
      source: "product",
      productSlug: slug,
      projectType: "renovation",
      message: "Accès par barge",
      notes: null,
      location: "Moorea",
      lang: "fr",
    });
    expect(lead!.options!.map((o) => o.valueCode)).toEqual(["grand", "a"]);
    expect(await counts()).toEqual({ leads: 1, orders: 0, customers: 1, mails: 2 });
  });

  it("makes one lead of the same request sent twice within a minute", async () => {
    const ip = nextIp();
    expect((await post({ ...VALID, intent: "quote" }, { ip })).status).toBe(302);
    expect((await post({ ...VALID, intent: "quote" }, { ip })).status).toBe(302);
    expect(await counts()).toEqual({ leads: 1, orders: 0, customers: 1, mails: 2 });
  });
});

describe("product form: order", () => {
  it("creates the order with the amount computed on the server and redirects to the checkout", async () => {
    const response = await post({ ...VALID, intent: "order", amount: "1", depositRatio: "0.01", opt_extras: "b" });
    expect(response.status).toBe(302);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/checkout\?orderId=[0-9a-f-]{36}$/);
    const orderId = new URL(location, "http://x").searchParams.get("orderId")!;
    const [order] = await app.database.db.select().from(orders).where(eq(orders.id, orderId));
    // unit 100 000 + 50 000 − 3 000; one machine per container: 2 × 147 000 + 2 × 20 000 freight; the browser's
    // amount and ratio are ignored.
    expect(order).toMatchObject({
      amount: 334_000,
      qty: 2,
      depositRatio: 0.6,
      status: "pending",
      currency: "XPF",
      shippingUnitCount: 2,
    });
    expect(order!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await counts()).toEqual({ leads: 0, orders: 1, customers: 1, mails: 2 });
  });

  it("keeps the optional numéro TAHITI and addresses on the customer; refuses a malformed number, writing nothing", async () => {
    const refused = await post({ ...VALID, intent: "order", taxId: "TAHITI" + "-1" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Numéro TAHITI invalide");
    expect(await counts()).toEqual(NOTHING);
    const response = await post({
      ...VALID,
      intent: "order",
      taxId: "c12345",
      address: "BP 10, 98728 Moorea",
      deliveryAddress: "Quai de Vaiare, Moorea",
    });
    expect(response.status).toBe(302);
    const [customer] = await app.database.db.select().from(customers);
    expect(customer).toMatchObject({
      taxId: "C12345",
      address: "BP 10, 98728 Moorea",
      deliveryAddress: "Quai de Vaiare, Moorea",
    });
  });

  it("redirects to the checkout in the visitor's language", async () => {
    const response = await post({ ...VALID, intent: "order" }, { path: `/en/shop/product/${slug}` });
    expect(response.headers.get("location")).toMatch(/^\/en\/checkout\?orderId=/);
    const [order] = await app.database.db.select().from(orders);
    expect(order!.lang).toBe("en");
  });

  it("counts an invalid quantity as 1", async () => {
    const response = await post({ ...VALID, intent: "order", qty: "-4" });
    expect(response.status).toBe(302);
    const [order] = await app.database.db.select().from(orders);
    expect(order).toMatchObject({ qty: 1, amount: 170_000 });
  });

  it("refuses an order without the required option, keeping the values", async () => {
    const { opt_modele: _omit, ...fields } = VALID;
    const response = await post({ ...fields, intent: "order" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(pageText(html)).toContain("Veuillez choisir : Modèle.");
    expect(html).toContain('value="Teva Martin"');
    expect(await counts()).toEqual(NOTHING);
  });

  it("refuses an order without the terms of sale, in the visitor's language, and writes nothing", async () => {
    const { acceptTerms: _omit, ...fields } = VALID;
    const response = await post({ ...fields, intent: "order" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(pageText(html)).toContain("Erreur Veuillez accepter les conditions générales de vente pour commander.");
    // The refusal comes back in view: the form posts to the message's anchor.
    expect(html).toContain('id="commande-message"');
    expect(html).toMatch(/action="\/shop\/product\/[^"]+#commande-message"/);
    const english = await post({ ...fields, intent: "order" }, { path: `/en/shop/product/${slug}` });
    expect(pageText(await english.text())).toContain("Please accept the terms of sale to order.");
    // A quote does not sell anything: no terms needed.
    expect((await post({ ...fields, intent: "quote" })).status).toBe(302);
    expect(await counts()).toEqual({ leads: 1, orders: 0, customers: 1, mails: 2 });
  });

  it("refuses a quantity above the bound with 400 and writes nothing", async () => {
    for (const qty of ["1000", "1000000"]) {
      const response = await post({ ...VALID, intent: "order", qty });
      expect(response.status).toBe(400);
      expect(pageText(await response.text())).toContain(
        "La quantité est limitée à 999 par commande : au-delà, demandez un devis.",
      );
    }
    expect(await counts()).toEqual(NOTHING);
  });

  it("makes one order of a double click (same page token), a new one for a new page view", async () => {
    const ip = nextIp();
    const token = crypto.randomUUID();
    const [first, second] = await Promise.all([
      post({ ...VALID, intent: "order", submissionToken: token }, { ip }),
      post({ ...VALID, intent: "order", submissionToken: token }, { ip }),
    ]);
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await counts()).toEqual({ leads: 0, orders: 1, customers: 1, mails: 2 });
    const again = await post({ ...VALID, intent: "order", submissionToken: crypto.randomUUID() }, { ip });
    expect(again.headers.get("location")).not.toBe(first.headers.get("location"));
    expect((await counts()).orders).toBe(2);
  });

  it("makes one order of the same order sent twice within a minute", async () => {
    const ip = nextIp();
    const first = await post({ ...VALID, intent: "order" }, { ip });
    const second = await post({ ...VALID, intent: "order" }, { ip });
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await counts()).toEqual({ leads: 0, orders: 1, customers: 1, mails: 2 });
  });
});

describe("product form: refusals", () => {
  it.each([
    ["email", { email: "" }],
    ["full_name", { full_name: "" }],
    ["email and full_name", { email: "  ", full_name: " " }],
  ])("refuses a missing %s with 'Champs requis manquants' and writes nothing", async (_name, missing) => {
    for (const intent of ["quote", "order"]) {
      const response = await post({ ...VALID, ...missing, intent });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(pageText(html)).toContain("Champs requis manquants Veuillez remplir votre nom et email");
      expect(pageText(html)).toContain("Ce champ est obligatoire.");
      expect(html).toContain('value="+689 87 00 00 01"');
    }
    expect(await counts()).toEqual(NOTHING);
  });

  it("refuses a malformed email", async () => {
    const response = await post({ ...VALID, email: "teva.example.com", intent: "quote" });
    expect(response.status).toBe(400);
    expect(pageText(await response.text())).toContain("Adresse email invalide.");
    expect(await counts()).toEqual(NOTHING);
  });

  it.each([
    ["full_name", 121],
    ["email", 255],
    ["phone", 41],
    ["company", 121],
    ["location", 121],
    ["notes", 2001],
  ])("refuses an oversize %s", async (field, length) => {
    const value = field === "email" ? `${"a".repeat(length - 12)}@example.com` : "x".repeat(length);
    const response = await post({ ...VALID, [field]: value, intent: "quote" });
    expect(response.status).toBe(400);
    expect(pageText(await response.text())).toMatch(/Ce champ est trop long \(\d+ caractères maximum\)\./);
    expect(await counts()).toEqual(NOTHING);
  });

  it("refuses an unknown intent and an unknown project type", async () => {
    expect((await post({ ...VALID, intent: "pay" })).status).toBe(400);
    expect((await post({ ...VALID, intent: "quote", projectType: "chateau" })).status).toBe(400);
    expect(await counts()).toEqual(NOTHING);
  });

  it("answers a filled honeypot like a success and writes nothing", async () => {
    const response = await post({ ...VALID, intent: "order", website_url: "http://spam.example" });
    expect(response.status).toBe(302);
    expect(pageText(await (await followWithMessage(response)).text())).toContain("Demande de devis envoyée !");
    expect(await counts()).toEqual(NOTHING);
  });

  it("limits submissions per address, counted with the quote forms, with a clear message and Retry-After", async () => {
    const ip = nextIp();
    for (let i = 0; i < SUBMISSIONS_PER_ADDRESS.limit; i += 1) {
      expect(
        (await post({ ...VALID, email: `client${i}@vini.pf`, intent: "quote", notes: `Demande ${i}` }, { ip })).status,
      ).toBe(302);
    }
    const refused = await post({ ...VALID, email: "un-de-plus@vini.pf", intent: "quote", notes: "Encore une" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(pageText(await refused.text())).toMatch(
      /Trop de demandes envoyées depuis votre connexion\. Réessayez dans \d+ min\./,
    );
    expect((await counts()).leads).toBe(SUBMISSIONS_PER_ADDRESS.limit);
    expect((await post({ ...VALID, intent: "quote", notes: "Autre visiteur" })).status).toBe(302);
  });

  it("limits one email sent from rotating addresses", async () => {
    for (let i = 0; i < SUBMISSIONS_PER_EMAIL.limit; i += 1) {
      expect(
        (await post({ ...VALID, email: "repete@vini.pf", intent: "quote", notes: `Demande ${i}` }, { ip: nextIp() }))
          .status,
      ).toBe(302);
    }
    const refused = await post(
      { ...VALID, email: "repete@vini.pf", intent: "quote", notes: "Encore une" },
      { ip: nextIp() },
    );
    expect(refused.status).toBe(429);
    expect(pageText(await refused.text())).toMatch(
      /Trop de demandes envoyées avec cette adresse e-mail\. Réessayez dans \d+ min\./,
    );
    expect((await counts()).leads).toBe(SUBMISSIONS_PER_EMAIL.limit);
  });

  it("refuses an order for a product on quote but accepts a quote request for it", async () => {
    const category = await createCategory(app.database.db);
    const onQuote = await createProduct(app.database.db, {
      categoryId: category.id,
      finalPriceXpf: null,
      basePriceXpf: null,
      freightPriceXpf: null,
      purchasePriceCents: null,
    });
    const path = `/shop/product/${onQuote.slug}`;
    const sheet = pageText(await (await app.request(path)).text());
    expect(sheet).toContain("Recevez un devis personnalisé pour ce produit.");
    expect(sheet).not.toContain("acompte de 60 %");
    const refused = await post({ ...VALID, intent: "order" }, { path });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Ce produit est sur devis : envoyez une demande de devis.");
    expect((await post({ ...VALID, intent: "quote" }, { path })).status).toBe(302);
    expect(await counts()).toEqual({ leads: 1, orders: 0, customers: 1, mails: 2 });
  });

  it("answers 404 for a form sent to an unknown product or language", async () => {
    expect((await post({ ...VALID, intent: "quote" }, { path: "/shop/product/inconnu" })).status).toBe(404);
    expect((await post({ ...VALID, intent: "quote" }, { path: `/xx/shop/product/${slug}` })).status).toBe(404);
    expect(await counts()).toEqual(NOTHING);
  });

  it("answers in English on the English page", async () => {
    const response = await post({ ...VALID, email: "", intent: "quote" }, { path: `/en/shop/product/${slug}` });
    expect(response.status).toBe(400);
    expect(pageText(await response.text())).toContain("Required fields missing Please fill in your name and email");
  });
});
