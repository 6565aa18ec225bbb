// Alternative texts per image in French, English and Chinese (ruling 15): set through the media manager's route by
// the administrator only, audited, and shown by the public sheet and cards in the page's language, French where a
// translation is empty.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productMedia } from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { ALT_MAX_LENGTH } from "../../../app/modules/media/medium-alt-form.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, form, startTestApp, type TestApp } from "../auth/auth-app.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";

let app: TestApp;
let adminCookie: string;
let product: { id: string; slug: string };
let categoryKey: string;
let mediumId: string;

beforeAll(async () => {
  app = await startTestApp();
  const db = app.database.db;
  await setAdminPassword(db, { email: ADMIN_EMAIL, password: "mot-de-passe-admin", actor: "test" });
  const signIn = await app.request("/login", {
    method: "POST",
    body: form({ mode: "signin", email: ADMIN_EMAIL, password: "mot-de-passe-admin" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  adminCookie = cookieHeader(cookiesOf(signIn));
  const category = await createCategory(db);
  categoryKey = category.key;
  product = await createProduct(db, { categoryId: category.id, slug: "serre-alt-textes" });
  await db.delete(productMedia).where(eq(productMedia.productId, product.id));
  const [medium] = await db
    .insert(productMedia)
    .values({
      productId: product.id,
      kind: "image",
      url: "/images/demo/serre-pv",
      alt: "Serre vue de face",
      position: 0,
    })
    .returning({ id: productMedia.id });
  mediumId = medium!.id;
});
afterAll(async () => {
  await app?.close();
});

const altUrl = (id = mediumId) => `/admin/products/${product.id}/media/${id}/alt`;

async function postAlt(fields: Record<string, string>, { cookie = adminCookie, url = altUrl() } = {}) {
  const response = await app.request(url, {
    method: "POST",
    body: form(fields),
    headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const text = await response.text();
  // A refused visitor may get a plain-text answer; the administrator's answers are JSON.
  const json = (text.startsWith("{") ? JSON.parse(text) : { body: text }) as Record<string, unknown>;
  return { status: response.status, json };
}

async function imageAlts(url: string): Promise<string[]> {
  const html = await (await app.request(url, { headers: { Accept: "text/html" } })).text();
  return [...html.matchAll(/<img[^>]*\salt="([^"]*)"/g)].map((match) => match[1]!);
}

describe("POST /admin/products/:id/media/:mediaId/alt", () => {
  it("refuses a visitor and changes nothing", async () => {
    for (const cookie of ["", "bpe_admin_session=%22forged%22"]) {
      const refused = await postAlt({ alt: "Piraté" }, { cookie });
      expect(refused.status).toBe(401);
    }
    const [row] = await app.database.db.select().from(productMedia).where(eq(productMedia.id, mediumId));
    expect(row).toMatchObject({ alt: "Serre vue de face", translations: {} });
  });

  it("stores the three texts, drops the empty ones, audits before → after and refreshes the public pages", async () => {
    const versionBefore = await readPageCacheVersion(app.database.db);
    const saved = await postAlt({
      alt: " Serre photovoltaïque, vue de face ",
      alt_en: "Solar greenhouse, front view",
      alt_zh: "",
    });
    expect(saved.status).toBe(200);
    expect(saved.json.media).toEqual([
      expect.objectContaining({
        id: mediumId,
        alt: "Serre photovoltaïque, vue de face",
        translations: { en: { alt: "Solar greenhouse, front view" } },
        position: 0,
      }),
    ]);
    expect(await readPageCacheVersion(app.database.db)).toBeGreaterThan(versionBefore);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.media.alt"), eq(auditLog.entityId, product.id)));
    expect(audit).toMatchObject({
      actor: ADMIN_EMAIL,
      summary: {
        mediaId: mediumId,
        before: { alt: "Serre vue de face", translations: {} },
        after: {
          alt: "Serre photovoltaïque, vue de face",
          translations: { en: { alt: "Solar greenhouse, front view" } },
        },
      },
    });

    // The sheet and the category card show the page's language; Chinese has none, so it shows the French.
    const sheet = `/shop/product/${product.slug}`;
    expect(await imageAlts(sheet)).toContain("Serre photovoltaïque, vue de face");
    expect(await imageAlts(`/en${sheet}`)).toContain("Solar greenhouse, front view");
    expect(await imageAlts(`/en${sheet}`)).not.toContain("Serre photovoltaïque, vue de face");
    expect(await imageAlts(`/zh${sheet}`)).toContain("Serre photovoltaïque, vue de face");
    expect(await imageAlts(`/en/shop/${categoryKey}`)).toContain("Solar greenhouse, front view");
  });

  it("refuses a text above the limit and an unknown medium with French messages", async () => {
    const tooLong = await postAlt({ alt: "Serre", alt_zh: "图".repeat(ALT_MAX_LENGTH + 1) });
    expect(tooLong).toEqual({
      status: 400,
      json: { error: `Un texte alternatif ne peut dépasser ${ALT_MAX_LENGTH} caractères.` },
    });
    const unknown = await postAlt({ alt: "Serre" }, { url: altUrl(crypto.randomUUID()) });
    expect(unknown).toEqual({ status: 404, json: { error: "Ce média n'existe plus : rechargez la page." } });
    const [row] = await app.database.db.select().from(productMedia).where(eq(productMedia.id, mediumId));
    expect(row!.alt).toBe("Serre photovoltaïque, vue de face");
  });
});
