// Card payment and deposit checkout on a real database: amounts from the catalogue, errors that write nothing,
// and the server-side status query that result pages rely on.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, mailOutbox } from "../../../app/db/schema/index.ts";
import { createAirwallexProvider } from "../../../app/modules/payments/airwallex-provider.server.ts";
import { createCardPayment } from "../../../app/modules/payments/create-card-payment.server.ts";
import { createDepositCheckout } from "../../../app/modules/payments/create-deposit-checkout.server.ts";
import { PaymentError } from "../../../app/modules/payments/payment-error.ts";
import type { PaymentProvider } from "../../../app/modules/payments/provider.ts";
import { refreshPaymentStatus } from "../../../app/modules/payments/refresh-payment-status.server.ts";
import { updateSetting } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
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
const publicUrl = "http://shop.test";

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

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error: unknown) => (error instanceof PaymentError ? error.code : String(error)),
  );

describe("card payment (create-airwallex-payment)", () => {
  it("computes the amount on the server: (unit price × quantity + freight) converted to USD cents", async () => {
    // base 1 073 970 + freight 119 330 XPF per container, one unit per container; 3 units → 3 579 900 XPF → 30 000.00 USD.
    const product = await createProduct(database.db);
    const checkout = await createCardPayment(database.db, {
      ...CARD_FORM,
      provider,
      productSlug: product.slug,
      quantity: 3,
      buyerEmail: "a@example.com",
      lang: "en",
      publicUrl,
    });
    expect(checkout).toMatchObject({ amountMinor: 3_000_000, currency: "USD" });
    const order = await getCardOrder(database.db, checkout.orderId);
    expect(order).toMatchObject({
      status: "pending",
      amountCents: 3_000_000,
      currency: "USD",
      amountXpf: 3_579_900,
      xpfPerUnit: 119.33,
      quantity: 3,
      shippingUnitCount: 3,
      freightXpf: 357_990,
      productSlug: product.slug,
      lang: "en",
      provider: "airwallex",
    });
    const intent = fake.intents.get(order!.paymentIntentId!);
    expect(intent).toMatchObject({
      amount: 30000,
      currency: "USD",
      merchant_order_id: checkout.orderId,
      request_id: `card-${checkout.orderId}`,
    });
    expect(intent?.return_url).toBe(`${publicUrl}/en/payment/success?orderId=${checkout.orderId}`);
  });

  it("charges in EUR at the fixed parity when the setting says so", async () => {
    await updateSetting(database.db, "charge_currency", "EUR");
    try {
      const product = await createProduct(database.db, {
        finalPriceXpf: 119_330,
        basePriceXpf: 119_330,
        freightPriceXpf: 0,
      });
      const checkout = await createCardPayment(database.db, {
        ...CARD_FORM,
        provider,
        productSlug: product.slug,
        quantity: 1,
        buyerEmail: "a@example.com",
        lang: "fr",
        publicUrl,
      });
      expect(checkout).toMatchObject({ amountMinor: 100_000, currency: "EUR" });
    } finally {
      await updateSetting(database.db, "charge_currency", "USD");
    }
  });

  it("refuses a product without a price, an unknown or unpublished product, and writes nothing", async () => {
    const onQuote = await createProduct(database.db, {
      finalPriceXpf: null,
      basePriceXpf: null,
      freightPriceXpf: null,
      purchasePriceCents: null,
    });
    const draft = await createProduct(database.db, { status: "draft" });
    const before = await countRows(database.db);
    const base = { ...CARD_FORM, provider, quantity: 1, buyerEmail: "a@example.com", lang: "fr" as const, publicUrl };
    expect(await codeOf(createCardPayment(database.db, { ...base, productSlug: onQuote.slug }))).toBe("ON_QUOTE");
    expect(await codeOf(createCardPayment(database.db, { ...base, productSlug: draft.slug }))).toBe("NOT_FOUND");
    expect(await codeOf(createCardPayment(database.db, { ...base, productSlug: "no-such-product" }))).toBe("NOT_FOUND");
    expect(await countRows(database.db)).toEqual(before);
  });

  it("removes the order again when the provider fails", async () => {
    const product = await createProduct(database.db);
    const before = await countRows(database.db);
    fake.failNext(500, { code: "internal_error", message: "Internal error" });
    expect(
      await codeOf(
        createCardPayment(database.db, {
          ...CARD_FORM,
          provider,
          productSlug: product.slug,
          quantity: 1,
          buyerEmail: "a@example.com",
          lang: "fr",
          publicUrl,
        }),
      ),
    ).toBe("PROVIDER_FAILED");
    expect(await countRows(database.db)).toEqual(before);
  });
});

