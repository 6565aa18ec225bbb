// axe-core on the shop's pages (issue 3 item 10): categories, a category, an empty category and product sheets.
import { describe, expect, it } from "vitest";
import { findViolations } from "./axe.ts";
import { openProductSheet, useBrowser } from "./browser.ts";

const PRODUCT = "/shop/product/mini-pelle-import-groupe";

describe("accessibility of the shop", () => {
  const { newPage, allowConsoleError } = useBrowser();
  // axe runs through page.evaluate, which needs JavaScript: these pages are checked hydrated.

  const paths = [
    "/shop",
    "/shop/equip",
    "/shop/accessoires",
    PRODUCT,
    "/shop/product/serre-photovoltaique-vanille",
  ].flatMap((path) => [path, `/en${path}`, `/zh${path}`]);

  it.each(paths)("axe-core finds no violation on %s", async (path) => {
    const page = await newPage();
    await page.goto(path);
    expect(await findViolations(page)).toEqual([]);
  });

  it("axe-core finds no violation on a product sheet on a phone, with the form's errors shown, then the card dialog open", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await openProductSheet(page, PRODUCT);
    const form = page.locator("#commande");
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect.poll(() => page.locator('[aria-invalid="true"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await form.getByRole("alert").filter({ hasText: "Champs requis manquants" }).waitFor();
    expect(await findViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Payer par carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await dialog.getByText("Email requis").waitFor();
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
