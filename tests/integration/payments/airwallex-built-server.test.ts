// The built server configured for Airwallex, talking to the fake Airwallex API over HTTP: the production code path
// from the card-payment action to the webhook route, with only AIRWALLEX_BASE_URL pointing at the fake.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type RunningServer } from "../../support/app-server.ts";
import { startFakeAirwallex, type FakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";

let fake: FakeAirwallex;
let app: RunningServer;

beforeAll(async () => {
  fake = await startFakeAirwallex();
  app = await startAppServer({
    env: {
      NODE_ENV: "test",
      PAYMENT_PROVIDER: "airwallex",
      AIRWALLEX_BASE_URL: fake.url,
      AIRWALLEX_CLIENT_ID: fake.clientId,
      AIRWALLEX_API_KEY: fake.apiKey,
      AIRWALLEX_WEBHOOK_SECRET: fake.webhookSecret,
    },
  });
  // A first start renders the demo images: seconds on an idle machine, minutes on a busy one.
}, 240_000);
afterAll(async () => {
  await app?.stop();
  await fake?.close();
});

async function payByCard(email: string) {
  const response = await fetch(`${app.url}/payments/card`, {
    method: "POST",
    body: new URLSearchParams({
      productSlug: "mini-pelle-import-groupe",
      qty: "1",
      opt_modele: "1-8-t",
      acceptTerms: "on",
      buyerEmail: email,
      lang: "fr",
      mode: "fetch",
      amount: "1",
    }),
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const params = new URLSearchParams(new URL(url).hash.replace(/^#\/standalone\/checkout\?/, ""));
  const intent = fake.intents.get(params.get("intent_id")!)!;
  return { url, intent, orderId: intent.merchant_order_id };
}

const statusOf = async (orderId: string) =>
  ((await (await fetch(`${app.url}/payments/status?kind=card&orderId=${orderId}`)).json()) as { status: string })
    .status;

describe("Airwallex through the running app", () => {
  it("creates an intent priced by the server and sends the buyer to the hosted page", async () => {
    const { url, intent } = await payByCard("awx@example.com");
    // 2 863 920 XPF at 119.33 XPF per USD, in major units; the browser's amount=1 is ignored.
    expect(intent).toMatchObject({ amount: 24000, currency: "USD", status: "REQUIRES_PAYMENT_METHOD" });
    expect(url.startsWith(`${fake.url}/checkout/#/standalone/checkout?`)).toBe(true);
    expect(fake.requests.filter((r) => r.path === "/api/v1/authentication/login")).toHaveLength(1);
  });

  it("verifies webhooks on /webhooks/airwallex: bad signature 401, good one 200, a redelivery 200, a late failure ignored", async () => {
    const { intent, orderId } = await payByCard("hook@example.com");
    const target = `${app.url}/webhooks/airwallex`;
    fake.setIntentStatus(intent.id, "SUCCEEDED");
    expect(
      await fake.deliver(target, fake.intentEvent("payment_intent.succeeded", intent.id, { secret: "whsec_wrong" })),
    ).toBe(401);
    expect(await statusOf(orderId)).toBe("paid"); // the status query of the result route found it
    const second = await payByCard("hook2@example.com");
    const event = fake.intentEvent("payment_intent.succeeded", second.intent.id);
    expect(await fake.deliver(target, event)).toBe(200);
    expect(await fake.deliver(target, event)).toBe(200);
    // A late failure for the same payment does not move it back.
    expect(await fake.deliver(target, fake.intentEvent("payment_attempt.authorization_failed", second.intent.id))).toBe(
      200,
    );
    expect(fake.intents.get(second.intent.id)?.status).toBe("REQUIRES_PAYMENT_METHOD");
    expect(await statusOf(second.orderId)).toBe("paid");
  });

  it("a buyer back on the success page before any webhook sees the provider-confirmed state only", async () => {
    const { intent, orderId } = await payByCard("early@example.com");
    const page = async () =>
      (await (await fetch(`${app.url}/payment/success?orderId=${orderId}`)).text()).match(/<h1[^>]*>([^<]+)/)?.[1];
    expect(await page()).toBe("Paiement en cours de confirmation");
    fake.setIntentStatus(intent.id, "SUCCEEDED");
    expect(await page()).toBe("Paiement confirmé !");
  });

  it("lets forms reach the configured provider's checkout host, and no other (CSP form-action, issue 28 item 7)", async () => {
    const formAction = (policy: string | null) => /form-action ([^;]+)/.exec(policy ?? "")?.[1];
    const page = await fetch(`${app.url}/shop?vue=csp`);
    const kept = await fetch(`${app.url}/shop`);
    const file = await fetch(`${app.url}/favicon.svg`);
    for (const response of [page, kept, file]) {
      expect(formAction(response.headers.get("Content-Security-Policy"))).toBe(`'self' ${new URL(fake.url).origin}`);
    }
  });

  it("has no sandbox in this mode", async () => {
    expect((await fetch(`${app.url}/sandbox-pay/anything`)).status).toBe(404);
    expect((await fetch(`${app.url}/webhooks/sandbox`, { method: "POST", body: "{}" })).status).toBe(404);
  });
});
