// End to end through the built app: a sample page on a local fake Alibaba becomes a draft whose photos are on disk,
// which the signed-in administrator sees at /shop/product/{slug}?draft=1 and a visitor never does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../../app/db/schema/index.ts";
import {
  importAlibabaProduct,
  type ImportAlibabaProductResult,
} from "../../../app/modules/importer/import-alibaba-product.server.ts";
import { createSafeFetcher } from "../../../app/modules/importer/safe-fetch.server.ts";
import { IMAGE_WIDTHS, variantPath } from "../../../app/modules/media/image-variants.ts";
import { ADMIN_EMAIL, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import {
  expectedPhotoPaths,
  fixturePage,
  sendHtml,
  servePhotos,
  startFakeAlibaba,
  type FakeAlibaba,
} from "./fake-alibaba.ts";

const CASE3_PATH = "/product-detail/Foldable-Aluminum-Camping-Table-120x60cm-with_1601234509876.html";

let app: TestApp;
let fake: FakeAlibaba;
let draft: ImportAlibabaProductResult;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  fake = await startFakeAlibaba();
  await app.database.db.insert(categories).values({ key: "equip", name: "Équipements & outillage pro" });
  fake.route(CASE3_PATH, sendHtml(fixturePage("case3", fake)));
  await servePhotos(fake, expectedPhotoPaths("case3"));
  draft = await importAlibabaProduct({
    db: app.database.db,
    storage: app.services.storage,
    url: fake.url(CASE3_PATH),
    actor: ADMIN_EMAIL,
    fetcher: createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, ca: fake.ca }),
  });
  adminCookie = await signInAdmin(app);
});
afterAll(async () => {
  await fake?.close();
  await app?.close();
});

describe("an imported draft", () => {
  it("has its photos stored as WebP variants", async () => {
    expect(draft).toMatchObject({
      status: "created",
      slug: "foldable-aluminum-camping-table-120x60cm-with-carry-bag-for",
      photoCount: 4,
    });
    const [cover] = await app.database.db.query.productMedia.findMany({
      where: (media, { eq }) => eq(media.position, 0),
    });
    for (const width of IMAGE_WIDTHS) {
      const file = await app.services.storage.get(variantPath(cover!.url.replace(/^\/uploads\//, ""), width));
      expect(file?.bytes.byteLength, `${width} px`).toBeGreaterThan(100);
    }
  });

  it("is shown to the administrator with draft=1, never from the page cache", async () => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await app.request(`/shop/product/${draft.slug}?draft=1`, { headers: { Cookie: adminCookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get("X-Page-Cache")).toBeNull();
      const html = await response.text();
      const text = pageText(html);
      expect(text).toContain("Foldable Aluminum Camping Table 120x60cm with Carry Bag for Outdoor Picnic BBQ");
      expect(text).toContain("Aperçu administrateur : ce produit n'est pas publié.");
      expect(text).toContain("Lightweight folding table that packs into a carry bag, 30 kg load.");
      expect(text).toContain("Table Size");
      expect(text).toContain("Roll-up aluminum tabletop with a powder-coated steel X-frame.");
      expect(html).toMatch(new RegExp(`/uploads/products/${draft.productId}/1-[0-9a-f]{8}-1024\\.webp`));
      expect(html).toContain('content="noindex, nofollow"');
      // What the administrator alone should know stays off the page.
      expect(html).not.toContain("Ningbo Trailpeak");
    }
  });

  it("answers 404 to a visitor, with or without draft=1, and stays out of the category list", async () => {
    for (const path of [
      `/shop/product/${draft.slug}`,
      `/shop/product/${draft.slug}?draft=1`,
      `/en/shop/product/${draft.slug}?draft=1`,
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(pageText(await response.text()), path).not.toContain("Foldable Aluminum Camping Table");
    }
    expect(pageText(await (await app.request("/shop/equip")).text())).not.toContain("Foldable Aluminum Camping Table");
    // The signed-in administrator without draft=1 gets the public answer.
    expect((await app.request(`/shop/product/${draft.slug}`, { headers: { Cookie: adminCookie } })).status).toBe(404);
  });
});
