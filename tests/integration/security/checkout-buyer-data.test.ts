// /checkout?orderId=… shows the buyer's name, email and phone only to the browser that placed the order or with the
// order page's token (issue 28 item 5): the order id alone, which travels in mails and logs, shows the order without
// them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let app: TestApp;
let slug: string;

beforeAll(async () => {
  app = await startTestApp();
  const category = await createCategory(app.database.db, { key: "equip", name: "Équipements & outillage pro" });
  slug = (await createProduct(app.database.db, { categoryId: category.id, slug: "mini-pelle-acheteur" })).slug;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

const BUYER = {
  phone: "+689 87 00 00 77",
  company: "Fare SARL",
  location: "Moorea",
  projectType: "renovation",
  qty: "1",
  opt_modele: "grand",
  acceptTerms: "on",
  intent: "order",
};

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

let orderCount = 0;

/** A new order by a new buyer (the same buyer's same order would be the same one). */
async function placeOrder(ip: string, cookie = "") {
  orderCount += 1;
  const fields = { ...BUYER, email: `acheteur${orderCount}@example.com`, full_name: `Teva Acheteur${orderCount}` };
  const response = await app.request(`/shop/product/${slug}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    ip,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });
  expect(response.status).toBe(302);
  const location = response.headers.get("location")!;
  return {
    location,
    orderId: new URL(location, "http://x").searchParams.get("orderId")!,
    cookie: cookieOf(response),
    facts: [fields.full_name, fields.email, BUYER.phone],
  };
}

async function checkoutText(path: string, cookie?: string) {
  const response = await app.request(path, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
  expect(response.status).toBe(200);
  return pageText(await response.text());
}

describe("the checkout page's buyer details", () => {
  it("shows them to the browser that placed the order, and hides them from anyone holding only the id", async () => {
    const first = await placeOrder("198.51.100.71");
    const mine = await checkoutText(first.location, first.cookie);
    for (const fact of first.facts) expect(mine).toContain(fact);

    const stranger = await checkoutText(first.location);
    for (const fact of first.facts) expect(stranger).not.toContain(fact);
    // The page itself still works: the order and its deposit, without the section of the buyer's details.
    expect(stranger).toContain("Paiement de l'acompte");
    expect(stranger).not.toContain("Vos informations");
    expect(mine).toContain("Vos informations");

    // A forged or foreign cookie shows nothing; a second order keeps the first one visible to its browser.
    const second = await placeOrder("198.51.100.72", first.cookie);
    const both = second.cookie;
    for (const fact of first.facts) expect(await checkoutText(first.location, both)).toContain(fact);
    const other = await placeOrder("198.51.100.73");
    for (const fact of first.facts) expect(await checkoutText(first.location, other.cookie)).not.toContain(fact);
    const forged = `bpe_orders=${Buffer.from(JSON.stringify([first.orderId])).toString("base64")}`;
    for (const fact of first.facts) expect(await checkoutText(first.location, forged)).not.toContain(fact);
  });

  it("shows them with the order page's token, and not with another order's", async () => {
    const placed = await placeOrder("198.51.100.74");
    const other = await placeOrder("198.51.100.75");
    const token = await createCustomerLink(app.database.db, { kind: "order", orderId: placed.orderId });
    const otherToken = await createCustomerLink(app.database.db, { kind: "order", orderId: other.orderId });
    const withToken = await checkoutText(`${placed.location}&token=${token}`);
    for (const fact of placed.facts) expect(withToken).toContain(fact);
    const wrongToken = await checkoutText(`${placed.location}&token=${otherToken}`);
    for (const fact of placed.facts) expect(wrongToken).not.toContain(fact);
  });
});
