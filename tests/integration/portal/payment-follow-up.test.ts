// After the first payment, through the built app and the sandbox provider (issue 26 items 1, 2, 4, 5): the sandbox's
// page takes nothing more once paid, the buyer's page follows the money ('Acompte reçu', 'Solde reçu'), the balance
// page shows what the card is charged and refuses a stale amount, the result page leads back to the order, and the
// order page lists overpayments, which only the administrator may refund, keep or record.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orderMilestones, overpayments } from "../../../app/db/schema/index.ts";
import { createBalanceInvoice } from "../../../app/modules/documents/create-balance-invoice.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { sendDocument } from "../../../app/modules/documents/send-document.server.tsx";
import { decodeSandboxSession, type SandboxSession } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { sendSandboxWebhook } from "../../../app/modules/payments/send-sandbox-webhook.server.ts";
import { createCustomerLink } from "../../../app/modules/portal/customer-links.server.ts";
import { form, pageText } from "../../support/test-app.ts";
import type { DeskApp } from "../admin/documents-desk-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { portalPathIn, startDeskAppForFile } from "./portal-app.ts";

const COMPANY = { name: "BPE Engineering & Sourcing Limited", registration: "BR 74839201", address: "Hong Kong" };

let desk: DeskApp;
startDeskAppForFile((started) => (desk = started));

const visit = (path: string, cookie?: string) =>
  desk.app.request(path, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
const post = (path: string, fields: Record<string, string>) =>
  desk.app.request(path, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
  });

function sessionOf(location: string): { token: string; session: SandboxSession } {
  const token = new URL(location).pathname.replace("/sandbox-pay/", "");
  const session = decodeSandboxSession(desk.app.services.env.SESSION_SECRET, token);
  if (!session) throw new Error(`no sandbox session in ${location}`);
  return { token, session };
}

const pay = (session: SandboxSession) =>
  sendSandboxWebhook({
    session,
    choice: "pay",
    sessionSecret: desk.app.services.env.SESSION_SECRET,
    publicUrl: desk.app.services.env.PUBLIC_URL,
    fetch: (url, init) => desk.app.request(new URL(String(url)).pathname, init),
  });

async function stepsOf(orderId: string) {
  const rows = await desk.app.database.db
    .select({ milestone: orderMilestones.milestone })
    .from(orderMilestones)
    .where(eq(orderMilestones.orderId, orderId));
  return rows.map((row) => row.milestone).sort();
}

