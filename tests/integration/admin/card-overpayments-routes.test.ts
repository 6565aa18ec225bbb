// The card payments page lists the overpayments of card-payment orders (issue 26 item 1, DESIGN.md ruling 17) with
// the order page's wording and decisions: only the administrator refunds (through the sandbox provider, then its
// signed refund event) or keeps one, each audited; another order's overpayment is not this page's to decide.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, overpayments } from "../../../app/db/schema/index.ts";
import { deriveSandboxSecret } from "../../../app/modules/payments/sandbox-provider.server.ts";
import { buildSandboxRefundEvent } from "../../../app/modules/payments/sandbox-refund-webhook.server.ts";
import { signWebhook } from "../../../app/modules/payments/webhook-signature.server.ts";
import { startAdminApp, toastOf, type AdminApp } from "../../support/admin-session.ts";
import { form, pageText, PUBLIC_URL } from "../../support/test-app.ts";
import { createCardPayment, createOrder } from "./sales-factories.ts";
import { customers } from "../../../app/db/schema/index.ts";

const PAGE = "/admin/airwallex-orders";
let admin: AdminApp;

beforeAll(async () => {
  admin = await startAdminApp();
});
afterAll(async () => {
  await admin?.close();
});

async function overpaymentOf(values: Partial<typeof overpayments.$inferInsert>) {
  const [row] = await admin.app.database.db
    .insert(overpayments)
    .values({ source: "provider", provider: "sandbox", amountMinor: 12_050, currency: "USD", ...values })
    .returning({ id: overpayments.id });
  return row!.id;
}

const statusOf = async (id: string) =>
  (await admin.app.database.db.select().from(overpayments).where(eq(overpayments.id, id)))[0]!;

const anonymousPost = (fields: Record<string, string>) =>
  admin.app.request(PAGE, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_URL },
  });

describe("the card payments page's overpayments", () => {
  it("lists them; only the administrator refunds (until the provider's event) or keeps one, audited", async () => {
    const db = admin.app.database.db;
    const card = await createCardPayment(db, { status: "paid", provider: "sandbox", paymentIntentId: "sbx_int_a" });
    const paymentId = "sbx_int_0123456789abcdef01234567";
    const refundable = await overpaymentOf({
      cardPaymentOrderId: card.id,
      providerReference: paymentId,
      eventId: "e1",
    });
    const keepable = await overpaymentOf({
      cardPaymentOrderId: card.id,
      providerReference: "sbx_int_b",
      eventId: "e2",
    });
    const [customer] = await db
      .insert(customers)
      .values({ email: "teva@example.pf", fullName: "Teva Martin", phone: "+689 87 12 34 56", location: "Moorea" })
      .returning();
    const order = await createOrder(db, { customerId: customer!.id });
    const notCard = await overpaymentOf({ orderId: order.id, providerReference: "sbx_int_c", eventId: "e3" });

    const text = pageText(await (await admin.get(PAGE)).text());
    expect(text).toContain("Trop-perçus");
    expect(text).toContain(`Paiement sandbox : ${paymentId}`);
    expect(text).toContain("À traiter");
    expect(text).toMatch(/Rembourser 120,50\sUSD via le prestataire/);
    expect(text).toMatch(/Conserver 120,50\sUSD/);

    const refused = await anonymousPost({ intent: "overpayment-refund", overpaymentId: refundable });
    expect([302, 303, 401, 403]).toContain(refused.status);
    expect((await statusOf(refundable)).status).toBe("open");
    // The order page's overpayment is not decided here.
    const elsewhere = await admin.post(PAGE, { intent: "overpayment-keep", overpaymentId: notCard });
    expect(elsewhere.status).toBe(404);
    expect(pageText(await elsewhere.text())).toContain("Trop-perçu introuvable.");
    expect((await statusOf(notCard)).status).toBe("open");
    expect((await admin.post(PAGE, { intent: "overpayment-record", amount: "10", currency: "USD" })).status).toBe(400);

    const refund = await admin.post(PAGE, { intent: "overpayment-refund", overpaymentId: refundable });
    expect(refund.status).toBe(303);
    expect((await toastOf(admin.app, refund))?.title).toContain("Remboursement demandé au prestataire");
    const requested = await statusOf(refundable);
    expect(requested).toMatchObject({ status: "refund_requested", refundRequestId: `ovp-${refundable}` });
    expect(pageText(await (await admin.get(PAGE)).text())).toContain("Remboursement demandé");

    // The sandbox's refund.succeeded, signed like the provider's, makes it refunded.
    const body = JSON.stringify(
      buildSandboxRefundEvent(
        {
          refundId: requested.refundReference!,
          requestId: `ovp-${refundable}`,
          paymentId,
          amountMinor: 12_050,
          currency: "USD",
          reason: "Overpayment",
        },
        "refund.succeeded",
        new Date(),
      ),
    );
    const timestamp = String(Date.now());
    const secret = deriveSandboxSecret(admin.app.services.env.SESSION_SECRET, "webhook");
    const webhook = await admin.app.request("/webhooks/sandbox", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        "x-timestamp": timestamp,
        "x-signature": signWebhook(secret, timestamp, body),
      },
    });
    expect(webhook.status).toBe(200);
    expect(await statusOf(refundable)).toMatchObject({
      status: "refunded",
      refundReference: requested.refundReference,
    });

    expect((await admin.post(PAGE, { intent: "overpayment-keep", overpaymentId: keepable })).status).toBe(303);
    expect((await statusOf(keepable)).status).toBe("kept");
    expect((await admin.post(PAGE, { intent: "overpayment-refund", overpaymentId: keepable })).status).toBe(409);
    const after = pageText(await (await admin.get(PAGE)).text());
    expect(after).toContain("Remboursé");
    expect(after).toContain("Conservé");
    const audit = await db.select().from(auditLog).where(eq(auditLog.entity, "overpayment"));
    expect(audit.map((entry) => `${entry.action} ${entry.entityId}`).sort()).toEqual(
      [
        `overpayment.kept ${keepable}`,
        `overpayment.refund_requested ${refundable}`,
        `overpayment.refunded ${refundable}`,
      ].sort(),
    );
  });
});
