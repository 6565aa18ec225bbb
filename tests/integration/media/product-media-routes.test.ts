// The media routes through the built app (issue 14 item 4): uploads checked by their bytes, size limits, WebP
// variants, the gallery's order and cover, deletion with its files, rich-text images, and the administrator only.
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, productMedia } from "../../../app/db/schema/index.ts";
import { IMAGE_WIDTHS } from "../../../app/modules/media/image-variants.ts";
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from "../../../app/modules/media/upload-limits.ts";
import { storageKeysOfUrl } from "../../../app/modules/media/upload-media.server.ts";
import { readPageCacheVersion } from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { ADMIN_EMAIL, pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";
import { createCategory, createProduct } from "../shop/shop-fixtures.ts";
import { jpegImage, mp4Video, paddedPng, pngImage, uploadForm } from "./media-fixtures.ts";

let app: TestApp;
let adminCookie: string;
let categoryId: string;
let productId: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
  categoryId = (await createCategory(app.database.db)).id;
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  // A fresh product without media for each test.
  const product = await createProduct(app.database.db, { categoryId });
  await app.database.db.delete(productMedia).where(eq(productMedia.productId, product.id));
  productId = product.id;
});

type Json = { media?: { id: string; kind: string; url: string; alt: string; position: number }; error?: string };

async function post(path: string, body: FormData | URLSearchParams, cookie: string | null = adminCookie) {
  const response = await app.request(path, {
    method: "POST",
    body,
    headers: { Accept: "application/json", ...(cookie ? { Cookie: cookie } : {}) },
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json: json as Json & Record<string, unknown> };
}

const upload = (bytes: Uint8Array, name: string, type: string, id = productId) =>
  post(`/admin/products/${id}/media`, uploadForm("file", [{ bytes, name, type }]));

async function positions(): Promise<Array<{ id: string; position: number }>> {
  return app.database.db
    .select({ id: productMedia.id, position: productMedia.position })
    .from(productMedia)
    .where(eq(productMedia.productId, productId))
    .orderBy(asc(productMedia.position));
}

async function gallery(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { json } = await upload(
      await pngImage(400, 300, { r: 40 * index, g: 80, b: 120 }),
      `p${index}.png`,
      "image/png",
    );
    ids.push(json.media!.id);
  }
  return ids;
}

