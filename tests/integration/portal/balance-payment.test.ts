// The balance paid from the buyer's order page (issue 18 item 3) through the built app and the sandbox provider: the
// checkout asks exactly the balance invoice's amount due, its confirmation pays the invoice and the order in full,
// a confirmation for anything else is stored as a mismatch and not applied, and only the link's own order is paid.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  balanceCheckouts,
  invoicePayments,
  invoices,
  mailOutbox,
  orders,
  paymentWebhookEvents,
} from "../../../app/db/schema/index.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { markDocumentSent } from "../../../app/modules/documents/mark-document-sent.server.ts";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { decodeSandboxSession, type SandboxSession } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { buildSandboxEvent, sendSandboxWebhook } from "../../../app/modules/payments/send-sandbox-webhook.server.ts";
import { deriveSandboxSecret } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { signWebhook } from "../../../app/modules/payments/webhook-signature.server.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { pageText } from "../../support/test-app.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { mailsTo, portalPathIn, startDeskAppForFile } from "./portal-app.ts";

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const visit = (path: string) => desk.app.request(path, { headers: { Accept: "text/html" } });
const post = (path: string, fields: Record<string, string>) =>
  desk.app.request(path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
  });

/** An order whose deposit is paid, with its deposit invoice and, unless told otherwise, its balance invoice sent. */
async function orderWithBalance(options: {
  currency?: "XPF" | "USD";
  amount?: number;
  lang?: "fr" | "en" | "zh";
  balance?: "sent" | "draft" | "none";
}) {
  const db = desk.app.database.db;
  const order = await createOrderRow(db, {
    status: "paid",
    paidAt: new Date("2026-11-20T10:00:00Z"),
    currency: options.currency ?? "XPF",
    amount: options.amount ?? 2_267_270,
    lang: options.lang ?? "fr",
  });
  await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
  let balanceId: string | null = null;
  if ((options.balance ?? "sent") !== "none") {
    const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
    balanceId = balance.id;
    if (options.balance !== "draft") {
      await db.transaction((tx) => markDocumentSent(tx, "invoice", balance.id, new Date()));
    }
  }
  const token = await createCustomerLink(db, { kind: "order", orderId: order.id });
  const prefix = options.lang && options.lang !== "fr" ? `/${options.lang}` : "";
  return { order, balanceId, path: `${prefix}/espace/commande/${token}` };
}

function sessionOf(location: string): SandboxSession {
  const token = new URL(location).pathname.replace("/sandbox-pay/", "");
  const session = decodeSandboxSession(desk.app.services.env.SESSION_SECRET, token);
  if (!session) throw new Error(`no sandbox session in ${location}`);
  return session;
}

/** What the sandbox's hosted page does on 'Payer': the signed webhook, posted to the app. */
function payInSandbox(session: SandboxSession) {
  return sendSandboxWebhook({
    session,
    choice: "pay",
    sessionSecret: desk.app.services.env.SESSION_SECRET,
    publicUrl: desk.app.services.env.PUBLIC_URL,
    fetch: (url, init) => desk.app.request(new URL(String(url)).pathname, init),
  });
}

async function invoiceRow(id: string) {
  const [row] = await desk.app.database.db
    .select({ status: invoices.status, amountTotal: invoices.amountTotal, amountPaid: invoices.amountPaid })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}

async function orderStatus(id: string) {
  const [row] = await desk.app.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row?.status;
}

async function checkoutsOf(orderId: string) {
  return desk.app.database.db.select().from(balanceCheckouts).where(eq(balanceCheckouts.orderId, orderId));
}

