// The product editor in Chromium: the administrator opens a demo product, fills the English tab, changes the
// purchase price, adds an option with two values, saves, changes the status by the quick actions, and is asked
// before leaving with unsaved changes; a visitor then sees the option on the public sheet at the editor's price.
// With EDITOR_SCREENSHOTS=<dir>, it also saves screenshots of the editor at 1280 and 390 px.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

const SLUG = "kit-solaire-panneaux-415-wc";
const SHOTS = process.env.EDITOR_SCREENSHOTS;
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe("product editor", () => {
  const { newPage } = useBrowser();

  it("edits a demo product in three languages, with a new option, and the visitor sees the editor's price", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto(`/admin/products/${SLUG}`);
    await page.waitForURL(/\/admin\/products\/[0-9a-f-]{36}\/edit$/);
    await poll(() => page.title()).toMatch(/Kit solaire.*– BPE Admin$/);
    // Tiptap mounts once the page is hydrated: its toolbar says the page is ready.
    await page.getByRole("toolbar", { name: /Mise en forme/ }).waitFor();
    await shot(page, "editor-fr-1280");

    await page.getByRole("tab", { name: /Anglais/ }).click();
    const englishTab = page.getByRole("tabpanel", { name: /Anglais/ });
    await englishTab.getByRole("textbox", { name: "Titre", exact: true }).fill("Solar kit, 415 Wp panels");
    await englishTab.getByRole("textbox", { name: "Sous-titre", exact: true }).fill("Panels, inverter and batteries");
    await shot(page, "editor-en-1280");

    await page.getByRole("tab", { name: /Français/ }).click();
    await page.getByRole("spinbutton", { name: "Prix d'achat (USD)" }).fill("80");
    const prices = page.getByRole("region", { name: "Prix calculés" });
    const seaPrice = (await prices.getByRole("definition").nth(1).textContent())!.trim();
    expect(seaPrice.replace(/\s/g, " ")).toBe("121 717 XPF");

    await page.getByRole("button", { name: "Ajouter une option" }).click();
    const option = page.getByRole("group", { name: /^Option 3/ });
    await option.getByRole("textbox", { name: "Code", exact: true }).fill("couleur");
    await option.getByRole("textbox", { name: "Libellé", exact: true }).fill("Couleur du cadre");
    await option.getByRole("button", { name: "Ajouter une valeur" }).click();
    await option.getByRole("button", { name: "Ajouter une valeur" }).click();
    await option.getByRole("textbox", { name: "Code 1" }).fill("noir");
    await option.getByRole("textbox", { name: "Libellé 1" }).fill("Noir anodisé");
    await option.getByRole("textbox", { name: "Code 2" }).fill("blanc");
    await option.getByRole("textbox", { name: "Libellé 2" }).fill("Blanc laqué");
    await option.getByRole("spinbutton", { name: "Écart de prix (XPF)" }).nth(1).fill("2500");
    await expect.poll(() => page.getByText("Modifications non enregistrées").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Produit mis à jour avec succès").waitFor();
    await poll(() => page.getByText("Tout est enregistré").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Mettre en brouillon" }).click();
    await page.getByText("Statut mis à jour : Brouillon").waitFor();
    await page.getByRole("button", { name: "Publier" }).click();
    await page.getByText("Statut mis à jour : Publié").waitFor();
    await poll(() => page.getByRole("button", { name: "Publier" }).count()).toBe(0);

    // Unsaved changes: leaving asks first; staying keeps the page, leaving goes.
    await page.getByRole("textbox", { name: "Sous-titre", exact: true }).fill("Un sous-titre pas encore enregistré");
    await page.getByRole("link", { name: "Retour" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Rester sur la page" }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(page.url()).toMatch(/\/edit$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "editor-fr-390");
    await page.getByRole("link", { name: "Retour" }).click();
    await dialog.getByRole("button", { name: "Quitter sans enregistrer" }).click();
    await page.waitForURL(/\/admin\/products$/);

    const visitor = await newPage();
    await visitor.goto(`/shop/product/${SLUG}`);
    await visitor.getByRole("heading", { level: 1 }).waitFor();
    expect(await visitor.getByText("Couleur du cadre").count()).toBeGreaterThan(0);
    expect(await visitor.getByText("Blanc laqué").count()).toBeGreaterThan(0);
    const body = (await visitor.locator("main").textContent())!.replace(/\s/g, " ");
    expect(body).toContain(seaPrice.replace(/\s/g, " "));
    expect(body).not.toContain("Un sous-titre pas encore enregistré");
  });
});