describe("POST /admin/products/:id/media", () => {
  it("turns an image into WebP variants of every width and appends it; the first is the cover (position 0)", async () => {
    const versionBefore = await readPageCacheVersion(app.database.db);
    const first = await upload(await pngImage(1200, 800), "photo.png", "image/png");
    expect(first.status).toBe(200);
    // Its alternative text starts as the file's name (back-office §7); the manager edits it.
    expect(first.json.media).toMatchObject({ kind: "image", alt: "photo.png", position: 0 });
    const url = first.json.media!.url;
    expect(url).toMatch(new RegExp(`^/uploads/products/${productId}/\\d+-[0-9a-f]{8}$`));
    const keys = storageKeysOfUrl(url);
    expect(keys).toHaveLength(IMAGE_WIDTHS.length);
    for (const [index, key] of keys.entries()) {
      const file = await app.services.storage.get(key);
      expect(file?.contentType, key).toBe("image/webp");
      const meta = await sharp(Buffer.from(file!.bytes)).metadata();
      expect(meta.format).toBe("webp");
      // Never enlarged: the 1200 px photo gives 1200 px at the 1600 width.
      expect(meta.width).toBe(Math.min(IMAGE_WIDTHS[index]!, 1200));
    }
    const second = await upload(await jpegImage(), "deux.jpg", "image/jpeg");
    expect(second.json.media?.position).toBe(1);
    expect(await readPageCacheVersion(app.database.db)).toBeGreaterThan(versionBefore);
    const [audit] = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "product.media.add"), eq(auditLog.entityId, productId)))
      .limit(1);
    expect(audit?.actor).toBe(ADMIN_EMAIL);
  });

  it("stores an MP4 video as it is", async () => {
    const video = mp4Video();
    const { status, json } = await upload(video, "clip.mp4", "video/mp4");
    expect(status).toBe(200);
    expect(json.media).toMatchObject({ kind: "video", position: 0 });
    expect(json.media!.url).toMatch(/\.mp4$/);
    const [key] = storageKeysOfUrl(json.media!.url);
    const file = await app.services.storage.get(key!);
    expect(file?.contentType).toBe("video/mp4");
    expect(Buffer.from(file!.bytes).equals(Buffer.from(video))).toBe(true);
  });

  it("goes by the bytes, not the name or the announced type", async () => {
    const lies = [
      {
        bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        name: "photo.jpg",
        type: "image/jpeg",
      },
      {
        bytes: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        name: "a.png",
        type: "image/png",
      },
      { bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]), name: "clip.mp4", type: "video/mp4" },
    ];
    for (const lie of lies) {
      const { status, json } = await upload(lie.bytes, lie.name, lie.type);
      expect(status, lie.name).toBe(415);
      expect(json.error).toBe(
        "Ce fichier n'est ni une image (JPEG, PNG, WebP, GIF, AVIF) ni une vidéo MP4 ou WebM : son contenu a été vérifié, pas son nom.",
      );
    }
    expect(await positions()).toEqual([]);
    // A real image under a video's name is an image.
    const disguised = await upload(await pngImage(320, 200), "film.mp4", "video/mp4");
    expect(disguised.json.media?.kind).toBe("image");
  });

  it("refuses an image above its limit and a body above the video limit, naming the limits", async () => {
    const big = await upload(paddedPng(IMAGE_MAX_BYTES + 1), "grande.png", "image/png");
    expect(big.status).toBe(413);
    expect(big.json.error).toBe("Image trop lourde : la taille maximale d'une image est de 15 Mo.");
    const huge = await upload(mp4Video(VIDEO_MAX_BYTES + 128 * 1024), "long.mp4", "video/mp4");
    expect(huge.status).toBe(413);
    expect(huge.json.error).toBe("Fichier trop lourd : au plus 15 Mo pour une image et 60 Mo pour une vidéo.");
    expect(await positions()).toEqual([]);
  });

  it("wants exactly one file, and an existing product", async () => {
    expect((await post(`/admin/products/${productId}/media`, new FormData())).json.error).toBe(
      "Aucun fichier reçu : choisissez une image ou une vidéo.",
    );
    const image = await pngImage(200, 200);
    const missing = await upload(image, "a.png", "image/png", randomUUID());
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe("Produit non trouvé");
  });
});

describe("cover, order and deletion", () => {
  it("makes a medium the cover: it takes position 0, the others follow from 1 in their previous order", async () => {
    const [a, b, c, d] = await gallery(4);
    const { status, json } = await post(`/admin/products/${productId}/media/${c}/cover`, new URLSearchParams());
    expect(status).toBe(200);
    expect((json.media as unknown as Array<{ id: string }>).map((m) => m.id)).toEqual([c, a, b, d]);
    expect(await positions()).toEqual([
      { id: c, position: 0 },
      { id: a, position: 1 },
      { id: b, position: 2 },
      { id: d, position: 3 },
    ]);
    expect((await post(`/admin/products/${productId}/media/${randomUUID()}/cover`, new URLSearchParams())).status).toBe(
      404,
    );
  });

  it("reorders by the ids sent; a list that is not the gallery is refused", async () => {
    const [a, b, c] = await gallery(3);
    const order = new URLSearchParams([
      ["ids", b!],
      ["ids", c!],
      ["ids", a!],
    ]);
    expect((await post(`/admin/products/${productId}/media/order`, order)).status).toBe(200);
    expect((await positions()).map((row) => row.id)).toEqual([b, c, a]);
    const partial = await post(`/admin/products/${productId}/media/order`, new URLSearchParams([["ids", a!]]));
    expect(partial.status).toBe(409);
    expect(partial.json.error).toBe("L'ordre envoyé ne correspond pas aux médias du produit : rechargez la page.");
    expect((await positions()).map((row) => row.id)).toEqual([b, c, a]);
  });

  it("deletes a medium with every stored variant, and closes the gap", async () => {
    const [a, b, c] = await gallery(3);
    const [row] = await app.database.db
      .select({ url: productMedia.url })
      .from(productMedia)
      .where(eq(productMedia.id, a!));
    const keys = storageKeysOfUrl(row!.url);
    for (const key of keys) expect(await app.services.storage.get(key)).not.toBeNull();
    const { status } = await post(`/admin/products/${productId}/media/${a}/delete`, new URLSearchParams());
    expect(status).toBe(200);
    for (const key of keys) expect(await app.services.storage.get(key), key).toBeNull();
    expect(await positions()).toEqual([
      { id: b, position: 0 },
      { id: c, position: 1 },
    ]);
    expect((await post(`/admin/products/${productId}/media/${a}/delete`, new URLSearchParams())).status).toBe(404);
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "product.media.delete"));
    expect(audit.some((entry) => entry.entityId === productId)).toBe(true);
  });
});

