// The page cache through the built app's handler, on a real database (PGlite, and PostgreSQL when configured):
// a public page is rendered once, served again as the same bytes (scripts allowed by hash, an ETag), and rendered anew after any write to
// what it shows, whoever writes (the database triggers move the version on).
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, settings } from "../../../app/db/schema/index.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { serializeToast } from "../../../app/modules/toast/toast.server.ts";
import { startTestApp, type TestApp } from "../../support/test-app.ts";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.database.db.insert(categories).values({ key: "solar", name: "Solaire" });
});
afterAll(async () => {
  await app?.close();
});

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

describe("page cache", () => {
  it("renders a public page once, then serves the same bytes to everyone, its scripts allowed by their hashes", async () => {
    const first = await app.request("/shop");
    expect(first.headers.get("X-Page-Cache")).toBe("miss");
    const firstHtml = await first.text();
    const second = await app.request("/shop");
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    const secondHtml = await second.text();
    expect(secondHtml).toContain("Solaire");
    expect(secondHtml).toBe(firstHtml);
    expect(secondHtml).not.toMatch(/nonce=/);
    const policy = second.headers.get("Content-Security-Policy") ?? "";
    expect(policy).not.toMatch(/'nonce-/);
    const scripts = inlineScripts(secondHtml);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(hashOf(script));
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(second.headers.get("Vary")).toMatch(/Cookie/);
  });

  it("answers 304 without the page to a browser that holds the current copy, and the page again once it changed", async () => {
    const page = await app.request("/cgv");
    const etag = page.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const again = await app.request("/cgv", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    await app.database.db.update(categories).set({ name: "Solaire (2)" }).where(eq(categories.key, "solar"));
    const changed = await app.request("/cgv", { headers: { "If-None-Match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(etag);
    expect(await changed.text()).toContain("Solaire (2)");
  });

  it("keeps a nonce for pages rendered for one visitor", async () => {
    const withQuery = await app.request("/cgv?x=1");
    const html = await withQuery.text();
    const nonce = /'nonce-([^']+)'/.exec(withQuery.headers.get("Content-Security-Policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    for (const tag of html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    expect(withQuery.headers.get("ETag")).toBeNull();
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
    const toast = await serializeToast(app.services.env, { type: "success", title: "Demande envoyée !" });
    const withToast = await app.request("/cgv", { headers: { Cookie: toast.split(";")[0]! } });
    expect(withToast.headers.get("X-Page-Cache")).toBeNull();
    expect(await withToast.text()).toContain("Demande envoyée !");
    expect((await app.request("/cgv?x=1")).headers.get("X-Page-Cache")).toBeNull();
    const data = await app.request("/cgv.data");
    expect(data.headers.get("X-Page-Cache")).toBeNull();
    expect(data.headers.get("Content-Type")).not.toMatch(/text\/html/);
  });
});
