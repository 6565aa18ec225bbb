// One charge per amount due (issue 26 items 1–3, DESIGN.md ruling 17) against the fake Airwallex: one provider payment
// for a deposit however often the checkout is opened, a second payment of a paid deposit kept apart as an
// overpayment (mailed, never applied), refunded through the provider or kept, card events without a usable amount
// refused, and a changed amount charging nothing.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  mailOutbox,
  orderMilestones,
  overpayments,
  paymentWebhookEvents,
} from "../../../app/db/schema/index.ts";
import { createAirwallexProvider } from "../../../app/modules/payments/airwallex-provider.server.ts";
import { createCardPayment } from "../../../app/modules/payments/create-card-payment.server.ts";
import { createDepositCheckout } from "../../../app/modules/payments/create-deposit-checkout.server.ts";
import { handlePaymentWebhook } from "../../../app/modules/payments/handle-payment-webhook.server.ts";
import { keepOverpayment } from "../../../app/modules/payments/overpayments.server.ts";
import { refundOverpayment } from "../../../app/modules/payments/refund-overpayment.server.ts";
import type { PaymentProvider } from "../../../app/modules/payments/provider.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { startFakeAirwallex, type FakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";
import {
  CARD_FORM,
  createDepositOrder,
  createProduct,
  getCardOrder,
  getOrder,
  MAIL_SETTINGS,
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

const checkout = (orderId: string) =>
  createDepositCheckout(database.db, { provider, orderId, lang: "fr", publicUrl: "http://shop.test" });

/** 60 % of 1 000 000 XPF at 119.33 XPF per USD, in cents. */
const DEPOSIT_USD = Math.round((600_000 / 119.33) * 100);

const intentsOf = (orderId: string) => [...fake.intents.values()].filter((i) => i.merchant_order_id === orderId);

/** A deposit order paid through its checkout's payment, and a second payment the provider took for it. */
async function paidDepositWithSecondPayment() {
  const order = await createDepositOrder(database.db);
  await checkout(order.id);
  const first = (await getOrder(database.db, order.id))!.paymentReference!;
  fake.setIntentStatus(first, "SUCCEEDED");
  await deliver(fake.intentEvent("payment_intent.succeeded", first));
  // Another payment for the same deposit (an older page, another tab before a rate change): the provider took it too.
  const second = await provider.createCheckout({
    amountMinor: 502_808,
    currency: "USD",
    merchantOrderId: order.id,
    requestId: `other-${order.id}`,
    kind: "deposit",
    successUrl: "http://shop.test/ok",
    cancelUrl: "http://shop.test/cancel",
    failUrl: "http://shop.test/fail",
    description: "kit-test × 2",
    locale: "fr",
  });
  fake.setIntentStatus(second.paymentId, "SUCCEEDED");
  return { order, first, second: second.paymentId };
}

describe("one charge per amount due", () => {
  it("two checkouts for one deposit give one provider payment; once paid, no new payment can be created", async () => {
    const order = await createDepositOrder(database.db);
    const a = await checkout(order.id);
    const b = await checkout(order.id);
    expect(b.url).toContain((await getOrder(database.db, order.id))!.paymentReference!);
    expect(a.amountMinor).toBe(b.amountMinor);
    expect(intentsOf(order.id)).toHaveLength(1);
    const intentId = intentsOf(order.id)[0]!.id;
    fake.setIntentStatus(intentId, "SUCCEEDED");
    await deliver(fake.intentEvent("payment_intent.succeeded", intentId));
    await expect(checkout(order.id)).rejects.toMatchObject({ code: "ALREADY_PAID" });
    expect(intentsOf(order.id)).toHaveLength(1);
  });

  it("a succeeded event for another payment of a paid deposit is an overpayment, not a second payment", async () => {
    const { order, second } = await paidDepositWithSecondPayment();
    const event = fake.intentEvent("payment_intent.succeeded", second);
    const eventId = JSON.parse(event.rawBody).id as string;
    await expect(deliver(event)).resolves.toMatchObject({
      applied: { result: "overpayment", kind: "deposit", orderId: order.id },
    });
    const rows = await database.db.select().from(overpayments).where(eq(overpayments.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({
        source: "provider",
        provider: "airwallex",
        providerReference: second,
        eventId,
        amountMinor: 502_808,
        currency: "USD",
        status: "open",
      }),
    ]);
    const [stored] = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, eventId));
    expect(stored).toMatchObject({ outcome: "overpayment", orderKind: "deposit", orderId: order.id });
    // The order stays paid once, by its own payment; the buyer got one confirmation, the business a warning.
    expect(await getOrder(database.db, order.id)).toMatchObject({ status: "paid" });
    const paidAudit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.deposit_paid")));
    expect(paidAudit).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email))).toHaveLength(1);
    const warnings = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, MAIL_SETTINGS.notifyTo));
    const warning = warnings.find((mail) => mail.subject.startsWith("Trop-perçu"));
    expect(warning?.subject).toMatch(
      new RegExp(`^Trop-perçu — commande ${order.id.slice(0, 8)} \\(5\\s028,08\\sUSD\\)$`),
    );
    expect(warning?.text).toContain(second);
    // The deposit reached 'Acompte reçu' by itself (item 5); redelivering the event records nothing twice.
    const steps = await database.db.select().from(orderMilestones).where(eq(orderMilestones.orderId, order.id));
    expect(steps.map((step) => step.milestone)).toEqual(["deposit_received"]);
    await expect(deliver(event)).resolves.toMatchObject({ status: "duplicate" });
    expect(await database.db.select().from(overpayments).where(eq(overpayments.orderId, order.id))).toHaveLength(1);
  });

  it("refunds an overpayment through the provider once, with the refund's id, or keeps it, each audited", async () => {
    const { order, second } = await paidDepositWithSecondPayment();
    await deliver(fake.intentEvent("payment_intent.succeeded", second));
    const [row] = await database.db.select().from(overpayments).where(eq(overpayments.orderId, order.id));
    const refunded = await refundOverpayment(database.db, {
      overpaymentId: row!.id,
      orderId: order.id,
      actor: "admin@test",
      provider,
    });
    expect(refunded).toMatchObject({ ok: true, refundReference: expect.stringMatching(/^rfd_/), requested: true });
    const refund = fake.refunds.find((item) => item.payment_intent_id === second);
    expect(refund).toMatchObject({ amount: 5028.08, request_id: `ovp-${row!.id}` });
    const [after] = await database.db.select().from(overpayments).where(eq(overpayments.id, row!.id));
    // Asked, not yet paid back: the provider's refund event says when it is (overpayment-refunds.test.ts).
    expect(after).toMatchObject({ status: "refund_requested", refundReference: refund!.id, refundedAt: null });
    // Handled once: neither a second refund nor keeping it afterwards.
    const again = await refundOverpayment(database.db, {
      overpaymentId: row!.id,
      orderId: order.id,
      actor: "admin@test",
      provider,
    });
    expect(again).toEqual({ ok: false, reason: "notOpen" });
    expect(await keepOverpayment(database.db, { overpaymentId: row!.id, actor: "admin@test" })).toEqual({
      ok: false,
      reason: "notOpen",
    });
    expect(fake.refunds.filter((item) => item.payment_intent_id === second)).toHaveLength(1);

    const other = await paidDepositWithSecondPayment();
    await deliver(fake.intentEvent("payment_intent.succeeded", other.second));
    const [open] = await database.db.select().from(overpayments).where(eq(overpayments.orderId, other.order.id));
    // Another order's overpayment is not this order's to decide.
    expect(await keepOverpayment(database.db, { overpaymentId: open!.id, orderId: order.id, actor: "a" })).toEqual({
      ok: false,
      reason: "notFound",
    });
    expect(await keepOverpayment(database.db, { overpaymentId: open!.id, actor: "admin@test" })).toEqual({ ok: true });
    const audit = await database.db
      .select({ action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.entity, "overpayment"));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "overpayment.refund_requested", actor: "admin@test" },
        { action: "overpayment.kept", actor: "admin@test" },
      ]),
    );
  });

  it("charges nothing when the page showed another amount than the one due", async () => {
    const order = await createDepositOrder(database.db);
    await expect(
      createDepositCheckout(database.db, {
        provider,
        orderId: order.id,
        lang: "en",
        publicUrl: "http://shop.test",
        shown: { amountMinor: 310_00, currency: "USD" },
      }),
    ).rejects.toMatchObject({ code: "AMOUNT_CHANGED", params: { amount: "$5,028.07" } });
    expect(intentsOf(order.id)).toHaveLength(0);
    const right = await createDepositCheckout(database.db, {
      provider,
      orderId: order.id,
      lang: "en",
      publicUrl: "http://shop.test",
      shown: { amountMinor: DEPOSIT_USD, currency: "USD" },
    });
    expect(right.amountMinor).toBe(DEPOSIT_USD);
  });
});

