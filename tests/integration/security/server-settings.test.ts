// The real HTTP server (server/index.ts on the built app) with the settings of issue 12 items 5, 6 and 8: a public
// address refuses unsafe settings; X-Forwarded-For is believed only from TRUST_PROXY; POST /checkout reads its body;
// a NUL byte in the URL is a 400. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "../../../app/db/schema/index.ts";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import { VALID_HOME_QUOTE } from "../leads/lead-form-fields.ts";

const PUBLIC_SITE = "https://bpe-polynesie.example";
/** A first start renders the demo images: seconds on an idle machine, minutes on a busy one. */
const START_TIMEOUT_MS = 240_000;
const SECRET = "t4Wq9-Zm2Lx7Rk3Vb8Nd1Hs6Jf0Pc5Gy";
const QUOTE = { ...VALID_HOME_QUOTE, website_url: "" };

/** Starts a server that must refuse its settings, and returns its exit code and output. */
async function refusedStart(env: Record<string, string>) {
  const server = await startAppServer({ env, waitForHealth: false });
  const code = await server.exited;
  const output = server.output();
  await server.stop();
  return { code, output };
}

function postQuote(server: RunningServer, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/?index`, {
    method: "POST",
    body: new URLSearchParams(QUOTE),
    headers,
    redirect: "manual",
  });
}

async function countedKeys(database: ServedDatabase) {
  return database.use(async (db) =>
    (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key).sort(),
  );
}

describe("a server on a public address (issue 12 item 5)", () => {
  it("refuses to start with the default SESSION_SECRET", async () => {
    const { code, output } = await refusedStart({ PUBLIC_URL: PUBLIC_SITE, PAYMENT_PROVIDER: "airwallex" });
    expect(code).toBe(1);
    expect(output).toMatch(/SESSION_SECRET is the public default value/);
  });

  it("refuses a weak SESSION_SECRET: the default with a character added, or 16 characters (issue 28 item 7)", async () => {
    for (const [secret, message] of [
      ["change-me-in-production-please!", /SESSION_SECRET contains the public default value/],
      ["k8Hd2Lq9Zs4Vb7Nw", /SESSION_SECRET must be at least 32 characters/],
      ["abababababababababababababababab12", /SESSION_SECRET does not look random/],
    ] as const) {
      const { code, output } = await refusedStart({
        PUBLIC_URL: PUBLIC_SITE,
        PAYMENT_PROVIDER: "airwallex",
        SESSION_SECRET: secret,
      });
      expect(code).toBe(1);
      expect(output).toMatch(message);
    }
  });

  it("refuses to start with the sandbox provider unless ALLOW_SANDBOX_PAYMENTS=1", async () => {
    const { code, output } = await refusedStart({ PUBLIC_URL: PUBLIC_SITE, SESSION_SECRET: SECRET });
    expect(code).toBe(1);
    expect(output).toMatch(/PAYMENT_PROVIDER=sandbox lets anyone mark an order paid/);
    expect(output).not.toMatch(/SESSION_SECRET/);
  });
});

describe("with ALLOW_SANDBOX_PAYMENTS=1 and TRUST_PROXY naming this machine", () => {
  let database: ServedDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createServedDatabase();
    server = await startAppServer({
      env: {
        ...database.env,
        PUBLIC_URL: PUBLIC_SITE,
        SESSION_SECRET: SECRET,
        ALLOW_SANDBOX_PAYMENTS: "1",
        TRUST_PROXY: "127.0.0.1",
      },
    });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("starts, says in the log and on every page that payments are simulated, and believes the named proxy", async () => {
    expect(server.output()).toMatch(/payments are simulated on a public address/);
    for (const path of ["/", "/en/shop", "/zh/devis"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toMatch(
        /Mode test : les paiements sont simulés|Test mode: payments are simulated|测试模式：付款为模拟/,
      );
    }
    // The proxy (127.0.0.1, the test) says who its client was: the right-most address it did not add itself.
    expect((await postQuote(server, { "X-Forwarded-For": "192.0.2.1, 203.0.113.50" })).status).toBe(302);
    await server.stop();
    expect(await countedKeys(database)).toEqual(["submit:email:teva@example.com", "submit:ip:203.0.113.50"]);
  });
});

describe("with the quick start's settings on this machine", () => {
  let database: ServedDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    database = await createServedDatabase();
    server = await startAppServer({ env: database.env });
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("starts with warnings, answers bad URLs and checkout bodies, and ignores X-Forwarded-For (no TRUST_PROXY)", async () => {
    expect(server.output()).toMatch(/unsafe outside this machine: SESSION_SECRET is the public default value/);
    expect(server.output()).toMatch(/unsafe outside this machine: PAYMENT_PROVIDER=sandbox/);

    // POST /checkout with a body (issue 12 item 8): answered, not reset.
    const checkout = await fetch(`${server.url}/checkout?orderId=00000000-0000-4000-8000-000000000000`, {
      method: "POST",
      body: new URLSearchParams({ filler: "x".repeat(256 * 1024) }),
      redirect: "manual",
    });
    // Unknown order: the page answers (its loader sends the visitor home with a message), the body was read.
    expect([302, 404]).toContain(checkout.status);
    await checkout.text();

    const nul = await fetch(`${server.url}/shop/product/abc%00def`);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: string }).error).toBe(
      "La requête contient un caractère non autorisé. Retirez-le et réessayez.",
    );

    // A random X-Forwarded-For from a client that is no named proxy picks nothing.
    for (let i = 0; i < 3; i += 1) {
      const answer = await postQuote(server, { "X-Forwarded-For": `198.51.100.${i + 1}` });
      expect(answer.status).toBe(302);
    }
    await server.stop();
    expect(server.output()).not.toMatch(/"level":(50|60)/);
    const keys = await countedKeys(database);
    expect(new Set(keys)).toEqual(new Set(["submit:email:teva@example.com", "submit:ip:127.0.0.1"]));
  });
});
