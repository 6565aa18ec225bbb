// Webhooks end to end on a real database: the fake Airwallex signs, the handler verifies and applies.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, cardPaymentOrders, mailOutbox, paymentWebhookEvents } from "../../../app/db/schema/index.ts";
import { createAirwallexProvider } from "../../../app/modules/payments/airwallex-provider.server.ts";
import { createCardPayment } from "../../../app/modules/payments/create-card-payment.server.ts";
import { createDepositCheckout } from "../../../app/modules/payments/create-deposit-checkout.server.ts";
import { handlePaymentWebhook } from "../../../app/modules/payments/handle-payment-webhook.server.ts";
import type { PaymentProvider } from "../../../app/modules/payments/provider.ts";
import { WebhookVerificationError } from "../../../app/modules/payments/provider.ts";
import { createTestDatabase, itOnPostgres, type TestDatabase } from "../../setup/test-db.ts";
import { startFakeAirwallex, type FakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";
import {
  countRows,
  createDepositOrder,
  createProduct,
  getCardOrder,
  getOrder,
  MAIL_SETTINGS,
  CARD_FORM,
} from "./payment-factories.ts";

let database: TestDatabase;
let fake: FakeAirwallex;
let provider: PaymentProvider;

beforeAll(async () => {
  [database, fake] = await Promise.all([createTestDatabase(), startFakeAirwallex()]);
  provider = createAirwallexProvider({
    baseUrl: fake.url,
    clientId: fake.clientId,
    apiKey: fake.apiKey,
    webhookSecret: fake.webhookSecret,
    now: fake.now,
  });
});
afterAll(async () => {
  await Promise.all([database?.close(), fake?.close()]);
});

const deliver = (event: { rawBody: string; headers: Headers }) =>
  handlePaymentWebhook(database.db, { provider, ...event, mail: MAIL_SETTINGS, now: fake.now() });

async function newCardPayment(quantity = 1) {
  const product = await createProduct(database.db);
  const checkout = await createCardPayment(database.db, {
    ...CARD_FORM,
    provider,
    productSlug: product.slug,
    quantity,
    buyerEmail: "Buyer@Example.com",
    lang: "fr",
    publicUrl: "http://shop.test",
  });
  const order = await getCardOrder(database.db, checkout.orderId);
  return { product, checkout, intentId: order!.paymentIntentId! };
}

async function mailsTo(to: string) {
  return database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to));
}

