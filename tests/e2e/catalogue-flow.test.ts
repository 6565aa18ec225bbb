// The catalogue from end to end (issue 14, "checked by"): the administrator creates a product with its category,
// sets its price and a photo, publishes it; a visitor sees it in French and in English at the editor's price; the
// product goes back to draft and its sheet is gone (404).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

describe("catalogue flow", () => {
  const { newPage, allowConsoleError } = useBrowser();
  let workDir: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-catalogue-"));
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2f7d6d" } })
      .png()
      .toBuffer();
    await writeFile(path.join(workDir, "groupe-electrogene.png"), photo);
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it("creates, prices, illustrates and publishes a product, which a visitor sees in French and English until it is unpublished", async () => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto("/admin/products");
    const title = `Groupe électrogène ${Date.now().toString(36)}`;
    await admin.getByRole("button", { name: "Nouveau produit" }).click();
    const dialog = admin.getByRole("dialog", { name: "Nouveau produit" });
    await dialog.getByLabel("Titre").fill(title);
    await dialog.getByRole("combobox", { name: "Catégorie" }).click();
    const category = admin.getByRole("option").first();
    const categoryName = (await category.textContent())!.trim();
    await category.click();
    await dialog.getByRole("button", { name: "Créer le produit" }).click();
    await admin.waitForURL(/\/admin\/products\/[0-9a-f-]{36}\/edit$/);
    // Tiptap mounts once the page is hydrated: its toolbar says the editor is ready.
    await admin.getByRole("toolbar", { name: /Mise en forme/ }).waitFor();
    const slug = await admin.getByRole("textbox", { name: "Slug", exact: true }).inputValue();

    // A photo through the gallery, then the price: 1 000 USD × 1.5 × 119.33 = 178 995 XPF.
    await admin.locator('input[type="file"]').setInputFiles(path.join(workDir, "groupe-electrogene.png"));
    await admin.getByText("Fichier uploadé avec succès.").waitFor();
    await admin.getByRole("spinbutton", { name: "Prix d'achat (USD)" }).fill("1000");
    await admin.getByRole("button", { name: "Enregistrer" }).click();
    await admin.getByText("Produit mis à jour avec succès").waitFor();
    await admin.getByRole("button", { name: "Publier" }).click();
    await admin.getByText("Statut mis à jour : Publié").waitFor();

    const visitor = await newPage();
    const french = await visitor.goto(`/shop/product/${slug}`);
    expect(french!.status()).toBe(200);
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    await poll(async () => (await visitor.locator("main").textContent())!.replace(/\s/g, " ")).toContain("178 995 XPF");
    await poll(() => visitor.locator(`main img[alt="groupe-electrogene.png"]`).count()).toBeGreaterThan(0);
    await visitor.goto(`/shop/${await categoryKeyOf(visitor, categoryName)}`);
    await visitor
      .getByRole("link", { name: new RegExp(title) })
      .first()
      .waitFor();

    const english = await visitor.goto(`/en/shop/product/${slug}`);
    expect(english!.status()).toBe(200);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
    await visitor.getByRole("heading", { level: 1, name: title }).waitFor();
    // English pages show USD at the settings' rate: 178 995 XPF ÷ 119.33 = $1,500.
    await poll(async () => await visitor.locator("main").textContent()).toContain("1,500");

    await admin.getByRole("button", { name: "Mettre en brouillon" }).click();
    await admin.getByText("Statut mis à jour : Brouillon").waitFor();
    // The browser logs the 404 of the document it asked for.
    allowConsoleError(/404|Not Found/);
    const gone = await visitor.goto(`/shop/product/${slug}`);
    expect(gone!.status()).toBe(404);
    await visitor.getByText("Produit introuvable.").waitFor();
    expect((await visitor.goto(`/en/shop/product/${slug}`))!.status()).toBe(404);
  });
});

/** The URL key of a category, read from the shop's menu link that bears its name. */
async function categoryKeyOf(page: Page, name: string): Promise<string> {
  await page.goto("/shop");
  const href = await page
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .getAttribute("href");
  return href!.split("/").pop()!;
}
