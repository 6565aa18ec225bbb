// A visitor browses the shop: home → shop → category → product; empty and unknown pages; other languages.
import { describe, expect, it } from "vitest";
import { useBrowser, waitForHydration } from "./browser.ts";

/** Long enough for a busy machine; a poll returns as soon as it holds. */
const POLL = { timeout: 10_000 };

describe("shop browsing", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("goes from home to a product sheet through the shop and a category", async () => {
    const page = await newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" }).first();
    await nav.getByText("Boutique").click();
    await nav.getByRole("link", { name: "Toutes les catégories" }).click();
    await page.waitForURL(`${baseUrl}/shop`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Boutique" }).isVisible(), POLL).toBe(true);
    const card = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Équipements & outillage pro" }) });
    await expect.poll(() => card.getByText("1 produit", { exact: true }).isVisible(), POLL).toBe(true);
    await expect
      .poll(
        () =>
          page
            .getByRole("listitem")
            .filter({ hasText: "Accessoires & fournitures" })
            .getByText("1 produit", { exact: true })
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await expect
      .poll(() => page.getByRole("link", { name: "Demander un devis sur mesure" }).getAttribute("href"), POLL)
      .toBe("/#contact");

    await card.getByRole("link", { name: "Équipements & outillage pro" }).click();
    await page.waitForURL(`${baseUrl}/shop/equip`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Équipements & outillage pro" }).isVisible(), POLL)
      .toBe(true);
    await expect.poll(() => page.getByText("CNF Papeete").first().isVisible(), POLL).toBe(true);
    await page
      .getByRole("link", { name: /Voir la fiche produit/ })
      .first()
      .click();
    await page.waitForURL(`${baseUrl}/shop/product/mini-pelle-import-groupe`);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Mini-pelle 1,8 t – import groupé" }).isVisible(), POLL)
      .toBe(true);
    await page.getByRole("link", { name: "Retour à Équipements & outillage pro" }).first().click();
    await page.waitForURL(`${baseUrl}/shop/equip`);
    // A tap on the card's photo opens the product too.
    const photo = page.getByRole("listitem").filter({ hasText: "Mini-pelle 1,8 t" }).locator("img").first();
    await expect.poll(() => photo.isVisible(), POLL).toBe(true);
    const box = (await photo.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(`${baseUrl}/shop/product/mini-pelle-import-groupe`);
  });

  it("shows the default image where a cover fails to load, on the shop and on a product sheet (both served without React)", async () => {
    const page = await newPage();
    allowConsoleError(/Failed to load resource/);
    // Every category cover and product image fails, as on a broken link.
    await page.route(/\/uploads\/demo\/(category|tiny-house)-/, (route) => route.abort("failed"));
    await page.goto("/shop");
    // The first category's cover: eager, so it loads (and fails) at once.
    const cover = page.getByRole("main").locator("img[data-fallback-src]").first();
    await expect.poll(() => cover.getAttribute("src"), POLL).toBe("/images/shop-default.svg");
    expect(await cover.getAttribute("srcset")).toBeNull();
    await expect
      .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), POLL)
      .toBe(true);

    await page.goto("/shop/product/kit-structure-tiny-house-70-m2");
    const first = page.getByRole("main").locator("img[data-fallback-src]").first();
    await expect.poll(() => first.getAttribute("src"), POLL).toBe("/images/shop-default.svg");
  });

  it("says that the next page is loading while a React page navigates to it", async () => {
    const page = await newPage();
    // The thank-you page hydrates: its links navigate in the page.
    await page.goto("/thank-you");
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const nav = page.getByRole("navigation", { name: "Navigation principale" }).first();
    await nav.getByText("Boutique").click();
    await nav.getByRole("link", { name: "Toutes les catégories" }).click();
    const loading = page.getByRole("status").filter({ hasText: "Chargement des produits..." });
    await expect.poll(() => loading.isVisible(), POLL).toBe(true);
    release();
    await page.waitForURL(`${baseUrl}/shop`);
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Boutique" }).isVisible(), POLL).toBe(true);
    await expect.poll(() => loading.count(), POLL).toBe(0);
  });

  it("loads a product sheet as a page even from a React page, so its script runs, and back returns", async () => {
    const page = await newPage();
    await page.goto("/thank-you");
    await waitForHydration(page);
    // From a React page, the home page loads as the server's page (one path); its product links load the sheet.
    await page.getByRole("banner").getByRole("link", { name: "BPE Polynésie" }).click();
    await page.waitForURL(`${baseUrl}/`);
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
    expect(marker).toBe(7);
    await page
      .getByRole("link", { name: /^Détails/ })
      .first()
      .click();
    await page.waitForURL(/\/shop\/product\//);
    await page.locator('form[data-checks="browser"]').waitFor({ state: "attached" });
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    await page.getByRole("link", { name: "Augmenter la quantité" }).click();
    await expect.poll(() => page.getByText(/^Sous-total \(2 ×\)$/).isVisible(), POLL).toBe(true);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
  });

  it("shows at least one product in every demo category (the empty-category message is covered by the integration tests)", async () => {
    const page = await newPage();
    for (const key of ["tiny", "solar", "equip", "tiny-house", "accessoires", "kits-solaires"]) {
      await page.goto(`/shop/${key}`);
      await expect
        .poll(() => page.getByRole("link", { name: /Voir la fiche produit/ }).count(), POLL)
        .toBeGreaterThan(0);
      expect(await page.getByText("Aucun produit dans cette catégorie pour le moment").count(), key).toBe(0);
    }
  });

  it("answers 404 for an unknown category, with a way back to the shop", async () => {
    allowConsoleError(/404/);
    const page = await newPage();
    const response = await page.goto("/shop/inconnue");
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Catégorie introuvable" }).isVisible(), POLL)
      .toBe(true);
    await page.getByRole("link", { name: "Retour à la boutique" }).click();
    await page.waitForURL(`${baseUrl}/shop`);
  });

  it("answers 404 for an unknown product", async () => {
    allowConsoleError(/404/);
    const page = await newPage();
    const response = await page.goto("/shop/product/inconnu");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Produit introuvable." }).isVisible(), POLL).toBe(true);
  });

  it("shows the shop and a product sheet in English and Chinese with their currencies", async () => {
    const page = await newPage();
    await page.goto("/en/shop");
    await expect.poll(() => page.getByRole("heading", { level: 1, name: "Shop" }).isVisible(), POLL).toBe(true);
    await expect.poll(() => page.getByText("1 product", { exact: true }).first().isVisible(), POLL).toBe(true);
    await page.goto("/en/shop/product/mini-pelle-import-groupe");
    await expect.poll(() => page.getByText("Unit price", { exact: true }).isVisible(), POLL).toBe(true);
    // 2 863 920 XPF ÷ 119.33 XPF per USD (the rate that charges it), marked indicative
    await expect
      .poll(() => page.getByRole("complementary").getByText("$24,000.00").first().isVisible(), POLL)
      .toBe(true);
    await expect
      .poll(
        () => page.getByText("Indicative prices in USD (1 USD = 119.33 XPF)", { exact: false }).first().isVisible(),
        POLL,
      )
      .toBe(true);
    await page.goto("/zh/shop/product/mini-pelle-import-groupe");
    await expect.poll(() => page.getByText("单价", { exact: true }).isVisible(), POLL).toBe(true);
    // ÷ 15.30 XPF per HKD, the panel adding up what it shows (issue 27 item 9): unit HK$170,805.69 (2 613 327 XPF)
    // + freight HK$16,378.63 (250 593 XPF) = HK$187,184.32, where the XPF total converted at once is HK$187,184.31
    await expect
      .poll(
        () =>
          page
            .getByRole("complementary")
            .getByText(/HK\$\s?187,184\.32/)
            .first()
            .isVisible(),
        POLL,
      )
      .toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "申请报价" }).isVisible(), POLL).toBe(true);
  });
});
