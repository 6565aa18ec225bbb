// The page cache through the built app's handler, on a real database (PGlite, and PostgreSQL when configured):
// a public page is rendered once, served again with the request's own nonce, and rendered anew after any write to
// what it shows, whoever writes (the database triggers move the version on).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, settings } from "../../../app/db/schema/index.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { serializeToast } from "../../../app/modules/toast/toast.server.ts";
import { startTestApp, type TestApp } from "../auth/auth-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.database.db.insert(categories).values({ key: "solar", name: "Solaire" });
});
afterAll(async () => {
  await app?.close();
});

const nonces = (html: string) => [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))];

describe("page cache", () => {
  it("renders a public page once, then serves the copy with each request's own nonce", async () => {
    const first = await app.request("/shop");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const firstHtml = await first.text();
    const second = await app.request("/shop");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    const secondHtml = await second.text();
    expect(secondHtml).toContain("Solaire");
    expect(nonces(firstHtml)).toHaveLength(1);
    expect(nonces(secondHtml)).toHaveLength(1);
    expect(nonces(secondHtml)[0]).not.toBe(nonces(firstHtml)[0]);
    expect(secondHtml.replaceAll(nonces(secondHtml)[0]!, "N")).toBe(firstHtml.replaceAll(nonces(firstHtml)[0]!, "N"));
  });

  it("renders again after a write to the catalogue or the settings, made by anyone", async () => {
    await app.request("/shop");
    const before = await readPageCacheVersion(app.database.db);
    await app.database.db.update(categories).set({ name: "Énergie solaire" }).where(eq(categories.key, "solar"));
    expect(await readPageCacheVersion(app.database.db)).toBeGreaterThan(before);
    const after = await app.request("/shop");
    expect(after.headers.get("X-Page-Cache")).toBe("miss");
    expect(await after.text()).toContain("Énergie solaire");
    expect((await app.request("/shop")).headers.get("X-Page-Cache")).toBe("hit");

    const version = await readPageCacheVersion(app.database.db);
    await app.database.db.execute(sql`update ${settings} set updated_at = now()`);
    expect(await readPageCacheVersion(app.database.db)).toBeGreaterThan(version);
    expect((await app.request("/shop")).headers.get("X-Page-Cache")).toBe("miss");
  });

  it("never shares a page with a toast to show, a query, or a data request", async () => {
    await app.request("/cgv");
    const toast = await serializeToast(app.services.env.SESSION_SECRET, { type: "success", title: "Demande envoyée !" });
    const withToast = await app.request("/cgv", { headers: { Cookie: toast.split(";")[0]! } });
    expect(withToast.headers.get("X-Page-Cache")).toBeNull();
    expect(await withToast.text()).toContain("Demande envoyée !");
    expect((await app.request("/cgv?x=1")).headers.get("X-Page-Cache")).toBeNull();
    const data = await app.request("/cgv.data");
    expect(data.headers.get("X-Page-Cache")).toBeNull();
    expect(data.headers.get("Content-Type")).not.toMatch(/text\/html/);
  });
});