describe("paying the balance from the order page", () => {
  it("charges the XPF balance converted like the deposit, once for a double click, then the invoice and the order are paid", async () => {
    const db = desk.app.database.db;
    const { order, balanceId, path } = await orderWithBalance({ currency: "XPF" });
    const invoice = await invoiceRow(balanceId!);
    // 2 267 270 XPF: 60 % deposit invoiced and paid, 906 908 XPF left on the balance invoice.
    expect(invoice).toMatchObject({ status: "sent", amountTotal: 906_908, amountPaid: 0 });
    const page = pageText(await (await visit(path)).text());
    expect(page).toContain("Payer le solde (906 908");

    const first = await post(path, { intent: "pay-balance", amount: "1", invoiceId: order.id });
    expect(first.status).toBe(303);
    const location = first.headers.get("Location") ?? "";
    expect(location).toContain("/sandbox-pay/");
    // At the settings' 119.33 XPF per USD, as the deposit: 906 908 / 119.33 = 7 600.00 USD.
    const session = sessionOf(location);
    expect(session).toMatchObject({
      amountMinor: 760_000,
      currency: "USD",
      kind: "balance",
      merchantOrderId: balanceId,
    });
    expect(new URL(session.successUrl).pathname).toBe(`/espace/solde/${balanceId}`);
    expect(session.successUrl).not.toContain(path.split("/").pop());

    // A double click: the same payment (the provider finds it by its request id), one checkout row.
    const second = await post(path, { intent: "pay-balance" });
    expect(sessionOf(second.headers.get("Location") ?? "").paymentId).toBe(session.paymentId);
    const checkouts = await checkoutsOf(order.id);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({
      invoiceId: balanceId,
      amountDue: 906_908,
      invoiceCurrency: "XPF",
      chargeMinor: 760_000,
      chargeCurrency: "USD",
      paymentReference: session.paymentId,
    });

    expect(await payInSandbox(session)).toBe(200);
    expect(await invoiceRow(balanceId!)).toMatchObject({ status: "paid", amountPaid: 906_908 });
    const [payment] = await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, balanceId!));
    expect(payment).toMatchObject({ amount: 906_908, method: "card", reference: `sandbox:${session.paymentId}` });
    expect(await orderStatus(order.id)).toBe("paid");
    const actions = (
      await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, balanceId!))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(["invoice.record_payment", "invoice.balance_paid"]));

    // The buyer's mail in French, whose button opens the order page; the business told too.
    const buyer = await mailsTo(desk, order.customer.email);
    const confirmation = buyer.find((mail) => mail.subject === `Paiement confirmé — commande ${order.id.slice(0, 8)}`);
    expect(confirmation?.text).toContain("Nous avons bien reçu le solde de votre commande");
    const mailPage = pageText(await (await visit(portalPathIn(confirmation!.text, "commande"))).text());
    expect(mailPage).toContain("Commande entièrement payée");
    expect(mailPage).toContain("Reste à payer 0");
    expect(mailPage).not.toContain("Payer le solde");
    const business = await mailsTo(desk, desk.app.services.env.BUSINESS_EMAIL);
    expect(business.some((mail) => mail.subject.startsWith(`Paiement reçu — commande ${order.id.slice(0, 8)}`))).toBe(
      true,
    );

    // The return page says it is paid; paying again is refused and starts nothing.
    const result = await visit(new URL(session.successUrl).pathname);
    expect(result.status).toBe(200);
    expect(result.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(pageText(await result.text())).toContain("Solde payé");
    const again = await post(path, { intent: "pay-balance" });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("Le solde de cette commande est déjà payé.");
    expect(await checkoutsOf(order.id)).toHaveLength(1);
    // A redelivered confirmation pays nothing twice.
    expect(await payInSandbox(session)).toBe(200);
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, balanceId!))).toHaveLength(1);
  });

  it("charges a USD balance to the cent, in the buyer's language", async () => {
    const { order, balanceId, path } = await orderWithBalance({ currency: "USD", amount: 1_233_767, lang: "en" });
    const invoice = await invoiceRow(balanceId!);
    expect(invoice.amountTotal).toBe(493_507);
    expect(pageText(await (await visit(path)).text())).toContain("Pay the balance ($4,935.07)");
    const response = await post(path, { intent: "pay-balance" });
    expect(response.status).toBe(303);
    const session = sessionOf(response.headers.get("Location") ?? "");
    expect(session).toMatchObject({ amountMinor: 493_507, currency: "USD", locale: "en" });
    expect(new URL(session.successUrl).pathname).toBe(`/en/espace/solde/${balanceId}`);
    expect(await payInSandbox(session)).toBe(200);
    expect(await invoiceRow(balanceId!)).toMatchObject({ status: "paid", amountPaid: 493_507 });
    expect(await orderStatus(order.id)).toBe("paid");
    const buyer = await mailsTo(desk, order.customer.email);
    expect(buyer.some((mail) => mail.text.includes("We have received the balance of your order"))).toBe(true);
    expect(pageText(await (await visit(new URL(session.successUrl).pathname)).text())).toContain("Balance paid");
  });

  it("stores a confirmation of another amount or payment as a mismatch and applies nothing", async () => {
    const db = desk.app.database.db;
    const { order, balanceId, path } = await orderWithBalance({ currency: "XPF" });
    const session = sessionOf((await post(path, { intent: "pay-balance" })).headers.get("Location") ?? "");
    const secret = deriveSandboxSecret(desk.app.services.env.SESSION_SECRET, "webhook");
    const forged: SandboxSession[] = [
      { ...session, amountMinor: session.amountMinor - 100 },
      { ...session, currency: "HKD" },
      { ...session, paymentId: "sbx_int_000000000000000000000000" },
    ];
    for (const variant of forged) {
      const body = JSON.stringify(buildSandboxEvent(variant, "pay", new Date()));
      const timestamp = String(Date.now());
      const response = await desk.app.request("/webhooks/sandbox", {
        method: "POST",
        body,
        headers: {
          "content-type": "application/json",
          "x-timestamp": timestamp,
          "x-signature": signWebhook(secret, timestamp, body),
        },
      });
      expect(response.status).toBe(200);
    }
    const events = await db
      .select({ outcome: paymentWebhookEvents.outcome, orderKind: paymentWebhookEvents.orderKind })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.orderId, order.id));
    expect(events).toEqual([
      { outcome: "mismatch", orderKind: "balance" },
      { outcome: "mismatch", orderKind: "balance" },
      { outcome: "mismatch", orderKind: "balance" },
    ]);
    expect(await invoiceRow(balanceId!)).toMatchObject({ status: "sent", amountPaid: 0 });
    expect(await db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, balanceId!))).toHaveLength(0);
    expect((await checkoutsOf(order.id))[0]?.paidAt).toBeNull();
    const mismatches = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, balanceId!), eq(auditLog.action, "invoice.payment_mismatch")));
    expect(mismatches).toHaveLength(3);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, order.customer.email))).toHaveLength(0);
    expect(pageText(await (await visit(path)).text())).toContain("Payer le solde");
    // The administrator sees them on the order's page, with what was expected and what came.
    const adminPage = pageText(await (await desk.get(`/admin/orders/${order.id}`)).text());
    expect(adminPage).toContain("Écart refusé");
    expect(adminPage).toContain(`Attendu : sandbox:${session.paymentId} ${session.amountMinor} USD`);
  });

  it("offers nothing and refuses a forged post while no balance invoice is issued", async () => {
    for (const balance of ["none", "draft"] as const) {
      const { order, path } = await orderWithBalance({ balance });
      const page = pageText(await (await visit(path)).text());
      expect(page).not.toContain("Payer le solde");
      const forged = await post(path, { intent: "pay-balance" });
      expect(forged.status, balance).toBe(409);
      expect(pageText(await forged.text())).toContain("Aucun solde n'est à régler en ligne pour cette commande.");
      expect(await checkoutsOf(order.id)).toHaveLength(0);
    }
    const { path } = await orderWithBalance({});
    const unknown = await post(path, { intent: "pay-deposit" });
    expect(unknown.status).toBe(400);
  });

  it("pays only the order of the link it is posted to", async () => {
    const mine = await orderWithBalance({});
    const other = await orderWithBalance({ balance: "none" });
    // Another order's link, with this order's ids in the body: nothing is started for this order.
    const forged = await post(other.path, {
      intent: "pay-balance",
      orderId: mine.order.id,
      invoiceId: mine.balanceId!,
    });
    expect(forged.status).toBe(409);
    expect(await checkoutsOf(mine.order.id)).toHaveLength(0);
    // A third order with its own balance: its link pays its own invoice only.
    const third = await orderWithBalance({});
    const response = await post(third.path, { intent: "pay-balance", invoiceId: mine.balanceId! });
    expect(sessionOf(response.headers.get("Location") ?? "").merchantOrderId).toBe(third.balanceId);
    expect(await checkoutsOf(mine.order.id)).toHaveLength(0);
    // A revoked or unknown link is the ordinary 404.
    expect((await post(`/espace/commande/${"x".repeat(43)}`, { intent: "pay-balance" })).status).toBe(404);
    // The return page of an invoice never paid online is a 404 too.
    expect((await visit(`/espace/solde/${mine.balanceId}`)).status).toBe(404);
  });
});

describe("the sandbox's payment page", () => {
  it("names the merchant as the settings page does, else as the environment does", async () => {
    const db = desk.app.database.db;
    const { path } = await orderWithBalance({});
    const location = (await post(path, { intent: "pay-balance" })).headers.get("Location") ?? "";
    const sandboxPath = new URL(location).pathname;
    const envName = desk.app.services.env.COMPANY_NAME;
    expect(pageText(await (await visit(sandboxPath)).text())).toContain(envName);
    await updateSetting(db, "company_name", "Pacific Sourcing Limited");
    try {
      const page = pageText(await (await visit(sandboxPath)).text());
      expect(page).toContain("Pacific Sourcing Limited");
      expect(page).not.toContain(envName);
    } finally {
      await updateSetting(db, "company_name", "");
    }
  });
});
