// The media manager in Chromium (issue 14 item 4), on a server of its own whose database holds one product: two
// images and a video sent at once with a progress bar each, the second image made the cover, the order changed by
// keyboard, one medium deleted after confirmation; the public sheet then opens on the new cover.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../app/db/db.server.ts";
import { migrateDatabase } from "../../app/db/migrate.server.ts";
import { categories, products } from "../../app/db/schema/index.ts";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import { mp4Video } from "../integration/media/media-fixtures.ts";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, loginAsAdmin } from "../support/admin-login.ts";
import { afterQueuedTimers, useBrowser } from "./browser.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const SLUG = "produit-galerie";

describe("the product media manager", () => {
  const { newPage } = useBrowser();
  let server: RunningServer;
  let productId: string;
  let emptyProductId: string;
  let workDir: string;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-media-"));
    cleanups.push(() => rm(workDir, { recursive: true, force: true }));
    const dataDir = path.join(workDir, "data");
    const postgres = await createEmptyPostgresDatabase("bpe_media");
    if (postgres) cleanups.push(() => postgres.drop());
    [productId, emptyProductId] = await seedProducts({ url: postgres?.url, dataDir });
    server = await startAppServer({
      env: { DATA_DIR: dataDir, NODE_ENV: "test", ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    });
    cleanups.push(async () => void (await server.stop()));
    await writeFile(
      path.join(workDir, "petite.png"),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2a9d8f" } })
        .png()
        .toBuffer(),
    );
    // Noise compresses badly: files large enough for the throttled upload below to show its progress.
    for (const [name, seed] of [
      ["premiere.png", 1],
      ["deuxieme.png", 2],
    ] as const) {
      const noise = Buffer.from(Array.from({ length: 360 * 360 * 3 }, (_, i) => (i * 7919 * seed) % 251));
      await writeFile(
        path.join(workDir, name),
        await sharp(noise, { raw: { width: 360, height: 360, channels: 3 } })
          .png()
          .toBuffer(),
      );
    }
    await writeFile(path.join(workDir, "clip.mp4"), mp4Video(200_000));
    // Migrating a database and starting a server of its own: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The tiles' picture URLs (a video's file, an image's 1024 variant), in the gallery's order. */
  const tiles = (page: Page) =>
    page
      .getByRole("list")
      .filter({ has: page.getByRole("button", { name: /^Déplacer/ }) })
      .locator(":scope > li")
      .evaluateAll((items) =>
        items.map((item) => (item.querySelector("img, video") as HTMLImageElement | HTMLVideoElement).src),
      );

  it("keeps the order in which the files were chosen, the first as cover, whichever upload finishes first", async () => {
    const page = await newPage({ baseUrl: server.url });
    await loginAsAdmin(page);
    // The first file's upload is held until the two others are answered: it arrives last at the server.
    let releaseFirst!: () => void;
    const othersAnswered = new Promise<void>((resolve) => (releaseFirst = resolve));
    const uploadUrl = `${server.url}/admin/products/${emptyProductId}/media`;
    let sent = 0;
    let answered = 0;
    page.on("response", (response) => {
      if (response.url() === uploadUrl && response.request().method() === "POST" && ++answered === 2) releaseFirst();
    });
    await page.route(uploadUrl, async (route) => {
      if (route.request().method() === "POST" && ++sent === 1) await othersAnswered;
      await route.continue();
    });
    await page.goto(`/admin/products/${emptyProductId}/media`);
    await poll(() => page.getByText("Aucun média pour l'instant").isVisible()).toBe(true);
    await page
      .locator('input[type="file"]')
      .setInputFiles(["premiere.png", "deuxieme.png", "petite.png"].map((name) => path.join(workDir, name)));
    await poll(() => page.getByText("3 fichier(s) uploadé(s)").isVisible()).toBe(true);
    const names = () =>
      page
        .getByRole("list")
        .filter({ has: page.getByRole("button", { name: /^Déplacer/ }) })
        .locator(":scope > li img")
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt));
    await poll(names).toEqual(["premiere.png", "deuxieme.png", "petite.png"]);
    expect(await page.getByText("3 fichier(s) uploadé(s)").count()).toBe(1);
    // The server holds that order: after a reload, and the first chosen is the cover.
    await page.reload();
    await poll(names).toEqual(["premiere.png", "deuxieme.png", "petite.png"]);
    const cover = page.getByRole("listitem", { name: "Image 1", exact: true });
    await poll(() => cover.getByText("Couverture", { exact: true }).isVisible()).toBe(true);
    expect(await cover.locator("img").getAttribute("alt")).toBe("premiere.png");
  });

  it("uploads several files at once, sets the cover, reorders by keyboard and deletes", async () => {
    const page = await newPage({ baseUrl: server.url });
    await loginAsAdmin(page);
    await page.goto(`/admin/products/${productId}/media`);
    await poll(() => page.getByRole("heading", { level: 1, name: "Médias du produit" }).isVisible()).toBe(true);
    await poll(() => page.getByText("Aucun média pour l'instant").isVisible()).toBe(true);

    // A slow line, so that each file's progress bar can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: 10_000_000,
      uploadThroughput: 150_000,
    });
    await page
      .locator('input[type="file"]')
      .setInputFiles(["premiere.png", "deuxieme.png", "clip.mp4"].map((name) => path.join(workDir, name)));
    const uploads = page.getByRole("region", { name: "Envois en cours" });
    await poll(() => uploads.getByRole("progressbar", { name: "premiere.png" }).isVisible()).toBe(true);
    await poll(() => uploads.getByRole("progressbar").count()).toBe(3);
    await poll(() => page.getByText("3 fichier(s) uploadé(s)").isVisible()).toBe(true);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await poll(() => uploads.getByText("Ajouté").count()).toBe(3);
    await poll(async () => (await tiles(page)).length).toBe(3);
    // Sent in parallel, they take the positions of their arrival; find each one by its URL.
    const initial = await tiles(page);
    const video = initial.find((url) => url.endsWith(".mp4"))!;
    const [first, second] = initial.filter((url) => url !== video);
    await poll(() => page.getByText("Couverture", { exact: true }).count()).toBe(1);

    // The second image becomes the cover: position 1, the others follow in their order.
    const secondName = `Image ${initial.indexOf(second!) + 1}`;
    await page.getByRole("button", { name: `Définir comme couverture : ${secondName}` }).click();
    await poll(() => page.getByText("Couverture mise à jour.").isVisible()).toBe(true);
    const afterCover = await tiles(page);
    expect(afterCover[0]).toBe(second);
    expect(afterCover.slice(1)).toEqual(initial.filter((url) => url !== second));

    // Keyboard: the last tile's handle, Space, left arrow, Space: it moves one place to the left.
    const lastName = afterCover[2] === video ? "Vidéo 3" : "Image 3";
    const handle = page.getByRole("button", { name: `Déplacer ${lastName}` });
    await handle.focus();
    // Each key waits for the handle to be held, then for what the screen reader is told (dnd-kit's live region).
    await page.keyboard.press("Space");
    await poll(() => handle.getAttribute("aria-pressed")).toBe("true");
    await afterQueuedTimers(page);
    await page.keyboard.press("ArrowLeft");
    await poll(() => page.getByText(`${lastName} déplacé en position 2 sur 3.`).count()).toBe(1);
    await page.keyboard.press("Space");
    await poll(() => page.getByText("Ordre des médias enregistré.").isVisible()).toBe(true);
    const reordered = [afterCover[0], afterCover[2], afterCover[1]];
    await poll(() => tiles(page)).toEqual(reordered);

    // Delete the first image, after confirming.
    const firstName = `Image ${reordered.indexOf(first) + 1}`;
    await page.getByRole("button", { name: `Supprimer : ${firstName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: "Supprimer ce média ?" });
    await dialog.getByRole("button", { name: "Supprimer définitivement" }).click();
    await poll(() => page.getByText("Média supprimé.").isVisible()).toBe(true);
    await poll(() => tiles(page)).toEqual(reordered.filter((url) => url !== first));
    expect((await page.request.get(first!)).status()).toBe(404);

    // After a reload the server's order is the same.
    await page.reload();
    await poll(() => tiles(page)).toEqual(reordered.filter((url) => url !== first));

    // The public sheet opens on the new cover.
    const sheet = await newPage({ baseUrl: server.url });
    await sheet.goto(`/shop/product/${SLUG}`);
    const cover = await sheet.locator("#media-1 img").getAttribute("src");
    expect(cover).toBe(new URL(second!).pathname);
  });
});

/** A migrated database with the administrator and two published products without media (no demo catalogue). */
async function seedProducts(database: { url?: string; dataDir: string }): Promise<[string, string]> {
  const handle = await createDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    await migrateDatabase(handle.db);
    await setAdminPassword(handle.db, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, actor: "test" });
    const [category] = await handle.db
      .insert(categories)
      .values({ key: "galerie", name: "Galerie" })
      .returning({ id: categories.id });
    const [product] = await handle.db
      .insert(products)
      .values({
        slug: SLUG,
        categoryId: category!.id,
        title: "Produit de la galerie",
        descriptionHtml: "<p>Un produit pour la galerie.</p>",
        status: "published",
        active: true,
      })
      .returning({ id: products.id });
    const [empty] = await handle.db
      .insert(products)
      .values({
        slug: "produit-ordre",
        categoryId: category!.id,
        title: "Produit de l'ordre des envois",
        descriptionHtml: "<p>Un produit pour l'ordre des envois.</p>",
        status: "published",
        active: true,
      })
      .returning({ id: products.id });
    return [product!.id, empty!.id];
  } finally {
    await handle.close();
  }
}
