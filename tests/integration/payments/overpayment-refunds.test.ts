// An overpayment's refund through the provider waits for the provider's word (issue 26 item 1, DESIGN.md ruling 17),
// against the fake Airwallex: 'refund_requested' until refund.succeeded (refunded, dated) or refund.failed (open
// again, the business mailed once with the reason, a new request id for the next try); a redelivered event, an event
// for an unknown refund or for another amount is stored and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, overpayments, paymentWebhookEvents } from "../../../app/db/schema/index.ts";
import { createAirwallexProvider } from "../../../app/modules/payments/airwallex-provider.server.ts";
import { handlePaymentWebhook } from "../../../app/modules/payments/handle-payment-webhook.server.ts";
import type { PaymentProvider } from "../../../app/modules/payments/provider.ts";
import { refundOverpayment } from "../../../app/modules/payments/refund-overpayment.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { startFakeAirwallex, type FakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";
import { createDepositOrder, MAIL_SETTINGS } from "./payment-factories.ts";

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

const rowOf = async (id: string) => (await database.db.select().from(overpayments).where(eq(overpayments.id, id)))[0]!;

const eventRow = async (eventId: string) =>
  (await database.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId)))[0]!;

const refundMails = async () =>
  (await database.db.select({ subject: mailOutbox.subject, html: mailOutbox.html }).from(mailOutbox)).filter((mail) =>
    mail.subject.startsWith("Remboursement refusé"),
  );

/** A deposit order's provider overpayment of 120.50 USD (a second succeeded payment), refund asked. */
async function requestedRefund() {
  const order = await createDepositOrder(database.db);
  const payment = await provider.createCheckout({
    amountMinor: 12_050,
    currency: "USD",
    merchantOrderId: order.id,
    requestId: `second-${order.id}`,
    kind: "deposit",
    successUrl: "http://shop.test/ok",
    cancelUrl: "http://shop.test/cancel",
    failUrl: "http://shop.test/fail",
    description: "kit-test × 2",
    locale: "fr",
  });
  fake.setIntentStatus(payment.paymentId, "SUCCEEDED");
  const [row] = await database.db
    .insert(overpayments)
    .values({
      source: "provider",
      orderId: order.id,
      provider: "airwallex",
      providerReference: payment.paymentId,
      eventId: `evt-${payment.paymentId}`,
      amountMinor: 12_050,
      currency: "USD",
    })
    .returning({ id: overpayments.id });
  const asked = await refundOverpayment(database.db, { overpaymentId: row!.id, actor: "admin@test", provider });
  expect(asked).toMatchObject({ ok: true, requested: true });
  const refund = fake.refunds.find((item) => item.payment_intent_id === payment.paymentId)!;
  return { order, overpaymentId: row!.id, refund, paymentId: payment.paymentId };
}

