// The production layout of deploy/ on this machine (issue 32 items 3 and 4): nginx (Debian's package) with the
// shipped site, TLS on a self-signed certificate, in front of two app servers built as shipped, on one PostgreSQL
// database and one S3-compatible store (tests/support/s3-server.ts), paying through the Airwallex double. Checks what
// only the whole layout shows: secure cookies and HSTS over TLS, the visitor's address seen through the proxy, an
// upload served by both servers, a card payment and its webhook through the proxy, and a restart of one server
// under load without a failed request or a lost order. PostgreSQL only (the embedded database belongs to one
// process): vitest.config.ts includes *.postgres.test.ts files in the PostgreSQL run alone.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardPaymentOrders, products, rateLimitHits } from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { type FakeAirwallex, startFakeAirwallex } from "../../fakes/airwallex/fake-airwallex-server.ts";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { getFreePort } from "../../support/free-port.ts";
import { type HttpsAnswer, httpsRequest } from "../../support/https-request.ts";
import { type NginxProxy, nginxPorts, startNginxProxy } from "../../support/nginx-proxy.ts";
import { startTestS3Server, type TestS3Server } from "../../support/s3-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import { pngImage, uploadForm } from "../media/media-fixtures.ts";
import { demoOrderProduct } from "../reliability/crash-during-orders.ts";

const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-mise-en-production";
const START_TIMEOUT_MS = 300_000;

