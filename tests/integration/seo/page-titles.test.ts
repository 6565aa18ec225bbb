// Every public page's <title> says what its <h1> says, with the site's name (issue 27 item 9), in each language:
// the pages are fetched from the built app and the two compared.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_TITLE_MAX_LENGTH, pageTitle } from "../../../app/modules/seo/page-title.ts";
import { cardPaymentOrders } from "../../../app/db/schema/index.ts";
import { createQuote } from "../../../app/modules/documents/create-quote.server.ts";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";
import { ACTOR, createCustomer } from "../documents/document-factories.ts";
import { createDepositOrder } from "../payments/payment-factories.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

const SITE = "BPE Polynésie";
let app: TestApp;
const paths: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  const { db } = app.database;
  const category = await createCategory(db, { key: "titres", name: "Équipements & outillage pro" });
  const product = await createProduct(db, { categoryId: category.id, slug: "pelle-titres", title: "Pelle « titres »" });
  const deposit = await createDepositOrder(db);
  const [card] = await db
    .insert(cardPaymentOrders)
    .values({ amountCents: 10_000, buyerEmail: "hina@example.com", productId: product.id, productSlug: product.slug })
    .returning({ id: cardPaymentOrders.id });
  const customer = await createCustomer(db);
  const quote = await createQuote({
    db,
    actor: ACTOR,
    customerId: customer.id,
    currency: "USD",
    status: "sent",
    lines: [{ description: "Tiny house 20 pieds", qty: 1, unitPrice: 1_100_000 }],
  });
  const quoteToken = await createCustomerLink(db, { kind: "quote", quoteId: quote.id });
  const orderToken = await createCustomerLink(db, { kind: "order", orderId: deposit.id });
  Object.assign(paths, {
    home: "/",
    shop: "/shop",
    category: "/shop/titres",
    "unknown category": "/shop/inconnue",
    product: "/shop/product/pelle-titres",
    "unknown product": "/shop/product/inconnu",
    "custom quote": "/devis",
    terms: "/cgv",
    "thank-you": "/thank-you",
    "thank-you, deposit": `/thank-you?orderId=${deposit.id}`,
    "thank-you, cancelled": `/thank-you?orderId=${deposit.id}&cancelled=1`,
    checkout: `/checkout?orderId=${deposit.id}`,
    "payment success": `/payment/success?orderId=${card!.id}`,
    "payment cancel": `/payment/cancel?orderId=${card!.id}`,
    "payment declined": `/payment/cancel?orderId=${card!.id}&failed=1`,
    "buyer's quote": `/espace/devis/${quoteToken}`,
    "buyer's order": `/espace/commande/${orderToken}`,
    "404": "/page-inexistante",
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

async function titleAndHeading(path: string) {
  const response = await app.request(path);
  const html = await response.text();
  const titles = [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => decode(m[1]!));
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!));
  return { status: response.status, titles, headings };
}

describe.each(["", "/en", "/zh"])("page titles%s", (prefix) => {
  it("say what each page's heading says, with the site's name", async () => {
    const found: Record<string, { titles: string[]; headings: string[] }> = {};
    for (const [name, path] of Object.entries(paths)) {
      const { status, titles, headings } = await titleAndHeading(path === "/" && prefix ? prefix : `${prefix}${path}`);
      expect(status, name).toBeLessThan(500);
      found[name] = { titles, headings };
    }
    for (const [name, { titles, headings }] of Object.entries(found)) {
      expect(headings, `${name}: one <h1>`).toHaveLength(1);
      expect(titles, `${name}: one <title>`).toHaveLength(1);
      // A heading's closing full stop ('Produit introuvable.', storefront §2) is not part of a title.
      // Past 70 characters with the site's name (the home page's long heading), the heading alone.
      const heading = headings[0]!.replace(/[.。]$/, "");
      expect(titles[0], name).toBe(pageTitle(heading, `${heading} — ${SITE}`));
      expect(titles[0]!.length, `${name}: ${titles[0]}`).toBeLessThanOrEqual(PAGE_TITLE_MAX_LENGTH);
    }
  });
});
