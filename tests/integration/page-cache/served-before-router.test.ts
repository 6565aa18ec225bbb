// The real HTTP server (server/index.ts on the built app): a kept public page is answered before the router, from
// bytes compressed once, with the headers the router's answer had; a change made through the back office shows at
// once; and with two servers on one PostgreSQL database, a change made through one reaches the other's cache
// within a second (issue 19 items 1 and 4).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import { itOnPostgres } from "../../setup/test-db.ts";

const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-cache";
let served: ServedDatabase;
let server: RunningServer;
let categoryId: string;
const extraServers: RunningServer[] = [];

beforeAll(async () => {
  served = await createServedDatabase();
  // One category of our own: the server then seeds no demo catalogue (quicker start).
  categoryId = await served.use(async (db) => {
    await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
    const [row] = await db.insert(categories).values({ key: "solar", name: "Solaire" }).returning();
    return row!.id;
  });
  server = await startAppServer({ env: { ...served.env, ADMIN_EMAIL } });
}, 180_000); // a server process started on a loaded machine
afterAll(async () => {
  for (const running of [server, ...extraServers]) await running?.stop();
  await served?.drop();
});

const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

/** Headers that differ between two answers of the same page whatever serves them. */
const PER_ANSWER = new Set([
  "date",
  "x-request-id",
  "x-page-cache",
  "content-length",
  "transfer-encoding",
  "connection",
  "keep-alive",
]);
const stableHeaders = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)));

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith("bpe_admin_session="));
  return cookie!.split(";")[0]!;
}

async function renameCategory(base: string, cookie: string, name: string) {
  const response = await fetch(`${base}/admin/products`, {
    method: "POST",
    body: new URLSearchParams({ intent: "category-save", categoryId: String(categoryId), name, key: "solar" }),
    headers: { Cookie: cookie, Accept: "text/html" },
    redirect: "manual",
  });
  expect(response.status).toBe(200);
}