describe("deposit checkout (create-checkout)", () => {
  it("charges the deposit only, with the return URLs of the spec, and the same request id on a second click", async () => {
    const order = await createDepositOrder(database.db, { amount: 2_000_000, depositRatio: 0.3 });
    const first = await createDepositCheckout(database.db, { provider, orderId: order.id, lang: "fr", publicUrl });
    const second = await createDepositCheckout(database.db, { provider, orderId: order.id, lang: "fr", publicUrl });
    expect(first.amountMinor).toBe(Math.round((600_000 / 119.33) * 100));
    const intents = [...fake.intents.values()].filter((i) => i.merchant_order_id === order.id);
    expect(intents).toHaveLength(1);
    expect(intents[0]?.return_url).toBe(`${publicUrl}/thank-you?orderId=${order.id}`);
    expect(decodeURIComponent(first.url)).toContain(`cancelUrl=${publicUrl}/checkout?orderId=${order.id}&cancelled=1`);
    expect(second.url).toContain(intents[0]!.id);
  });

  it("refuses unknown, paid and cancelled orders", async () => {
    const paid = await createDepositOrder(database.db, { status: "paid" });
    const cancelled = await createDepositOrder(database.db, { status: "cancelled" });
    const options = { provider, lang: "fr" as const, publicUrl };
    expect(await codeOf(createDepositCheckout(database.db, { ...options, orderId: crypto.randomUUID() }))).toBe(
      "NOT_FOUND",
    );
    expect(await codeOf(createDepositCheckout(database.db, { ...options, orderId: paid.id }))).toBe("ALREADY_PAID");
    expect(await codeOf(createDepositCheckout(database.db, { ...options, orderId: cancelled.id }))).toBe("NOT_PAYABLE");
  });
});

describe("status query (result pages)", () => {
  it("stays pending while the provider has no result, then marks paid once from the API, without the browser", async () => {
    const product = await createProduct(database.db);
    const checkout = await createCardPayment(database.db, {
      ...CARD_FORM,
      provider,
      productSlug: product.slug,
      quantity: 1,
      buyerEmail: "status@example.com",
      lang: "fr",
      publicUrl,
    });
    const options = { provider, kind: "card" as const, orderId: checkout.orderId, mail: MAIL_SETTINGS };
    await expect(refreshPaymentStatus(database.db, options)).resolves.toBe("pending");
    const intentId = (await getCardOrder(database.db, checkout.orderId))!.paymentIntentId!;
    fake.setIntentStatus(intentId, "SUCCEEDED");
    await expect(refreshPaymentStatus(database.db, options)).resolves.toBe("paid");
    await expect(refreshPaymentStatus(database.db, options)).resolves.toBe("paid");
    // A webhook arriving afterwards finds the order paid and sends nothing more.
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "status@example.com"));
    expect(mails).toHaveLength(1);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, checkout.orderId));
    expect(audit.map((a) => [a.actor, a.action])).toEqual([["system:status-check", "card_payment_order.paid"]]);
  });

  it("keeps the stored status when the provider cannot be reached", async () => {
    const order = await createDepositOrder(database.db);
    await createDepositCheckout(database.db, { provider, orderId: order.id, lang: "fr", publicUrl });
    fake.failNext(503, { code: "service_unavailable", message: "try later" });
    const errors: unknown[] = [];
    await expect(
      refreshPaymentStatus(database.db, {
        provider,
        kind: "deposit",
        orderId: order.id,
        mail: MAIL_SETTINGS,
        onError: (e) => errors.push(e),
      }),
    ).resolves.toBe("pending");
    expect(errors).toHaveLength(1);
    expect((await getOrder(database.db, order.id))?.status).toBe("pending");
    await expect(
      refreshPaymentStatus(database.db, {
        provider,
        kind: "deposit",
        orderId: crypto.randomUUID(),
        mail: MAIL_SETTINGS,
      }),
    ).resolves.toBeUndefined();
  });
});