let dir: string;
let database: ServedDatabase;
let s3: TestS3Server;
let airwallex: FakeAirwallex;
let proxy: NginxProxy;
let appEnv: Record<string, string>;
const servers: RunningServer[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "bpe-layout-"));
  [database, s3, airwallex] = await Promise.all([
    createServedDatabase({ kind: "postgres" }),
    startTestS3Server(),
    startFakeAirwallex(),
  ]);
  const ports = await nginxPorts();
  const appPorts: [number, number] = [await getFreePort(), await getFreePort()];
  appEnv = {
    ...database.env,
    PUBLIC_URL: `https://127.0.0.1:${ports.httpsPort}`,
    TRUST_PROXY: "loopback",
    STORAGE_URL: s3.storageUrl,
    PAYMENT_PROVIDER: "airwallex",
    AIRWALLEX_BASE_URL: airwallex.url,
    AIRWALLEX_CLIENT_ID: airwallex.clientId,
    AIRWALLEX_API_KEY: airwallex.apiKey,
    AIRWALLEX_WEBHOOK_SECRET: airwallex.webhookSecret,
  };
  // One after the other: the first seeds the demo catalogue, the second finds it there.
  for (const port of appPorts) servers.push(await startAppServer({ env: { ...appEnv, PORT: String(port) } }));
  proxy = await startNginxProxy(dir, { appPorts, ...ports });
}, START_TIMEOUT_MS);
afterAll(async () => {
  await proxy?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await Promise.all([database?.drop(), s3?.close(), airwallex?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

const through = (pathname: string, options: Omit<Parameters<typeof httpsRequest>[1], "ca"> = {}) =>
  httpsRequest(`${proxy.url}${pathname}`, { ca: proxy.ca, ...options });
const setCookies = (answer: HttpsAnswer) => [answer.headers["set-cookie"] ?? []].flat();
const formBody = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields).toString(),
  headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
});

async function signIn(): Promise<string[]> {
  await database.use((db) => setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" }));
  const answer = await through("/login", {
    method: "POST",
    ...formBody({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
  });
  expect(answer.status).toBe(302);
  return setCookies(answer);
}

/** A card payment through the proxy from `from`: the intent the fake Airwallex received for it. */
async function payByCard(from: string, email: string, headers: Record<string, string> = {}) {
  const { slug, fields } = demoOrderProduct();
  const request = formBody({ productSlug: slug, qty: "1", buyerEmail: email, acceptTerms: "on", lang: "fr" });
  const answer = await through("/payments/card", {
    method: "POST",
    localAddress: from,
    body: `${request.body}&${new URLSearchParams({ ...fields, mode: "fetch" }).toString()}`,
    headers: { ...request.headers, ...headers },
  });
  if (answer.status !== 200) return { status: answer.status, intent: undefined };
  const { url } = JSON.parse(answer.body.toString()) as { url: string };
  const intentId = new URLSearchParams(new URL(url).hash.replace(/^#\/standalone\/checkout\?/, "")).get("intent_id");
  return { status: answer.status, intent: airwallex.intents.get(intentId ?? "") };
}

describe("the production layout: nginx with TLS in front of two app servers", () => {
  it("sends HSTS once and Secure session cookies, and the app sees the visitor's address, not a forged one", async () => {
    const home = await through("/");
    expect(home.status).toBe(200);
    expect(home.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const cookies = await signIn();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookies.some((cookie) => /HttpOnly/i.test(cookie))).toBe(true);
    // A visitor on 127.0.0.7 claims another address: nginx replaces the header, the app counts 127.0.0.7.
    const paid = await payByCard("127.0.0.7", "adresse@example.pf", { "X-Forwarded-For": "203.0.113.9" });
    expect(paid.status).toBe(200);
    const keys = await database.use((db) =>
      db
        .select({ key: rateLimitHits.key })
        .from(rateLimitHits)
        .where(
          inArray(rateLimitHits.key, ["card-payment:127.0.0.7", "card-payment:203.0.113.9", "card-payment:127.0.0.1"]),
        ),
    );
    expect(keys.map((row) => row.key)).toEqual(["card-payment:127.0.0.7"]);
  });

  it("serves an upload made through the proxy from both app servers", async () => {
    const cookie = (await signIn()).map((line) => line.split(";")[0]).join("; ");
    const [product] = await database.use((db) => db.select({ id: products.id }).from(products).limit(1));
    const upload = new Request("http://x", {
      method: "POST",
      body: uploadForm("file", [{ bytes: await pngImage(320, 240), name: "couche.png", type: "image/png" }]),
    });
    const answer = await through(`/admin/products/${product!.id}/media`, {
      method: "POST",
      body: Buffer.from(await upload.arrayBuffer()),
      headers: { "Content-Type": upload.headers.get("content-type")!, Accept: "application/json", Cookie: cookie },
    });
    expect(answer.status).toBe(200);
    const { media } = JSON.parse(answer.body.toString()) as { media: { url: string } };
    // Stored in the shared bucket as WebP variants, not on the disk of the server that took it.
    const baseKey = media.url.replace(/^\/uploads\//, "").replace(/(-\d+)?\.[a-z0-9]+$/, "");
    const variant = [...s3.objects.keys()].find((key) => key.startsWith(baseKey));
    expect(variant).toBeDefined();
    const served = await Promise.all([
      ...servers.map((server) =>
        fetch(`${server.url}/uploads/${variant}`).then(async (r) => [r.status, await r.bytes()]),
      ),
      through(`/uploads/${variant}`).then((r) => [r.status, r.body]),
    ]);
    expect(served.map(([status]) => status)).toEqual([200, 200, 200]);
    const [first, ...others] = served.map(([, bytes]) => Buffer.from(bytes as Uint8Array));
    for (const bytes of others) expect(bytes.equals(first!)).toBe(true);
  });

  it("takes a card payment and its webhook through the proxy", async () => {
    const { intent } = await payByCard("127.0.0.8", "carte@example.pf");
    expect(intent).toBeDefined();
    airwallex.setIntentStatus(intent!.id, "SUCCEEDED");
    const event = airwallex.intentEvent("payment_intent.succeeded", intent!.id);
    const delivered = await through("/webhooks/airwallex", {
      method: "POST",
      body: event.rawBody,
      headers: Object.fromEntries(event.headers.entries()),
    });
    expect(delivered.status).toBe(200);
    const [order] = await database.use((db) =>
      db.select().from(cardPaymentOrders).where(eq(cardPaymentOrders.id, intent!.merchant_order_id)),
    );
    expect(order?.status).toBe("paid");
  });

  it(
    "restarts one app server under load with no failed request and no lost order",
    async () => {
      const outcomes: Array<{ kind: "page" | "order"; status: number | string; intentId?: string }> = [];
      let visitor = 0;
      let loading = true;
      const worker = async (index: number) => {
        for (let turn = 0; loading; turn += 1) {
          // Each request from its own address on 127.0.1.0/24: the per-address limits do not come into it.
          visitor += 1;
          const from = `127.0.1.${(visitor % 250) + 1}`;
          try {
            if ((index + turn) % 2 === 0) {
              const { status, intent } = await payByCard(from, `charge-${index}-${turn}@example.pf`);
              outcomes.push({ kind: "order", status, intentId: intent?.id });
            } else {
              const page = await through(`/shop?charge=${index}-${turn}`, { localAddress: from });
              outcomes.push({ kind: "page", status: page.status });
            }
          } catch (error) {
            outcomes.push({ kind: "page", status: (error as Error).message });
          }
        }
      };
      const load = Promise.all(Array.from({ length: 6 }, (_, index) => worker(index)));
      const until = (count: number) => expect.poll(() => outcomes.length, { timeout: 20_000 }).toBeGreaterThan(count);
      await until(20);
      // The restart: SIGTERM to the first server while requests are on their way, then the same server again.
      const [first] = servers.splice(0, 1);
      const whileStopping = outcomes.length;
      expect(await first!.stop()).toBe(0);
      servers.unshift(await startAppServer({ env: { ...appEnv, PORT: new URL(first!.url).port } }));
      const afterRestart = outcomes.length;
      await until(afterRestart + 20);
      loading = false;
      await load;

      const failed = outcomes.filter((outcome) => outcome.status !== 200);
      // What nginx said of a failed request (an upstream reset, a timeout) is the first thing to read when this fails.
      expect(failed, await proxy.errors()).toEqual([]);
      expect(afterRestart - whileStopping).toBeGreaterThan(0); // the load went on while the server was away
      const orders = outcomes.filter((outcome) => outcome.kind === "order");
      expect(orders.length).toBeGreaterThan(5);
      const orderIds = orders.map((order) => airwallex.intents.get(order.intentId ?? "")?.merchant_order_id ?? "?");
      const stored = await database.use((db) =>
        db.select({ id: cardPaymentOrders.id }).from(cardPaymentOrders).where(inArray(cardPaymentOrders.id, orderIds)),
      );
      expect(stored.map((row) => row.id).sort()).toEqual([...orderIds].sort());
    },
    START_TIMEOUT_MS,
  );
});