describe("a kept page, answered before the router", () => {
  it("is the router's page with its headers, compressed once in brotli and gzip, or plain", async () => {
    const miss = await get(server.url, "/shop/solar", { "Accept-Encoding": "gzip" });
    expect(miss.headers.get("X-Page-Cache")).toBe("miss");
    const html = await miss.text();
    expect(html).toContain("Solaire");
    const hit = await get(server.url, "/shop/solar", { "Accept-Encoding": "gzip" });
    expect(hit.headers.get("X-Page-Cache")).toBe("hit");
    expect(stableHeaders(hit)).toEqual(stableHeaders(miss));
    expect(hit.headers.get("Content-Encoding")).toBe("gzip");
    expect(hit.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(hit.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(await hit.text()).toBe(html);

    const plain = await get(server.url, "/shop/solar", { "Accept-Encoding": "identity" });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const plainLength = Number(plain.headers.get("Content-Length"));
    expect(await plain.text()).toBe(html);
    const brotli = await get(server.url, "/shop/solar", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("X-Page-Cache")).toBe("hit");
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(Number(brotli.headers.get("Content-Length"))).toBeLessThan(plainLength / 3);
    expect(Number(hit.headers.get("Content-Length"))).toBeLessThan(plainLength / 3);
    expect(await brotli.text()).toBe(html);
  });

  it("answers 304 to a browser holding the current copy", async () => {
    const page = await get(server.url, "/shop");
    const etag = page.headers.get("ETag")!;
    await page.arrayBuffer();
    const again = await get(server.url, "/shop", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("X-Page-Cache")).toBe("hit");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("is never given to a visitor with a personal cookie, a query, or a data request", async () => {
    await (await get(server.url, "/cgv")).arrayBuffer();
    expect((await get(server.url, "/cgv")).headers.get("X-Page-Cache")).toBe("hit");
    const cookie = await signIn(server.url);
    const asAdmin = await get(server.url, "/cgv", { Cookie: cookie });
    expect(asAdmin.headers.get("X-Page-Cache")).toBeNull();
    expect(asAdmin.headers.get("ETag")).toBeNull();
    expect((await get(server.url, "/cgv?x=1")).headers.get("X-Page-Cache")).toBeNull();
    expect((await get(server.url, "/cgv.data")).headers.get("X-Page-Cache")).toBeNull();
  });

  it("is given to a visitor from a campaign's link, its tracking parameters ignored", async () => {
    const kept = await get(server.url, "/cgv", { "Accept-Encoding": "gzip" });
    const html = await kept.text();
    const fromAd = await get(server.url, "/cgv?utm_source=facebook&utm_campaign=noel&fbclid=IwAR0x", {
      "Accept-Encoding": "gzip",
    });
    expect(fromAd.headers.get("X-Page-Cache")).toBe("hit");
    expect(fromAd.headers.get("ETag")).toBe(kept.headers.get("ETag"));
    expect(await fromAd.text()).toBe(html);
    // The shop's own parameters still reach the page: a category's first page has no number in its address.
    const firstPage = await fetch(`${server.url}/shop/solar?gclid=abc&page=1`, { redirect: "manual" });
    expect(firstPage.status).toBe(301);
    expect(new URL(firstPage.headers.get("Location")!, server.url).pathname).toBe("/shop/solar");
    expect((await get(server.url, "/cgv?bench=uncached&fbclid=1")).headers.get("X-Page-Cache")).toBeNull();
  });

  it("after a change made through the back office, serves the previous copy while it renders the page again", async () => {
    await (await get(server.url, "/shop/solar")).arrayBuffer();
    await (await get(server.url, "/en/shop/solar")).arrayBuffer();
    expect((await get(server.url, "/shop/solar")).headers.get("X-Page-Cache")).toBe("hit");
    await renameCategory(server.url, await signIn(server.url), "Solaire (un)");
    const changed = Date.now();
    // No visitor waits for a render: every answer is the previous copy (stale) or the new one rendered in the
    // background (hit), never a render for the visitor (miss).
    const outcomes: Array<string | null> = [];
    await expect
      .poll(
        async () => {
          const response = await get(server.url, "/shop/solar");
          outcomes.push(response.headers.get("X-Page-Cache"));
          return (await response.text()).includes("Solaire (un)");
        },
        { timeout: 5_000, interval: 10 },
      )
      .toBe(true);
    console.log(`new copy served ${Date.now() - changed} ms after the write; answers meanwhile: ${outcomes.join(" ")}`);
    expect(outcomes.filter((outcome) => outcome !== "stale" && outcome !== "hit")).toEqual([]);
    expect(outcomes.at(-1)).toBe("hit");
    // The other language's copy was rendered again too, before anyone asked for it.
    await expect
      .poll(async () => (await get(server.url, "/en/shop/solar")).headers.get("X-Page-Cache"), { timeout: 5_000 })
      .toBe("hit");
  });

  it("ignores a refresh header from outside: the kept page is answered, nothing is rendered", async () => {
    const forged = await get(server.url, "/shop/solar", { "X-Page-Cache-Refresh": "x".repeat(32) });
    expect(forged.headers.get("X-Page-Cache")).toBe("hit");
  });

  itOnPostgres("reaches the cache of a second server on the same database within a second", async () => {
    const second = await startAppServer({ env: { ...served.env, ADMIN_EMAIL } });
    extraServers.push(second);
    await (await get(second.url, "/shop/solar")).arrayBuffer();
    expect((await get(second.url, "/shop/solar")).headers.get("X-Page-Cache")).toBe("hit");
    await renameCategory(server.url, await signIn(server.url), "Solaire (deux)");
    const changed = Date.now();
    await expect
      .poll(async () => (await (await get(second.url, "/shop/solar")).text()).includes("Solaire (deux)"), {
        timeout: 1_000,
        interval: 20,
      })
      .toBe(true);
    console.log(`second server showed the change ${Date.now() - changed} ms after the write`);
  });
});