describe("after the first payment", () => {
  it("pays a deposit once: the sandbox page then says it is paid, and the buyer's page shows 'Acompte reçu'", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, { status: "pending", currency: "XPF", amount: 1_000_000 });
    const checkoutPath = `/checkout?orderId=${order.id}`;
    const leave = await post(checkoutPath, {});
    expect(leave.status).toBe(303);
    const { token, session } = sessionOf(leave.headers.get("Location") ?? "");
    expect(await pay(session)).toBe(200);

    // Like the provider's page: a paid payment takes nothing more.
    const page = await visit(`/sandbox-pay/${token}`);
    expect(pageText(await page.text())).toContain("Ce paiement a déjà été effectué : rien de plus ne sera débité.");
    const again = await post(`/sandbox-pay/${token}`, { choice: "pay" });
    expect(again.status).toBe(409);
    // No new payment for a paid deposit: the checkout leads to the confirmation, not to the provider.
    const second = await post(checkoutPath, {});
    expect(second.headers.get("Location")).toBe(`/thank-you?orderId=${order.id}`);

    expect(await stepsOf(order.id)).toEqual(["deposit_received"]);
    const link = await createCustomerLink(db, { kind: "order", orderId: order.id });
    const buyerPage = pageText(await (await visit(`/espace/commande/${link}`)).text());
    expect(buyerPage).toMatch(/Acompte reçu \d{1,2} \S+ \d{4} Nous avons bien reçu votre acompte/);
    expect(buyerPage).toContain("En fabrication À venir");
  });

  it("shows the balance's card amount before leaving, refuses a stale one, and leads back to the order once paid", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, {
      status: "paid",
      paidAt: new Date("2026-11-20T10:00:00Z"),
      currency: "XPF",
      amount: 2_267_270,
    });
    await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const balance = await createBalanceInvoice({ db, actor: ACTOR, orderId: order.id });
    // Sent by email: the mail carries the way to pay the balance online, the order's own page.
    const sent = await sendDocument({
      db,
      actor: ACTOR,
      type: "invoice",
      documentId: balance.id,
      company: COMPANY,
      publicUrl: "http://shop.test",
    });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.mailId));
    expect(mail?.text).toContain("Payer le solde en ligne");
    const path = portalPathIn(mail!.text, "commande");
    // 906 908 XPF at 119.33 XPF per USD.
    const page = pageText(await (await visit(path)).text());
    expect(page).toMatch(/Montant débité par carte : 7\s600,00\sUSD/);

    const stale = await post(path, { intent: "pay-balance", shownAmountMinor: "700000", shownCurrency: "USD" });
    expect(stale.status).toBe(409);
    expect(pageText(await stale.text())).toMatch(/il est maintenant de 7\s600,00\sUSD/);

    const leave = await post(path, { intent: "pay-balance", shownAmountMinor: "760000", shownCurrency: "USD" });
    expect(leave.status).toBe(303);
    const cookie = (leave.headers.get("Set-Cookie") ?? "").split(";")[0]!;
    expect(cookie).toContain("bpe_order_page=");
    const { session } = sessionOf(leave.headers.get("Location") ?? "");
    expect(await pay(session)).toBe(200);
    expect(await stepsOf(order.id)).toEqual(["balance_received"]);

    const result = await (await visit(new URL(session.successUrl).pathname, cookie)).text();
    expect(result).toContain(`href="${path}"`);
    expect(pageText(result)).toContain("Voir ma commande");
    const afterPage = pageText(await (await post(path, { intent: "pay-balance" })).text());
    expect(afterPage).toContain("Le solde de cette commande est déjà payé.");
  });

  it("lists the order's overpayments; only the administrator records, refunds or keeps them", async () => {
    const db = desk.app.database.db;
    const order = await createOrderRow(db, { status: "paid", currency: "XPF", amount: 500_000 });
    const page = `/admin/orders/${order.id}`;
    const anonymous = await post(page, { intent: "overpayment-record", amount: "1000", currency: "XPF" });
    expect([302, 303, 401, 403]).toContain(anonymous.status);
    expect(await db.select().from(overpayments).where(eq(overpayments.orderId, order.id))).toHaveLength(0);

    const invalid = await desk.post(page, { intent: "overpayment-record", amount: "-5", currency: "XPF" });
    expect(invalid.status).toBe(400);
    // A day the calendar lacks is refused, never stored as the next month's.
    const noSuchDay = { intent: "overpayment-record", amount: "1000", currency: "XPF", receivedOn: "2026-02-31" };
    expect((await desk.post(page, noSuchDay)).status).toBe(400);
    // An amount past what one overpayment holds is refused, never stored cut down to the limit.
    const tooLarge = {
      intent: "overpayment-record",
      amount: "3 000 000 000",
      currency: "XPF",
      receivedOn: "2026-11-25",
    };
    expect((await desk.post(page, tooLarge)).status).toBe(400);
    const recorded = await desk.post(page, {
      intent: "overpayment-record",
      amount: "12 000",
      currency: "XPF",
      receivedOn: "2026-11-25",
      reference: "VIR-2026-118",
    });
    expect(recorded.status).toBe(303);
    const [row] = await db.select().from(overpayments).where(eq(overpayments.orderId, order.id));
    expect(row).toMatchObject({ source: "manual", amountMinor: 12_000, currency: "XPF", status: "open" });
    const text = pageText(await (await desk.get(page)).text());
    expect(text).toContain("Trop-perçus");
    expect(text).toMatch(/12\s000\sXPF/);
    expect(text).toContain("VIR-2026-118");

    const refusedKeep = await post(page, { intent: "overpayment-keep", overpaymentId: row!.id });
    expect([302, 303, 401, 403]).toContain(refusedKeep.status);
    expect((await db.select().from(overpayments).where(eq(overpayments.id, row!.id)))[0]?.status).toBe("open");
    const kept = await desk.post(page, { intent: "overpayment-keep", overpaymentId: row!.id });
    expect(kept.status).toBe(303);
    expect((await db.select().from(overpayments).where(eq(overpayments.id, row!.id)))[0]?.status).toBe("kept");
    const twice = await desk.post(page, { intent: "overpayment-refund", overpaymentId: row!.id });
    expect(twice.status).toBe(409);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(audit.map((entry) => entry.action)).toEqual(["overpayment.kept"]);
  });
});
