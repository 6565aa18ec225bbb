// The buyer's quote page (issue 18 items 1, 2 and 4) through the built app: the link in the quote's email, the
// acceptance that makes the order and leads to the deposit of ruling 12, the refusal, an expired quote, and the
// answers to a revoked, wrong or overused token.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, customerLinks, customers, orders, quotes } from "../../../app/db/schema/index.ts";
import { splitDeposit } from "../../../app/modules/catalog/pricing.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import { updateQuote } from "../../../app/modules/documents/update-quote.server.ts";
import { hashToken } from "../../../app/modules/portal/customer-links.server.ts";
import { PORTAL_REQUESTS_PER_TOKEN } from "../../../app/modules/portal/portal-access.server.ts";
import { pageText } from "../auth/auth-app.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { mailsTo, portalPathIn, sendQuote, signatureFields, startDeskAppForFile } from "./portal-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const visitor = (path: string, init: RequestInit & { ip?: string } = {}) =>
  desk.app.request(path, { ...init, headers: { Accept: "text/html", ...init.headers } });
const post = (path: string, fields: Record<string, string>, ip?: string) =>
  visitor(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    ip,
  });
/** An answer; an acceptance is signed as the page asks (typed name, the PDF's hash shown) unless `fields` say. */
const answer = async (path: string, fields: Record<string, string>, ip?: string) =>
  post(path, fields.intent === "accept" ? { ...(await signatureFields(visitor, path)), ...fields } : fields, ip);