describe("POST /admin/uploads/images", () => {
  it("stores the images and counts the other files as ignored", async () => {
    const { status, json } = await post(
      "/admin/uploads/images",
      uploadForm("files", [
        { bytes: await pngImage(800, 600), name: "a.png", type: "image/png" },
        { bytes: mp4Video(), name: "b.jpg", type: "image/jpeg" },
        { bytes: await jpegImage(), name: "c.jpg", type: "image/jpeg" },
        { bytes: new TextEncoder().encode("texte"), name: "d.png", type: "image/png" },
      ]),
    );
    expect(status).toBe(200);
    expect(json.ignoredCount).toBe(2);
    const urls = json.urls as string[];
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/rich-text\/\d+-[0-9a-f]{8}-\d-1024\.webp$/);
      expect((await app.services.storage.get(url.slice("/uploads/".length)))?.contentType).toBe("image/webp");
    }
  });

  it("answers 400 'Veuillez sélectionner des fichiers images' when none is an image", async () => {
    const { status, json } = await post(
      "/admin/uploads/images",
      uploadForm("files", [{ bytes: mp4Video(), name: "film.png", type: "image/png" }]),
    );
    expect(status).toBe(400);
    expect(json.error).toBe("Veuillez sélectionner des fichiers images");
  });
});

describe("the administrator only", () => {
  it("refuses a visitor on every route and writes nothing", async () => {
    const [a] = await gallery(1);
    const image = await pngImage(200, 200);
    const attempts: Array<[string, FormData | URLSearchParams]> = [
      [`/admin/products/${productId}/media`, uploadForm("file", [{ bytes: image, name: "a.png", type: "image/png" }])],
      [`/admin/products/${productId}/media/${a}/delete`, new URLSearchParams()],
      [`/admin/products/${productId}/media/order`, new URLSearchParams([["ids", a!]])],
      [`/admin/products/${productId}/media/${a}/cover`, new URLSearchParams()],
      ["/admin/uploads/images", uploadForm("files", [{ bytes: image, name: "a.png", type: "image/png" }])],
    ];
    for (const cookie of [null, "bpe_admin_session=%22forged%22"]) {
      for (const [path, body] of attempts) {
        const { status } = await post(path, body, cookie);
        expect(status, `${path} ${cookie}`).toBe(401);
      }
    }
    expect(await positions()).toEqual([{ id: a, position: 0 }]);
  });

  it("shows the media page to the administrator and sends a visitor to sign in", async () => {
    await gallery(1);
    const page = await app.request(`/admin/products/${productId}/media`, {
      headers: { Accept: "text/html", Cookie: adminCookie },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("<title>Médias du produit – BPE Admin</title>");
    const text = pageText(html);
    expect(text).toContain("Choisir des fichiers");
    expect(text).toContain("Couverture");
    const anonymous = await app.request(`/admin/products/${productId}/media`, { headers: { Accept: "text/html" } });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toContain("/login?redirectTo=");
    const unknown = await app.request(`/admin/products/${randomUUID()}/media`, {
      headers: { Accept: "text/html", Cookie: adminCookie },
    });
    expect(unknown.status).toBe(404);
  });
});