describe("a signed card event must carry the amount and currency charged", () => {
  it.each([
    ["no amount", { amount: undefined }],
    ["a null amount", { amount: null }],
    ["the amount as a string", { amount: "21.78" }],
    ["no currency", { currency: undefined }],
  ])("changes nothing for a succeeded event with %s", async (_name, object) => {
    const product = await createProduct(database.db);
    const created = await createCardPayment(database.db, {
      ...CARD_FORM,
      provider,
      productSlug: product.slug,
      quantity: 1,
      buyerEmail: "card@example.com",
      lang: "fr",
      publicUrl: "http://shop.test",
    });
    const intentId = (await getCardOrder(database.db, created.orderId))!.paymentIntentId!;
    fake.setIntentStatus(intentId, "SUCCEEDED");
    const event = fake.intentEvent("payment_intent.succeeded", intentId, { object });
    await expect(deliver(event)).resolves.toMatchObject({
      applied: { result: "amount_mismatch", kind: "card", orderId: created.orderId },
    });
    expect(await getCardOrder(database.db, created.orderId)).toMatchObject({ status: "pending", paidAt: null });
    const [stored] = await database.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, JSON.parse(event.rawBody).id));
    expect(stored).toMatchObject({ outcome: "mismatch", orderKind: "card" });
    // The event the provider really sends afterwards pays it.
    await deliver(fake.intentEvent("payment_intent.succeeded", intentId));
    expect(await getCardOrder(database.db, created.orderId)).toMatchObject({ status: "paid" });
  });
});
