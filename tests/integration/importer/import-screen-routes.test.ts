// The import screens' routes through the built app: /admin/import, the streamed run (admin/import/run), the imported
// facts (admin/import/facts/:id) and the draft preview; the host check is relaxed for the local fake Alibaba only,
// by giving the app's services a fetcher in code.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, categories } from "../../../app/db/schema/index.ts";
import type { ImportStreamEvent } from "../../../app/modules/importer/import-events.ts";
import { listImportCategories } from "../../../app/modules/importer/list-import-categories.server.ts";
import { createSafeFetcher } from "../../../app/modules/importer/safe-fetch.server.ts";
import { ADMIN_EMAIL, form, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import {
  CAPTCHA_PATH,
  CASE3_PATH,
  CASE3_TITLE,
  expectedPhotoPaths,
  fixturePage,
  sendHtml,
  servePhotos,
  startFakeAlibaba,
  type FakeAlibaba,
} from "./fake-alibaba.ts";

let app: TestApp;
let fake: FakeAlibaba;
let adminCookie: string;
/** Opens the fake CDN's photos: until then they wait, so the test sees the steps arrive before the end. */
let releasePhotos: () => void;

beforeAll(async () => {
  app = await startTestApp();
  fake = await startFakeAlibaba();
  app.services.importFetcher = createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, ca: fake.ca });
  await app.database.db.insert(categories).values([
    { key: "equip", name: "Outillage pro" },
    { key: "solar", name: "Solaire" },
    { key: "kitchen", name: "Cuisine" },
  ]);
  fake.route(CASE3_PATH, sendHtml(fixturePage("case3", fake)));
  fake.route(CAPTCHA_PATH, sendHtml(fixturePage("case6", fake)));
  const photosOpen = new Promise<void>((resolve) => (releasePhotos = resolve));
  await servePhotos(fake, expectedPhotoPaths("case3"), {}, { heldUntil: photosOpen });
  adminCookie = await signInAdmin(app);
}, 120_000); // a fresh database, its migrations and a password hash: slow on a busy machine
afterAll(async () => {
  releasePhotos?.();
  await fake?.close();
  await app?.close();
});

function runImport(fields: Record<string, string>, cookie: string | null = adminCookie) {
  return app.request("/admin/import/run", {
    method: "POST",
    body: form(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "http://shop.test",
      Accept: "application/x-ndjson",
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
}

async function allEvents(response: Response): Promise<ImportStreamEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ImportStreamEvent);
}

/** Reads events one by one as the server writes them. */
function eventReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return async function next(): Promise<ImportStreamEvent | null> {
    for (;;) {
      const newline = buffer.indexOf("\n");
      if (newline >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        return JSON.parse(line) as ImportStreamEvent;
      }
      const { value, done } = await reader.read();
      if (done) return null;
      buffer += value;
    }
  };
}