const mainText = (html: string) => pageText(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "");
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the quote's page", () => {
  it("is linked from the quote's email, shows the lines, total and validity, private and sending no referrer to other sites", async () => {
    const { quote, path, mail } = await sendQuote(desk, { validUntil: "2099-12-31" });
    expect(mail.text).toContain("Voir le devis en ligne");
    const page = await visitor(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    const text = pageText(html);
    expect(text).toContain(`Devis ${quote.number}`);
    expect(text).toContain("Tiny house 20 pieds");
    expect(text).toContain("12 337,67"); // 11 000,00 + 3 × 445,89
    expect(text).toContain("Valable jusqu'au 31 décembre 2099");
    expect(text).toContain("Accepter le devis");
    // The same page in Chinese by the URL's prefix.
    const zh = pageText(await (await visitor(`/zh${path}`)).text());
    expect(zh).toContain(`报价单 ${quote.number}`);
    // Only the hash of the token is stored.
    const token = path.split("/").pop()!;
    const [link] = await desk.app.database.db.select().from(customerLinks).where(eq(customerLinks.quoteId, quote.id));
    expect(link?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link?.lastOpenedAt).not.toBeNull();
  });

  it("shows the SHA-256 of the very PDF its link downloads (issue 31 item 3)", async () => {
    const { path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const text = pageText(await (await visitor(path)).text());
    const shown = /Empreinte SHA-256 du PDF du devis : ([0-9a-f]{64})/.exec(text)?.[1];
    const pdf = await desk.app.request(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(shown).toBe(createHash("sha256").update(bytes).digest("hex"));
  });

  it("accepts only with the terms box ticked, then makes the order at the quote's total and sends the buyer to the deposit of ruling 12", async () => {
    const { quote, customer, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const db = desk.app.database.db;
    const refused = await answer(path, { intent: "accept" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Veuillez accepter les conditions générales de vente");
    expect(await db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);

    // A total sent by the browser is not read.
    const signed = await signatureFields(visitor, path);
    const accepted = await answer(path, { intent: "accept", acceptTerms: "on", total: "1", amount: "1", ...signed });
    expect(accepted.status).toBe(303);
    const location = accepted.headers.get("Location") ?? "";
    const orderId = /^\/checkout\?orderId=([0-9a-f-]{36})$/.exec(location)?.[1];
    expect(orderId).toBeDefined();
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId!));
    expect(order).toMatchObject({ amount: 1_233_767, currency: "USD", depositRatio: 0.6, status: "pending" });
    expect(order?.termsAcceptedAt).not.toBeNull();
    const [row] = await db
      .select({ status: quotes.status, orderId: quotes.orderId })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    expect(row).toEqual({ status: "accepted", orderId });

    // The checkout shows and asks for 60 % of the quote's total.
    const deposit = splitDeposit(quote.total, 0.6).deposit;
    expect(deposit).toBe(740_260);
    const checkout = pageText(await (await visitor(location)).text());
    expect(checkout).toContain("Payer l'acompte (7 402,60");
    const pay = await answer(location, {});
    expect(pay.status).toBe(303);
    expect(pay.headers.get("Location")).toContain("/sandbox-pay/");
    const [charged] = await db
      .select({ minor: orders.depositChargeMinor, currency: orders.depositChargeCurrency })
      .from(orders)
      .where(eq(orders.id, orderId!));
    expect(charged).toEqual({ minor: deposit, currency: "USD" });

    // Audited, the business told, the buyer given their order's page; a second click finds the same order.
    const actions = (await db.select({ action: auditLog.action }).from(auditLog)).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["quote.accept", "order.create_from_quote"]));
    const business = await mailsTo(desk, desk.app.services.env.BUSINESS_EMAIL);
    expect(business.some((mail) => mail.subject.startsWith(`Devis ${quote.number} accepté`))).toBe(true);
    const buyerMails = await mailsTo(desk, customer.email);
    const orderMail = buyerMails.find((mail) => mail.subject.includes("est enregistrée"));
    const orderPage = await visitor(portalPathIn(orderMail!.text, "commande"));
    expect(orderPage.status).toBe(200);
    expect(pageText(await orderPage.text())).toContain("Payer l'acompte");
    const again = await answer(path, { intent: "accept", acceptTerms: "on", ...signed });
    expect(again.headers.get("Location")).toBe(location);
    expect(await db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(1);
  });

  it("lets the buyer complete their numéro TAHITI and addresses on accepting; a malformed number is refused, nothing accepted", async () => {
    const { quote, customer, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    const db = desk.app.database.db;
    const page = pageText(await (await visitor(path)).text());
    expect(page).toContain("Vos coordonnées de facturation (facultatif)");
    expect(page).toContain("Numéro TAHITI");

    const refused = await answer(path, { intent: "accept", acceptTerms: "on", taxId: "12-34" });
    expect(refused.status).toBe(400);
    expect(pageText(await refused.text())).toContain("Numéro TAHITI invalide");
    const [open] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(open?.status).toBe("sent");

    const accepted = await answer(path, {
      intent: "accept",
      acceptTerms: "on",
      taxId: "b98765",
      address: "BP 99, 98714 Papeete",
      deliveryAddress: "",
    });
    expect(accepted.status).toBe(303);
    const [row] = await db
      .select({ taxId: customers.taxId, address: customers.address, deliveryAddress: customers.deliveryAddress })
      .from(customers)
      .where(eq(customers.id, customer.id));
    // An empty field keeps what was stored.
    expect(row).toEqual({ taxId: "B98765", address: "BP 99, 98714 Papeete", deliveryAddress: null });
    const [audit] = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "customer.complete_identity"));
    expect(audit?.summary).toEqual({ fields: ["taxId", "address"], quote: quote.number });
  });

  it("refuses with an optional reason, audited and told to the business", async () => {
    const { quote, path } = await sendQuote(desk, { validUntil: "2099-12-31" });
    // Posted under a prefix that is not a language, the answer is an unknown page's and changes nothing.
    for (const prefix of ["/fr", "/xyz"]) {
      expect((await answer(`${prefix}${path}`, { intent: "refuse", reason: "Budget dépassé" })).status).toBe(404);
    }
    const [untouched] = await desk.app.database.db
      .select({ status: quotes.status })
      .from(quotes)
      .where(eq(quotes.id, quote.id));
    expect(untouched?.status).toBe("sent");
    const refused = await answer(path, { intent: "refuse", reason: "Budget dépassé" });
    expect(refused.status).toBe(303);
    const db = desk.app.database.db;
    const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe("rejected");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "quote.refuse"));
    expect(audit?.summary).toMatchObject({ number: quote.number, reason: "Budget dépassé" });
    const business = await mailsTo(desk, desk.app.services.env.BUSINESS_EMAIL);
    expect(business.find((mail) => mail.subject === `Devis ${quote.number} refusé`)?.text).toContain("Budget dépassé");
    expect(pageText(await (await visitor(path)).text())).toContain("Devis refusé");
  });

  it("says an expired quote has expired, offers a new one, and cannot accept it", async () => {
    const { quote, customer, path } = await sendQuote(desk, { validUntil: "2020-01-31" });
    const page = pageText(await (await visitor(path)).text());
    expect(page).toContain("Ce devis a expiré");
    expect(page).toContain("Demander un nouveau devis");
    expect(page).not.toContain("Accepter le devis");
    const accepted = await answer(path, { intent: "accept", acceptTerms: "on" });
    expect(accepted.status).toBe(409);
    expect(pageText(await accepted.text())).toContain("Ce devis a expiré et ne peut plus être accepté");
    const db = desk.app.database.db;
    expect(await db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);
    const [row] = await db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, quote.id));
    expect(row?.status).toBe("sent");
  });
});

