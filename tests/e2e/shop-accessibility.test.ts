// axe-core on the shop's pages (issue 3 item 10): categories, a category, an empty category and product sheets.
import { describe, expect, it } from "vitest";
import { findViolations } from "./axe.ts";
import { useBrowser } from "./browser.ts";

const PRODUCT = "/shop/product/mini-pelle-import-groupe";

describe("accessibility of the shop", () => {
  const { newPage, allowConsoleError } = useBrowser();
  // axe runs through page.evaluate, which needs JavaScript: these pages are checked hydrated.

  const paths = ["/shop", "/shop/equip", "/shop/accessoires", PRODUCT, "/shop/product/serre-photovoltaique-vanille"].flatMap((path) => [
    path,
    `/en${path}`,
    `/zh${path}`,
  ]);

  it.each(paths)("axe-core finds no violation on %s", async (path) => {
    const page = await newPage();
    await page.goto(path);
    expect(await findViolations(page)).toEqual([]);
  });

  it("axe-core finds no violation on a product sheet on a phone, with the form's errors shown", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    // Sent at once, before the browser-side check has loaded: the server may be the one refusing it (400).
    allowConsoleError(/status of 400/);
    await page.goto(PRODUCT);
    await page.locator("#commande").getByRole("button", { name: "Demander un devis" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    // The toast slides in; measure its contrast once it has finished appearing.
    await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
    expect(await findViolations(page)).toEqual([]);
  });

  it("axe-core finds no violation on the 404 pages of the shop", async () => {
    allowConsoleError(/status of 404/);
    const page = await newPage();
    for (const path of ["/shop/inconnue", "/shop/product/inconnu"]) {
      await page.goto(path);
      expect(await findViolations(page), path).toEqual([]);
    }
  });
});
