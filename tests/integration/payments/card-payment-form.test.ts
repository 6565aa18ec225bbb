// The card-payment dialog's form through the built app (issue 11 item 1): the configuration on screen is what is
// charged, priced on the server by the function the sheet uses; whatever else the browser sends changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cardPaymentOrders, rateLimitHits } from "../../../app/db/schema/index.ts";
import { convertFromXpf } from "../../../app/modules/catalog/pricing.ts";
import { TERMS_VERSION } from "../../../app/modules/sales/terms-of-sale.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let app: TestApp;
let slug: string;

beforeAll(async () => {
  app = await startTestApp();
  const category = await createCategory(app.database.db);
  // 100 000 XPF + freight 20 000 per 20-foot container of 2; required 'Modèle' (grand +50 000), extras a +1 000, b −3 000.
  slug = (
    await createProduct(app.database.db, {
      categoryId: category.id,
      shippingUnit: "container_20",
      unitsPerShippingUnit: 2,
    })
  ).slug;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.database.db.delete(cardPaymentOrders);
  await app.database.db.delete(rateLimitHits);
});

const FORM = {
  productSlug: "",
  qty: "3",
  opt_modele: "grand",
  buyerEmail: "Hina@Example.pf",
  acceptTerms: "on",
  lang: "fr",
  mode: "fetch",
  returnTo: "/shop",
};

function post(fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...FORM, productSlug: slug, ...fields })) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return app.request("/payments/card", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
  });
}

const cardOrders = () => app.database.db.select().from(cardPaymentOrders);

describe("card payment of a configured product", () => {
  it("charges the quantity and options chosen, and stores them with the XPF total, the charge and its rate", async () => {
    const response = await post({ opt_extras: ["a", "b"] });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true, url: expect.stringContaining("/sandbox-pay/") });
    const [order] = await cardOrders();
    // unit 100 000 + 50 000 + 1 000 − 3 000 = 148 000; 3 units in 2 containers: 3 × 148 000 + 2 × 20 000.
    const totalXpf = 484_000;
    expect(order).toMatchObject({
      quantity: 3,
      amountXpf: totalXpf,
      amountCents: convertFromXpf(totalXpf, 119.33, "USD"),
      currency: "USD",
      xpfPerUnit: 119.33,
      shippingUnit: "container_20",
      shippingUnitCount: 2,
      freightXpf: 40_000,
      termsVersion: TERMS_VERSION,
      buyerEmail: "hina@example.pf",
      status: "pending",
    });
    expect(order!.amountCents).toBe(405_598);
    expect(order!.termsAcceptedAt).toBeInstanceOf(Date);
    expect(order!.options.map((o) => `${o.code}=${o.valueCode}`)).toEqual(["modele=grand", "extras=a", "extras=b"]);
  });

  it("ignores an amount, a currency or a price sent by the browser, and unknown option values", async () => {
    await post({
      amount: "1",
      amountCents: "100",
      amountXpf: "1",
      currency: "XPF",
      priceDelta: "-999999",
      opt_extras: ["zz"],
      opt_modele: ["grand", "petit"],
    });
    const [order] = await cardOrders();
    // grand only (a select keeps one value), no extras: 3 × 150 000 + 2 × 20 000.
    expect(order).toMatchObject({
      amountXpf: 490_000,
      amountCents: convertFromXpf(490_000, 119.33, "USD"),
      currency: "USD",
    });
    expect(order!.options.map((o) => o.valueCode)).toEqual(["grand"]);
  });

  it("refuses a missing required option with the order form's message, and writes nothing", async () => {
    const response = await post({ opt_modele: "" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      ok: false,
      toast: { title: "Impossible de créer le lien de paiement", description: "Veuillez choisir : Modèle." },
    });
    // A value the product does not have is no choice either.
    expect((await post({ opt_modele: "enorme" })).status).toBe(400);
    expect(await cardOrders()).toHaveLength(0);
  });

  it("refuses a quantity above the bound and a form without the terms, with 400 and nothing written", async () => {
    const tooMany = await post({ qty: "1000" });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      toast: { description: "La quantité doit être un nombre entier entre 1 et 999." },
    });
    const noTerms = await post({ acceptTerms: "" });
    expect(noTerms.status).toBe(400);
    expect(await noTerms.json()).toMatchObject({ result: { error: { acceptTerms: ["errors.termsRequired"] } } });
    expect(await cardOrders()).toHaveLength(0);
  });

  it("answers an English visitor in English", async () => {
    const response = await post({ lang: "en", opt_modele: "" });
    expect(await response.json()).toMatchObject({
      toast: { title: "Could not create the payment link", description: "Please choose: Modèle." },
    });
  });

  it("without JavaScript, redirects to the hosted page and keeps the configuration", async () => {
    const response = await post({ mode: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toContain("/sandbox-pay/");
    const [order] = await cardOrders();
    expect(order).toMatchObject({ quantity: 3, amountXpf: 490_000 });
    await app.database.db.delete(cardPaymentOrders).where(eq(cardPaymentOrders.id, order!.id));
  });
});
