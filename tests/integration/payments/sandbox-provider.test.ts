// The built-in sandbox: signed page links (no tampered amount), webhooks signed exactly like Airwallex, and the
// webhook handler's production path.
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCardPayment } from "../../../app/modules/payments/create-card-payment.server.ts";
import { handlePaymentWebhook } from "../../../app/modules/payments/handle-payment-webhook.server.ts";
import {
  createSandboxProvider,
  decodeSandboxSession,
  deriveSandboxSecret,
} from "../../../app/modules/payments/sandbox-provider.server.ts";
import { buildSandboxEvent, sendSandboxWebhook } from "../../../app/modules/payments/send-sandbox-webhook.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";
import { createProduct, getCardOrder, MAIL_SETTINGS, CARD_FORM } from "./payment-factories.ts";

const SESSION_SECRET = "sandbox-test-session-secret";
const publicUrl = "http://shop.test";
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

function sandbox() {
  return createSandboxProvider({ sessionSecret: SESSION_SECRET, publicUrl, db: database.db });
}

async function newSession() {
  const product = await createProduct(database.db);
  const checkout = await createCardPayment(database.db, {
    ...CARD_FORM,
    provider: sandbox(),
    productSlug: product.slug,
    quantity: 1,
    buyerEmail: "s@example.com",
    lang: "fr",
    publicUrl,
  });
  const token = new URL(checkout.url).pathname.replace("/sandbox-pay/", "");
  return { checkout, token, session: decodeSandboxSession(SESSION_SECRET, token)! };
}

describe("sandbox provider", () => {
  it("serves a signed page link carrying the server-computed amount; a tampered or expired link is refused", async () => {
    const { checkout, token, session } = await newSession();
    expect(checkout.url.startsWith(`${publicUrl}/sandbox-pay/`)).toBe(true);
    expect(session).toMatchObject({
      amountMinor: checkout.amountMinor,
      currency: "USD",
      merchantOrderId: checkout.orderId,
      kind: "card",
    });
    const [data, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...session, amountMinor: 1 })).toString("base64url");
    expect(decodeSandboxSession(SESSION_SECRET, `${forged}.${signature}`)).toBeNull();
    expect(decodeSandboxSession("another-secret-of-16", token)).toBeNull();
    expect(decodeSandboxSession(SESSION_SECRET, `${data}.${signature}`, session.expiresAt + 1)).toBeNull();
  });

  it("signs its webhooks like Airwallex: hex HMAC-SHA256 of the millisecond timestamp + raw body", async () => {
    const { session, checkout } = await newSession();
    let captured: { body: string; headers: Headers } | undefined;
    const fakeFetch = (async (_url: unknown, init: RequestInit) => {
      captured = { body: String(init.body), headers: new Headers(init.headers) };
      return new Response("{}", { status: 200 });
    }) as typeof fetch;
    await expect(
      sendSandboxWebhook({ session, choice: "pay", sessionSecret: SESSION_SECRET, publicUrl, fetch: fakeFetch }),
    ).resolves.toBe(200);
    const timestamp = captured!.headers.get("x-timestamp")!;
    expect(Math.abs(Number(timestamp) - Date.now())).toBeLessThan(60_000);
    const expected = createHmac("sha256", deriveSandboxSecret(SESSION_SECRET, "webhook"))
      .update(timestamp + captured!.body)
      .digest("hex");
    expect(captured!.headers.get("x-signature")).toBe(expected);
    expect(JSON.parse(captured!.body)).toMatchObject({
      name: "payment_intent.succeeded",
      data: { object: { id: session.paymentId, merchant_order_id: checkout.orderId } },
    });

    const result = await handlePaymentWebhook(database.db, {
      provider: sandbox(),
      rawBody: captured!.body,
      headers: captured!.headers,
      mail: MAIL_SETTINGS,
    });
    expect(result).toMatchObject({ status: "recorded", applied: { result: "changed", to: "paid" } });
    await expect(sandbox().getPaymentStatus(session.paymentId)).resolves.toMatchObject({
      state: "succeeded",
      providerStatus: "SUCCEEDED",
    });
  });

  it("decline and cancel events move a pending card order to failed, then cancelled", async () => {
    const { session, checkout } = await newSession();
    const provider = sandbox();
    for (const [choice, status] of [
      ["decline", "failed"],
      ["cancel", "cancelled"],
    ] as const) {
      const body = JSON.stringify(buildSandboxEvent(session, choice, new Date()));
      const timestamp = String(Date.now());
      const signature = createHmac("sha256", deriveSandboxSecret(SESSION_SECRET, "webhook"))
        .update(timestamp + body)
        .digest("hex");
      await handlePaymentWebhook(database.db, {
        provider,
        rawBody: body,
        headers: new Headers({ "x-timestamp": timestamp, "x-signature": signature }),
        mail: MAIL_SETTINGS,
      });
      expect((await getCardOrder(database.db, checkout.orderId))?.status).toBe(status);
    }
    await expect(provider.getPaymentStatus(session.paymentId)).resolves.toMatchObject({ state: "cancelled" });
  });
});
