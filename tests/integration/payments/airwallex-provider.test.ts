// The real Airwallex provider against the fake API (only the base URL differs from production).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AIRWALLEX_API_VERSION } from "../../../app/modules/payments/airwallex-client.server.ts";
import { createAirwallexProvider } from "../../../app/modules/payments/airwallex-provider.server.ts";
import {
  PaymentProviderError,
  WebhookVerificationError,
  type CreateCheckoutInput,
} from "../../../app/modules/payments/provider.ts";
import { startFakeAirwallex, type FakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";

let fake: FakeAirwallex;

beforeAll(async () => {
  fake = await startFakeAirwallex();
});
afterAll(async () => {
  await fake.close();
});

function provider(overrides: { apiKey?: string } = {}) {
  return createAirwallexProvider({
    baseUrl: fake.url,
    clientId: fake.clientId,
    apiKey: overrides.apiKey ?? fake.apiKey,
    webhookSecret: fake.webhookSecret,
    now: fake.now,
  });
}

function checkout(overrides: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput {
  const orderId = crypto.randomUUID();
  return {
    amountMinor: 12345,
    currency: "USD",
    merchantOrderId: orderId,
    requestId: `card-${orderId}`,
    kind: "card",
    successUrl: `http://shop.test/payment/success?orderId=${orderId}`,
    cancelUrl: `http://shop.test/payment/cancel?orderId=${orderId}`,
    failUrl: `http://shop.test/payment/cancel?orderId=${orderId}&failed=1`,
    description: "Kit test × 1",
    locale: "fr",
    ...overrides,
  };
}

describe("Airwallex provider against the fake API", () => {
  it("creates an intent in decimal major units with our order id and request id, and builds the hosted page URL", async () => {
    const input = checkout();
    const session = await provider().createCheckout(input);
    const intent = fake.intents.get(session.paymentId);
    expect(intent).toMatchObject({
      amount: 123.45,
      currency: "USD",
      merchant_order_id: input.merchantOrderId,
      request_id: input.requestId,
      return_url: input.successUrl,
    });
    const create = fake.requests.find(
      (r) =>
        r.path === "/api/v1/pa/payment_intents/create" &&
        (r.body as { request_id: string }).request_id === input.requestId,
    );
    expect(create?.headers["x-api-version"]).toBe(AIRWALLEX_API_VERSION);
    expect(create?.headers.authorization).toMatch(/^Bearer tok_/);
    // The HPP parameters travel in the fragment (reference §4), here on the fake's own checkout origin.
    const url = new URL(session.url);
    expect(url.origin + url.pathname).toBe(`${fake.url}/checkout/`);
    const params = new URLSearchParams(url.hash.replace(/^#\/standalone\/checkout\?/, ""));
    expect(params.get("intent_id")).toBe(session.paymentId);
    expect(params.get("client_secret")).toBe(intent?.client_secret);
    expect(params.get("amount")).toBe("123.45");
    expect(params.get("successUrl")).toBe(input.successUrl);
  });

  it("logs in once and reuses the token, then logs in again shortly before expires_at (+0000 offset)", async () => {
    const p = provider();
    const before = fake.loginCount;
    const session = await p.createCheckout(checkout());
    await p.getPaymentStatus(session.paymentId);
    await p.getPaymentStatus(session.paymentId);
    expect(fake.loginCount - before).toBe(1);
    fake.advanceClock(29 * 60_000 + 30_000); // 30 s before expiry: inside the refresh margin
    await p.getPaymentStatus(session.paymentId);
    expect(fake.loginCount - before).toBe(2);
  });

  it("logs in again once on a 401, and gives up with a clear error when the second try fails too", async () => {
    const p = provider();
    const session = await p.createCheckout(checkout());
    const before = fake.loginCount;
    fake.revokeTokens();
    await expect(p.getPaymentStatus(session.paymentId)).resolves.toMatchObject({
      state: "pending",
      providerStatus: "REQUIRES_PAYMENT_METHOD",
    });
    expect(fake.loginCount - before).toBe(1);
    fake.failNext(401, { code: "unauthorized", message: "Access denied" });
    fake.failNext(401, { code: "unauthorized", message: "Access denied" });
    const error = await p.getPaymentStatus(session.paymentId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).status).toBe(401);
  });

  it("refuses wrong credentials with the code and message of the error body", async () => {
    const error = await provider({ apiKey: "wrong" })
      .createCheckout(checkout())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).code).toBe("credentials_invalid");
    expect((error as Error).message).toContain("Invalid client id or api key");
  });

  it("parses validation and currency errors, with their source", async () => {
    const error = await provider()
      .createCheckout(checkout({ currency: "XPF" as "USD", amountMinor: 1000 }))
      .catch((e: unknown) => e);
    expect((error as PaymentProviderError).code).toBe("currency_not_supported");
    expect((error as Error).message).toMatch(/400 currency_not_supported: XPF is not supported \(currency\)/);
    fake.failNext(500, "<html>proxy error</html>");
    const html = await provider()
      .createCheckout(checkout())
      .catch((e: unknown) => e);
    expect((html as PaymentProviderError).code).toBe("http_500");
  });

  it("retries with the same request_id without creating a second intent", async () => {
    const input = checkout();
    const first = await provider().createCheckout(input);
    const second = await provider().createCheckout(input);
    expect(second.paymentId).toBe(first.paymentId);
    expect([...fake.intents.values()].filter((i) => i.merchant_order_id === input.merchantOrderId)).toHaveLength(1);
    // The retry gets a hosted page URL with a fresh client_secret.
    expect(second.url).toContain(`client_secret=${fake.intents.get(first.paymentId)?.client_secret}`);
  });

  it("reads the status of an intent from the API", async () => {
    const p = provider();
    const session = await p.createCheckout(checkout({ amountMinor: 99 }));
    fake.setIntentStatus(session.paymentId, "SUCCEEDED");
    await expect(p.getPaymentStatus(session.paymentId)).resolves.toMatchObject({
      state: "succeeded",
      amountMinor: 99,
      currency: "USD",
    });
    fake.setIntentStatus(session.paymentId, "CANCELLED");
    await expect(p.getPaymentStatus(session.paymentId)).resolves.toMatchObject({ state: "cancelled" });
    const missing = await p.getPaymentStatus("int_missing").catch((e: unknown) => e);
    expect((missing as PaymentProviderError).code).toBe("resource_not_found");
  });

  it("verifies webhook signatures: good, forged, tampered, stale, seconds instead of milliseconds", async () => {
    const p = provider();
    const session = await p.createCheckout(checkout());
    const good = fake.intentEvent("payment_intent.succeeded", session.paymentId);
    expect(p.parseWebhook(good.rawBody, good.headers, fake.now())).toMatchObject({
      outcome: "succeeded",
      payment: { paymentId: session.paymentId, amountMinor: 12345 },
    });

    const forged = fake.intentEvent("payment_intent.succeeded", session.paymentId, { secret: "whsec_attacker" });
    expect(() => p.parseWebhook(forged.rawBody, forged.headers, fake.now())).toThrow(WebhookVerificationError);
    const tampered = fake.webhook({
      name: "payment_intent.succeeded",
      object: { id: session.paymentId, amount: 123.45, currency: "USD" },
      tamper: (b) => b.replace("123.45", "0.01"),
    });
    expect(() => p.parseWebhook(tampered.rawBody, tampered.headers, fake.now())).toThrow(/signature mismatch/);
    const day = 24 * 60 * 60_000;
    const retry = fake.intentEvent("payment_intent.succeeded", session.paymentId, {
      timestamp: String(fake.now() - 3 * day),
    });
    expect(p.parseWebhook(retry.rawBody, retry.headers, fake.now()).outcome).toBe("succeeded");
    const stale = fake.intentEvent("payment_intent.succeeded", session.paymentId, {
      timestamp: String(fake.now() - 5 * day),
    });
    expect(() => p.parseWebhook(stale.rawBody, stale.headers, fake.now())).toThrow(/too old/);
    const seconds = fake.intentEvent("payment_intent.succeeded", session.paymentId, {
      timestamp: String(Math.floor(fake.now() / 1000)),
    });
    expect(() => p.parseWebhook(seconds.rawBody, seconds.headers, fake.now())).toThrow(/too old/);
    const unsigned = new Headers({ "x-timestamp": String(fake.now()) });
    expect(() => p.parseWebhook(good.rawBody, unsigned, fake.now())).toThrow(/x-signature/);
  });

  it("maps failed attempts and cancellations, and ignores other events", async () => {
    const p = provider();
    const session = await p.createCheckout(checkout());
    const failed = fake.intentEvent("payment_attempt.authorization_failed", session.paymentId);
    expect(p.parseWebhook(failed.rawBody, failed.headers, fake.now())).toMatchObject({
      outcome: "failed",
      payment: { paymentId: session.paymentId },
    });
    const cancelled = fake.intentEvent("payment_intent.cancelled", session.paymentId, {
      object: { status: "CANCELLED" },
    });
    expect(p.parseWebhook(cancelled.rawBody, cancelled.headers, fake.now()).outcome).toBe("cancelled");
    const created = fake.intentEvent("payment_intent.created", session.paymentId);
    expect(p.parseWebhook(created.rawBody, created.headers, fake.now()).outcome).toBe("ignored");
  });
});