describe("the import screens refuse a visitor", () => {
  it("sends the page to /login and answers 401 to the run and the facts", async () => {
    const page = await app.request("/admin/import", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fimport");
    const before = fake.requests.length;
    const run = await runImport({ url: fake.url(CASE3_PATH), category: "" }, null);
    expect(run.status).toBe(401);
    expect(fake.requests.length).toBe(before);
    const facts = await app.request("/admin/import/facts/00000000-0000-4000-8000-000000000000");
    expect(facts.status).toBe(401);
  });
});

describe("/admin/import", () => {
  it("shows the form with the shop's categories, tiny, solar and equip first", async () => {
    const response = await app.request("/admin/import", { headers: { Cookie: adminCookie, Accept: "text/html" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = pageText(html);
    expect(html).toContain("<title>Import Alibaba - Niveau 1 – BPE Admin</title>");
    for (const words of [
      "Import Alibaba - Niveau 1",
      "URL du produit Alibaba",
      "Importer le produit",
      "Retour aux produits",
    ])
      expect(text).toContain(words);
    expect(text).toContain("N'importez que des produits que vous avez le droit de revendre.");
    expect(html).toContain('href="/admin/products"');
    expect(text).toContain("Aucune (equip par défaut)");
    // The choices reach the browser with the page's data (the list itself opens in the browser).
    for (const name of ["Solaire", "Outillage pro", "Cuisine"]) expect(html).toContain(name);
    expect(await listImportCategories(app.database.db)).toEqual([
      { key: "solar", name: "Solaire" },
      { key: "equip", name: "Outillage pro" },
      { key: "kitchen", name: "Cuisine" },
    ]);
  });
});

describe("an import run", () => {
  it("refuses an empty, invalid, http, foreign or file URL with the spec's messages, audited, fetching nothing", async () => {
    const before = fake.requests.length;
    const cases: Array<[string, string]> = [
      ["   ", "Veuillez saisir une URL Alibaba"],
      ["pas une adresse", "Veuillez saisir une URL Alibaba valide"],
      ["http://www.alibaba.com/product-detail/x_1600987654321.html", "Veuillez saisir une URL Alibaba valide"],
      ["https://www.amazon.com/product-detail/x_1600987654321.html", "Veuillez saisir une URL Alibaba valide"],
      ["file:///etc/passwd", "Veuillez saisir une URL Alibaba valide"],
    ];
    for (const [url, message] of cases) {
      const response = await runImport({ url, category: "" });
      expect(response.status, url).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/x-ndjson/);
      expect(await allEvents(response), url).toEqual([
        { type: "error", code: url.trim() ? "URL_INVALID" : "URL_REQUIRED", message },
      ]);
    }
    expect(fake.requests.length).toBe(before);
    const audited = await app.database.db
      .select({ actor: auditLog.actor, summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "product.import_failed"));
    expect(audited).toHaveLength(cases.length);
    expect(audited[0]).toMatchObject({ actor: ADMIN_EMAIL, summary: { code: "URL_REQUIRED" } });
  });

  it("says what to do when Alibaba answers with its captcha page", async () => {
    const response = await runImport({ url: fake.url(CAPTCHA_PATH), category: "" });
    expect(response.status).toBe(200);
    const events = await allEvents(response);
    expect(events.map((event) => (event.type === "progress" ? event.step : event.type))).toEqual([
      "fetching-page",
      "reading-page",
      "error",
    ]);
    expect(events.at(-1)).toMatchObject({ type: "error", code: "BLOCKED" });
    expect(events.at(-1)).toHaveProperty("message", expect.stringMatching(/captcha.*navigateur.*réessayez.*à la main/));
  });

  it("streams each step as it happens, then the draft's links", async () => {
    const response = await runImport({ url: fake.url(CASE3_PATH), category: "solar" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toMatch(/no-store/);
    const next = eventReader(response);
    // The photos are still held: these events reached the test before the import could finish.
    expect(await next()).toEqual({ type: "progress", step: "fetching-page" });
    expect(await next()).toEqual({ type: "progress", step: "reading-page" });
    expect(await next()).toEqual({ type: "progress", step: "storing-photos", done: 0, total: 4 });
    releasePhotos();
    for (const done of [1, 2, 3, 4])
      expect(await next()).toEqual({ type: "progress", step: "storing-photos", done, total: 4 });
    expect(await next()).toEqual({ type: "progress", step: "creating-draft" });
    const outcome = await next();
    expect(outcome).toMatchObject({
      type: "created",
      title: CASE3_TITLE,
      slug: "foldable-aluminum-camping-table-120x60cm-with-carry-bag-for",
      photoCount: 4,
      photoFailures: [],
      previewUrl: "/shop/product/foldable-aluminum-camping-table-120x60cm-with-carry-bag-for?draft=1",
    });
    expect(await next()).toBeNull();
    if (outcome?.type !== "created") return;
    expect(outcome.editUrl).toBe(`/admin/products/${outcome.productId}/edit`);
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.entityId, outcome.productId));
    expect(audit).toMatchObject({ actor: ADMIN_EMAIL, action: "product.import" });
    expect(audit!.summary).toMatchObject({ category: "solar", photos: 4 });

    // The same URL again offers the existing draft, without fetching the page.
    const before = fake.requests.length;
    const again = await allEvents(await runImport({ url: `${fake.url(CASE3_PATH)}?spm=x`, category: "" }));
    expect(again).toEqual([
      {
        type: "existing",
        productId: outcome.productId,
        slug: outcome.slug,
        title: CASE3_TITLE,
        editUrl: outcome.editUrl,
        previewUrl: outcome.previewUrl,
      },
    ]);
    expect(fake.requests.length).toBe(before);

    // The facts the editor shows.
    const facts = await app.request(`/admin/import/facts/${outcome.productId}`, {
      headers: { Cookie: adminCookie },
    });
    expect(facts.status).toBe(200);
    const body = (await facts.json()) as { facts: Record<string, unknown> };
    expect(body.facts).toMatchObject({
      source: "alibaba",
      sourceUrl: fake.url(CASE3_PATH),
      supplierName: expect.stringContaining("Ningbo Trailpeak"),
      importedBy: ADMIN_EMAIL,
    });
    expect(body.facts.priceRange).not.toBeUndefined();
    expect(body.facts.moq).not.toBeUndefined();

    // The preview: the administrator sees the draft with its banner, never from the page cache; a visitor gets 404.
    for (let visit = 0; visit < 2; visit += 1) {
      const preview = await app.request(outcome.previewUrl, { headers: { Cookie: adminCookie } });
      expect(preview.status).toBe(200);
      expect(preview.headers.get("X-Page-Cache")).toBeNull();
      const html = await preview.text();
      expect(pageText(html)).toContain("Brouillon Aperçu administrateur : ce produit n'est pas publié.");
      expect(html).toContain('content="noindex, nofollow"');
    }
    for (const path of [outcome.previewUrl, `/shop/product/${outcome.slug}`]) {
      const visitor = await app.request(path);
      expect(visitor.status, path).toBe(404);
      expect(pageText(await visitor.text())).not.toContain(CASE3_TITLE);
    }
    const wrongFlag = await app.request(`/shop/product/${outcome.slug}?draft=yes`, {
      headers: { Cookie: adminCookie },
    });
    expect(wrongFlag.status).toBe(404);
  });
});