describe("an overpayment's refund follows the provider's events", () => {
  it("stays 'refund requested' until refund.succeeded, then is refunded with the date; a redelivery does nothing", async () => {
    const { overpaymentId, refund } = await requestedRefund();
    expect(await rowOf(overpaymentId)).toMatchObject({ status: "refund_requested", refundReference: refund.id });

    const received = fake.refundEvent("refund.received", refund.id);
    await expect(deliver(received)).resolves.toMatchObject({ refund: { outcome: "unchanged" } });
    expect((await rowOf(overpaymentId)).status).toBe("refund_requested");

    const succeeded = fake.refundEvent("refund.succeeded", refund.id, { eventId: `evt_ok_${overpaymentId}` });
    await expect(deliver(succeeded)).resolves.toMatchObject({ status: "recorded", refund: { outcome: "applied" } });
    const after = await rowOf(overpaymentId);
    expect(after).toMatchObject({ status: "refunded", refundReference: refund.id });
    expect(after.refundedAt).toBeInstanceOf(Date);
    expect(await eventRow(`evt_ok_${overpaymentId}`)).toMatchObject({ type: "refund.succeeded", outcome: "applied" });

    await expect(deliver(succeeded)).resolves.toMatchObject({ status: "duplicate" });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, overpaymentId));
    expect(audit.map((entry) => `${entry.action} ${entry.actor}`).sort()).toEqual([
      "overpayment.refund_requested admin@test",
      "overpayment.refunded system:webhook",
    ]);
  });

  it("opens it again on refund.failed, mails the business once with the reason, and the next try is a new refund", async () => {
    const { overpaymentId, refund, paymentId } = await requestedRefund();
    const before = (await refundMails()).length;
    const failed = fake.refundEvent("refund.failed", refund.id, { failureReason: "Insufficient refundable funds" });
    await expect(deliver(failed)).resolves.toMatchObject({ refund: { outcome: "applied" } });
    expect(await rowOf(overpaymentId)).toMatchObject({
      status: "open",
      refundReference: null,
      refundedAt: null,
      refundFailures: 1,
      refundFailureReason: "Insufficient refundable funds",
    });
    // The same news again (redelivered, or under another event id) mails nothing more.
    await expect(deliver(failed)).resolves.toMatchObject({ status: "duplicate" });
    const again = fake.refundEvent("refund.failed", refund.id, { failureReason: "Insufficient refundable funds" });
    await expect(deliver(again)).resolves.toMatchObject({ refund: { outcome: "unchanged" } });
    const mails = (await refundMails()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain("Insufficient refundable funds");
    expect(mails[0]!.html).toContain(refund.id);

    // The owner asks again: a new request id (the provider refuses a reused one), a new refund.
    const retry = await refundOverpayment(database.db, { overpaymentId, actor: "admin@test", provider });
    expect(retry).toMatchObject({ ok: true, requested: true });
    const refunds = fake.refunds.filter((item) => item.payment_intent_id === paymentId);
    expect(refunds.map((item) => item.request_id)).toEqual([`ovp-${overpaymentId}`, `ovp-${overpaymentId}-r1`]);
    expect(await rowOf(overpaymentId)).toMatchObject({ status: "refund_requested", refundReference: refunds[1]!.id });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, overpaymentId));
    expect(audit.map((entry) => entry.action)).toContain("overpayment.refund_failed");
  });

  it("stores an event for an unknown refund, or for another amount or currency, as a mismatch that changes nothing", async () => {
    const { overpaymentId, refund } = await requestedRefund();
    const unknown = fake.refundEvent("refund.succeeded", refund.id, {
      eventId: `evt_unknown_${overpaymentId}`,
      object: { id: "rfd_nobody_asked", request_id: "someone-else" },
    });
    await expect(deliver(unknown)).resolves.toMatchObject({ refund: { outcome: "mismatch" } });
    expect(await eventRow(`evt_unknown_${overpaymentId}`)).toMatchObject({
      outcome: "mismatch",
      detail: { refund: "rfd_nobody_asked" },
    });

    const wrongAmount = fake.refundEvent("refund.succeeded", refund.id, {
      eventId: `evt_amount_${overpaymentId}`,
      object: { amount: 1205 },
    });
    await expect(deliver(wrongAmount)).resolves.toMatchObject({ refund: { outcome: "mismatch" } });
    expect(await eventRow(`evt_amount_${overpaymentId}`)).toMatchObject({
      outcome: "mismatch",
      detail: { expected: "12050 USD", received: "120500 USD" },
    });
    const wrongCurrency = fake.refundEvent("refund.succeeded", refund.id, { object: { currency: "EUR" } });
    await expect(deliver(wrongCurrency)).resolves.toMatchObject({ refund: { outcome: "mismatch" } });
    const failedElsewhere = fake.refundEvent("refund.failed", refund.id, { object: { amount: 1 } });
    await expect(deliver(failedElsewhere)).resolves.toMatchObject({ refund: { outcome: "mismatch" } });

    expect(await rowOf(overpaymentId)).toMatchObject({
      status: "refund_requested",
      refundedAt: null,
      refundFailures: 0,
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, overpaymentId));
    expect(audit.map((entry) => entry.action)).toEqual(["overpayment.refund_requested"]);
  });
});