describe("payment webhooks", () => {
  it("marks a card-payment order paid once, with both mails and an audit row in the same change", async () => {
    const { checkout, intentId, product } = await newCardPayment(2);
    fake.setIntentStatus(intentId, "SUCCEEDED");
    const event = fake.intentEvent("payment_intent.succeeded", intentId);
    const result = await deliver(event);
    expect(result).toMatchObject({
      status: "recorded",
      applied: { result: "changed", kind: "card", from: "pending", to: "paid" },
    });
    const order = await getCardOrder(database.db, checkout.orderId);
    expect(order).toMatchObject({ status: "paid", buyerEmail: "buyer@example.com" });
    expect(order?.paidAt).toBeInstanceOf(Date);
    const buyerMails = await mailsTo("buyer@example.com");
    expect(buyerMails.map((m) => m.subject)).toContain(`Paiement confirmé — commande ${checkout.orderId.slice(0, 8)}`);
    expect(buyerMails.at(-1)?.text).toContain(product.title);
    const business = await mailsTo(MAIL_SETTINGS.notifyTo);
    expect(business.some((m) => m.subject.startsWith(`Paiement reçu — commande ${checkout.orderId.slice(0, 8)}`))).toBe(
      true,
    );
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, checkout.orderId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: "system:webhook",
      action: "card_payment_order.paid",
      entity: "card_payment_order",
    });

    // The same event again (a provider retry or a replay) changes nothing.
    const before = await countRows(database.db);
    await expect(deliver(event)).resolves.toEqual({ status: "duplicate", eventId: JSON.parse(event.rawBody).id });
    expect(await countRows(database.db)).toEqual(before);
  });

  it("refuses a forged, tampered or stale webhook and writes nothing", async () => {
    const { checkout, intentId } = await newCardPayment();
    const before = await countRows(database.db);
    const forged = fake.intentEvent("payment_intent.succeeded", intentId, { secret: "whsec_guess" });
    await expect(deliver(forged)).rejects.toThrow(WebhookVerificationError);
    const tampered = fake.webhook({
      name: "payment_intent.succeeded",
      object: { id: intentId, status: "SUCCEEDED" },
      tamper: (b) => b.replace("SUCCEEDED", "SUCCEEDED "),
    });
    await expect(deliver(tampered)).rejects.toThrow(WebhookVerificationError);
    const stale = fake.intentEvent("payment_intent.succeeded", intentId, {
      timestamp: String(fake.now() - 5 * 24 * 3600_000),
    });
    await expect(deliver(stale)).rejects.toThrow(/too old/);
    expect(await countRows(database.db)).toEqual(before);
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("pending");
  });

  it("never moves a paid order back: a failure or cancellation after success is recorded and ignored", async () => {
    const { checkout, intentId } = await newCardPayment();
    const failedEarly = fake.intentEvent("payment_attempt.authorization_failed", intentId);
    const succeeded = fake.intentEvent("payment_intent.succeeded", intentId, { object: { status: "SUCCEEDED" } });
    const cancelledLate = fake.intentEvent("payment_intent.cancelled", intentId, { object: { status: "CANCELLED" } });
    await deliver(failedEarly);
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("failed");
    // The shopper retried on the hosted page and paid: a failure is not final.
    await deliver(succeeded);
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("paid");
    await expect(deliver(cancelledLate)).resolves.toMatchObject({ applied: { result: "unchanged", status: "paid" } });
    await deliver(fake.intentEvent("payment_attempt.authorization_failed", intentId));
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("paid");
    const events = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.provider, "airwallex"));
    expect(events.filter((e) => JSON.stringify(e.payload).includes(intentId))).toHaveLength(4);
  });

  it("cancels a pending card-payment order on payment_intent.cancelled", async () => {
    const { checkout, intentId } = await newCardPayment();
    await deliver(fake.intentEvent("payment_intent.cancelled", intentId, { object: { status: "CANCELLED" } }));
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("cancelled");
  });

  it("does not mark paid when the confirmed amount differs from the order", async () => {
    const { checkout, intentId } = await newCardPayment();
    const event = fake.intentEvent("payment_intent.succeeded", intentId, { object: { amount: 0.5 } });
    await expect(deliver(event)).resolves.toMatchObject({ applied: { result: "amount_mismatch" } });
    expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe("pending");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, checkout.orderId), eq(auditLog.action, "card_payment_order.amount_mismatch")));
    expect(audit).toHaveLength(1);
  });

  it("an event for one payment carrying another order's id does not touch that order", async () => {
    const victim = await newCardPayment();
    const other = await newCardPayment();
    // Other's intent, but claiming the victim's order id: the victim is tied to its own intent.
    const event = fake.intentEvent("payment_intent.succeeded", other.intentId, {
      object: { merchant_order_id: victim.checkout.orderId, id: "int_unknown" },
    });
    // Found by its id, the order is not paid by another payment: a mismatch the administrator sees.
    await expect(deliver(event)).resolves.toMatchObject({
      status: "recorded",
      applied: { result: "amount_mismatch", kind: "card", orderId: victim.checkout.orderId },
    });
    expect((await getCardOrder(database.db, victim.checkout.orderId))?.status).toBe("pending");
  });

  it("marks a deposit order paid; failures leave it pending (ruling 7)", async () => {
    const order = await createDepositOrder(database.db);
    const { amountMinor } = await createDepositCheckout(database.db, {
      provider,
      orderId: order.id,
      lang: "fr",
      publicUrl: "http://shop.test",
    });
    // 60 % of 1 000 000 XPF at 119.33 XPF per USD.
    expect(amountMinor).toBe(Math.round((600_000 / 119.33) * 100));
    const stored = await getOrder(database.db, order.id);
    expect(stored?.paymentProvider).toBe("airwallex");
    const intentId = stored!.paymentReference!;
    await deliver(fake.intentEvent("payment_attempt.authorization_failed", intentId));
    await deliver(fake.intentEvent("payment_intent.cancelled", intentId));
    expect((await getOrder(database.db, order.id))?.status).toBe("pending");
    await deliver(fake.intentEvent("payment_intent.succeeded", intentId));
    expect((await getOrder(database.db, order.id))?.status).toBe("paid");
    const mails = await mailsTo(order.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Solde de 40 % avant le départ du navire");
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.deposit_paid")));
    expect(audit).toHaveLength(1);
  });

  it.each([
    ["another amount (USD 1.00)", { amount: 1 }],
    ["another currency", { currency: "EUR" }],
    ["another payment of the same order", { id: "int_other_payment" }],
  ])("leaves a deposit order unpaid for a signed success with %s, and stores the mismatch", async (_name, object) => {
    const order = await createDepositOrder(database.db);
    await createDepositCheckout(database.db, {
      provider,
      orderId: order.id,
      lang: "fr",
      publicUrl: "http://shop.test",
    });
    const stored = await getOrder(database.db, order.id);
    // The checkout kept what it asked of the provider.
    expect(stored).toMatchObject({
      depositChargeMinor: Math.round((600_000 / 119.33) * 100),
      depositChargeCurrency: "USD",
      depositChargeRate: 119.33,
    });
    const event = fake.intentEvent("payment_intent.succeeded", stored!.paymentReference!, {
      object: { ...object, merchant_order_id: order.id },
    });
    await expect(deliver(event)).resolves.toMatchObject({
      status: "recorded",
      applied: { result: "amount_mismatch", kind: "deposit", orderId: order.id },
    });
    expect(await getOrder(database.db, order.id)).toMatchObject({ status: "pending", paidAt: null });
    expect(await mailsTo(order.email)).toHaveLength(0);
    // Visible to the administrator: the event row says what was expected and what came.
    const [row] = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, JSON.parse(event.rawBody).id));
    expect(row).toMatchObject({ outcome: "mismatch", orderKind: "deposit", orderId: order.id });
    expect(row!.detail).toMatchObject({
      expected: expect.stringContaining(stored!.paymentReference!),
      received: expect.any(String),
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.payment_mismatch")));
    expect(audit).toHaveLength(1);
    // The right event afterwards still pays it.
    await deliver(fake.intentEvent("payment_intent.succeeded", stored!.paymentReference!));
    expect((await getOrder(database.db, order.id))?.status).toBe("paid");
  });

  it("records what each event did beside it", async () => {
    const { checkout, intentId } = await newCardPayment();
    const event = fake.intentEvent("payment_intent.succeeded", intentId);
    await deliver(event);
    const [row] = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, JSON.parse(event.rawBody).id));
    expect(row).toMatchObject({ outcome: "applied", orderKind: "card", orderId: checkout.orderId, detail: null });
  });

  itOnPostgres("processes two different events for one payment concurrently only once", async () => {
    const { checkout, intentId } = await newCardPayment();
    const results = await Promise.all([
      deliver(fake.intentEvent("payment_intent.succeeded", intentId)),
      deliver(fake.intentEvent("payment_intent.succeeded", intentId)),
    ]);
    expect(results.map((r) => r.status === "recorded" && r.applied?.result).sort()).toEqual(["changed", "unchanged"]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "buyer@example.com"));
    const forThisOrder = mails.filter((m) => m.subject.includes(checkout.orderId.slice(0, 8)));
    expect(forThisOrder).toHaveLength(1);
    expect(
      (await database.db.select().from(cardPaymentOrders).where(eq(cardPaymentOrders.id, checkout.orderId)))[0]?.status,
    ).toBe("paid");
  });
});
