// Two settings the shop's requests follow, through the built app: the business's notifications (new lead, new
// order, payment received) go to the contact email saved on the settings page, the environment's BUSINESS_EMAIL
// when it is empty; and an order or a card payment records the version of the terms in force when its buyer
// accepted them, which changes with the balance terms the settings put in the terms of sale.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentOrders, mailOutbox, orders } from "../../../app/db/schema/index.ts";
import { decodeSandboxSession, deriveSandboxSecret } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { buildSandboxEvent } from "../../../app/modules/payments/send-sandbox-webhook.server.ts";
import { signWebhook } from "../../../app/modules/payments/webhook-signature.server.ts";
import { TERMS_VERSION } from "../../../app/modules/sales/terms-of-sale.ts";
import { type AdminApp, startAdminApp } from "../../support/admin-session.ts";
import { pageText, type TestApp } from "../../support/test-app.ts";
import { sendQuote, signatureFields } from "../portal/portal-app.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";
import { DEFAULT_SETTINGS_FORM } from "./settings-form-fields.ts";

const OWNER_EMAIL = "ventes@pacific.example";

let desk: AdminApp;
let app: TestApp;
let slug: string;
let visitor = 0;

// Starting the app (migrations, the administrator's password hash) can take long on a loaded machine.
beforeAll(async () => {
  desk = await startAdminApp();
  app = desk.app;
  const category = await createCategory(app.database.db);
  slug = (await createProduct(app.database.db, { categoryId: category.id })).slug;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

async function saveSettings(fields: Record<string, string>) {
  const response = await desk.post("/admin/settings", { ...DEFAULT_SETTINGS_FORM, ...fields });
  expect(response.status).toBeLessThan(400);
}

/** A new visitor (address and email) each time, so neither the rate limits nor the duplicate check merge requests. */
function nextVisitor() {
  visitor += 1;
  return { ip: `198.51.100.${visitor}`, email: `acheteur-${visitor}@example.com` };
}

/** The product sheet's form: `quote` makes a lead, `order` an order; answers the order's id. */
async function submitProductForm(intent: "quote" | "order") {
  const { ip, email } = nextVisitor();
  const response = await app.request(`/shop/product/${slug}`, {
    method: "POST",
    ip,
    body: new URLSearchParams({
      intent,
      email,
      full_name: "Teva Martin",
      phone: "+689 87 00 00 01",
      location: "Moorea",
      qty: "1",
      opt_modele: "petit",
      acceptTerms: "on",
    }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, "http://x").searchParams.get("orderId");
}

/** A card payment from the sheet's dialog, paid on the sandbox (its signed webhook): answers the card order's id. */
async function payByCard() {
  const { ip, email } = nextVisitor();
  const response = await app.request("/payments/card", {
    method: "POST",
    ip,
    body: new URLSearchParams({
      productSlug: slug,
      qty: "1",
      opt_modele: "petit",
      buyerEmail: email,
      acceptTerms: "on",
      lang: "fr",
      mode: "fetch",
      returnTo: "/shop",
    }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  // The sandbox derives its secrets from the app's SESSION_SECRET.
  const secret = app.services.env.SESSION_SECRET;
  const session = decodeSandboxSession(secret, new URL(url).pathname.replace("/sandbox-pay/", ""))!;
  const body = JSON.stringify(buildSandboxEvent(session, "pay", new Date()));
  const timestamp = String(Date.now());
  const webhook = await app.request("/webhooks/sandbox", {
    method: "POST",
    body,
    headers: {
      "Content-Type": "application/json",
      "x-timestamp": timestamp,
      "x-signature": signWebhook(deriveSandboxSecret(secret, "webhook"), timestamp, body),
    },
  });
  expect(webhook.status).toBe(200);
  return session.merchantOrderId;
}

/** A quote sent to a customer and accepted on its page (the customer's link): answers the order it made. */
async function acceptQuote() {
  const { path } = await sendQuote(desk, { validUntil: "2099-12-31" });
  const accepted = await app.request(path, {
    method: "POST",
    body: new URLSearchParams({
      intent: "accept",
      acceptTerms: "on",
      ...(await signatureFields((p, init) => app.request(p, init), path)),
    }),
    headers: { Accept: "text/html", "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(accepted.status).toBe(303);
  return /orderId=([0-9a-f-]{36})$/.exec(accepted.headers.get("Location") ?? "")![1]!;
}

/** The subjects of the messages queued for `to`. */
async function subjectsTo(to: string) {
  const rows = await app.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
  return rows.map((row) => row.subject);
}

/** Which notification a subject announces (the French subjects of the lead, order and payment mails). */
function kindOf(subject: string) {
  if (subject.startsWith("Nouvelle demande")) return "lead";
  if (subject.startsWith("Nouvelle commande")) return "order";
  if (subject.startsWith("Paiement reçu")) return "payment";
  if (/^Devis \S+ accepté/.test(subject)) return "quote";
  return subject;
}

async function termsVersionOfOrder(id: string) {
  const [row] = await app.database.db.select({ version: orders.termsVersion }).from(orders).where(eq(orders.id, id));
  return row!.version;
}

async function termsVersionOfCardOrder(id: string) {
  const [row] = await app.database.db
    .select({ version: cardPaymentOrders.termsVersion })
    .from(cardPaymentOrders)
    .where(eq(cardPaymentOrders.id, id));
  return row!.version;
}

describe("the business's notifications", () => {
  it("go to the environment's BUSINESS_EMAIL while the settings have no contact email, then to the saved one (a quote accepted on the customer's page too)", async () => {
    const fallback = app.services.env.BUSINESS_EMAIL;
    await submitProductForm("quote");
    await submitProductForm("order");
    await payByCard();
    await acceptQuote();
    expect((await subjectsTo(fallback)).map(kindOf).sort()).toEqual(["lead", "order", "payment", "quote"]);
    expect(await subjectsTo(OWNER_EMAIL)).toEqual([]);

    await saveSettings({ contact_email: OWNER_EMAIL });
    await submitProductForm("quote");
    await submitProductForm("order");
    await payByCard();
    await acceptQuote();
    expect((await subjectsTo(OWNER_EMAIL)).map(kindOf).sort()).toEqual(["lead", "order", "payment", "quote"]);
    expect(await subjectsTo(fallback)).toHaveLength(4);

    // Emptied again, the field gives the environment's address back.
    await saveSettings({ contact_email: "" });
    await submitProductForm("quote");
    expect(await subjectsTo(fallback)).toHaveLength(5);
    expect(await subjectsTo(OWNER_EMAIL)).toHaveLength(4);
  });
});

describe("the version of the terms an order records", () => {
  it("follows the balance terms of the settings for the next orders, card payments and accepted quotes, not the earlier ones", async () => {
    await saveSettings({});
    const earlierOrder = (await submitProductForm("order"))!;
    const earlierCard = await payByCard();
    const earlierQuoteOrder = await acceptQuote();
    expect(await termsVersionOfOrder(earlierOrder)).toBe(TERMS_VERSION);
    expect(await termsVersionOfCardOrder(earlierCard)).toBe(TERMS_VERSION);
    expect(await termsVersionOfOrder(earlierQuoteOrder)).toBe(TERMS_VERSION);

    await saveSettings({ balance_terms: "à l'arrivée au port de Papeete" });
    const laterOrder = (await submitProductForm("order"))!;
    const laterCard = await payByCard();
    const changed = await termsVersionOfOrder(laterOrder);
    expect(changed).toMatch(new RegExp(`^${TERMS_VERSION}\\+[0-9a-f]{8}$`));
    expect(await termsVersionOfCardOrder(laterCard)).toBe(changed);
    expect(await termsVersionOfOrder(await acceptQuote())).toBe(changed);
    expect(await termsVersionOfOrder(earlierOrder)).toBe(TERMS_VERSION);
    expect(await termsVersionOfOrder(earlierQuoteOrder)).toBe(TERMS_VERSION);
    expect(await termsVersionOfCardOrder(earlierCard)).toBe(TERMS_VERSION);
    // The terms of sale name the version a buyer accepts there.
    const cgv = pageText(await (await app.request("/cgv", { headers: { Accept: "text/html" } })).text());
    expect(cgv).toContain(`Référence : ${changed}.`);
    expect(cgv).toContain("à l'arrivée au port de Papeete");

    // Another translation of the terms is another version; the terms as written give the plain version back.
    await saveSettings({ balance_terms: "à l'arrivée au port de Papeete", balance_terms_en: "on arrival in Papeete" });
    const translated = await termsVersionOfOrder((await submitProductForm("order"))!);
    expect(translated).not.toBe(changed);
    expect(translated).toMatch(new RegExp(`^${TERMS_VERSION}\\+[0-9a-f]{8}$`));
    await saveSettings({});
    expect(await termsVersionOfOrder((await submitProductForm("order"))!)).toBe(TERMS_VERSION);
  });
});