describe("the tokens", () => {
  it("answers a revoked, a wrong and a malformed token with the site's ordinary 404", async () => {
    const { quote, path } = await sendQuote(desk);
    const unknown = await visitor("/cette-page-n-existe-pas");
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();

    // Revoking needs the administrator; then the link is an unknown page.
    const anonymous = await desk.app.request(`/admin/quotes/${quote.id}/link`, {
      method: "POST",
      body: new URLSearchParams({ intent: "revoke-link" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(anonymous.status).toBe(401);
    expect((await visitor(path)).status).toBe(200);
    // A valid link under a prefix that is not a language ("/fr", "/xyz") is an unknown page too, like any site page.
    expect((await visitor(`/fr${path}`)).status).toBe(404);
    expect((await visitor(`/xyz${path}`)).status).toBe(404);
    const revoke = await desk.post(`/admin/quotes/${quote.id}/link`, { intent: "revoke-link" });
    expect(await revoke.json()).toEqual({ ok: true, message: "Liens révoqués" });

    const wrong = path.replace(/[A-Za-z0-9_-]{43}$/, "A".repeat(43));
    for (const url of [
      path,
      wrong,
      "/espace/devis/court",
      `${path}/pdf`.replace(/devis\/[^/]+/, "devis/" + "B".repeat(43)),
    ]) {
      const response = await visitor(url);
      expect(response.status, url).toBe(404);
      if (url.endsWith("/pdf")) continue;
      const html = await response.text();
      expect(titleOf(html), url).toBe(titleOf(unknownHtml));
      expect(mainText(html), url).toBe(mainText(unknownHtml));
    }
    // A quote link does not open an order page.
    expect((await visitor(path.replace("/devis/", "/commande/"))).status).toBe(404);
  });

  it("limits the requests of one token with a clear 429", async () => {
    const { path } = await sendQuote(desk);
    for (let index = 0; index < PORTAL_REQUESTS_PER_TOKEN.limit; index += 1) {
      const response = await visitor(path, { ip: `203.0.113.${index % 200}` });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const limited = await visitor(path, { ip: "203.0.113.250" });
    expect(limited.status).toBe(429);
    expect(pageText(await limited.text())).toContain(
      "Trop de demandes pour ce lien. Veuillez réessayer dans quelques minutes.",
    );
  });
});

describe("a quote made from an order", () => {
  /** An order, a quote made from it by the administrator and sent: the buyer's link to that quote. */
  async function quoteFromOrder(values: Partial<typeof orders.$inferInsert>) {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, { amount: 1_000_000, ...values });
    const quote = await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
    // The administrator adapts the quote: the installation added.
    await updateQuote({
      db,
      actor: ACTOR,
      quoteId: quote.id,
      lines: [
        { description: "Kit solaire 5 kW", qty: 1, unitPrice: 1_000_000 },
        { description: "Pose", qty: 1, unitPrice: 250_000 },
      ],
    });
    const sent = await desk.post(`/admin/quotes/${quote.id}/preview`, { intent: "send" });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(desk, order.customer.email);
    const [row] = await db.select({ total: quotes.total }).from(quotes).where(eq(quotes.id, quote.id));
    return { order, quote: { ...quote, total: row!.total }, path: portalPathIn(mail!.text, "devis") };
  }
  const ordersOf = (customerId: string) =>
    desk.app.database.db
      .select({ id: orders.id, amount: orders.amount, status: orders.status })
      .from(orders)
      .where(eq(orders.customerId, customerId));

  it("takes over the order while it waits for its deposit: its amounts follow the quote, no second order", async () => {
    const db = desk.app.database.db;
    const { order, quote, path } = await quoteFromOrder({ status: "pending" });
    expect(quote.total).toBe(1_250_000);
    // A deposit checkout asked for the old amount: forgotten, so its payment could never be applied.
    await db
      .update(orders)
      .set({
        paymentProvider: "sandbox",
        paymentReference: "sbx_int_0123456789abcdef01234567",
        depositChargeMinor: 5_028,
      })
      .where(eq(orders.id, order.id));
    const accepted = await answer(path, { intent: "accept", acceptTerms: "on" });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("Location")).toBe(`/checkout?orderId=${order.id}`);
    expect(await ordersOf(order.customer.id)).toEqual([{ id: order.id, amount: quote.total, status: "pending" }]);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ paymentReference: null, depositChargeMinor: null, termsVersion: expect.any(String) });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "order.update_from_quote"));
    expect(audit).toMatchObject({ entityId: order.id });
    expect(audit?.summary).toMatchObject({ quote: quote.number, amount: quote.total, previousAmount: 1_000_000 });
    const [acceptedQuote] = await db.select({ orderId: quotes.orderId }).from(quotes).where(eq(quotes.id, quote.id));
    expect(acceptedQuote?.orderId).toBe(order.id);
  });

  it("never changes an order already paid, invoiced or cancelled: the quote makes a new order", async () => {
    const db = desk.app.database.db;
    const cases = [
      { status: "paid", paidAt: new Date("2026-11-20T10:00:00Z") },
      { status: "processing", paidAt: new Date("2026-11-20T10:00:00Z") },
      { status: "cancelled" },
    ] as const;
    for (const values of cases) {
      const { order, quote, path } = await quoteFromOrder(values);
      const accepted = await answer(path, { intent: "accept", acceptTerms: "on" });
      expect(accepted.status, values.status).toBe(303);
      const newId = /orderId=([0-9a-f-]{36})$/.exec(accepted.headers.get("Location") ?? "")?.[1];
      expect(newId, values.status).not.toBe(order.id);
      const rows = await ordersOf(order.customer.id);
      expect(rows, values.status).toHaveLength(2);
      expect(
        rows.find((row) => row.id === order.id),
        values.status,
      ).toEqual({
        id: order.id,
        amount: 1_000_000,
        status: values.status,
      });
      expect(rows.find((row) => row.id === newId)).toMatchObject({ amount: quote.total, status: "pending" });
    }
    // Pending, but its deposit invoiced (a transfer awaited): left as it is too.
    const { order, path } = await quoteFromOrder({ status: "pending" });
    await db.update(orders).set({ paidAt: null }).where(eq(orders.id, order.id));
    await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    await answer(path, { intent: "accept", acceptTerms: "on" });
    const rows = await ordersOf(order.customer.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === order.id)?.amount).toBe(1_000_000);
  });
});
