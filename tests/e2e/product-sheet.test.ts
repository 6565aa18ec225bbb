// The product sheet: quantity and options change the totals (with and without JavaScript), gallery, FAQ.
import { describe, expect, it } from "vitest";
import { openProductSheet, useBrowser } from "./browser.ts";

/** Long enough for a busy machine; a poll returns as soon as it holds. */
const POLL = { timeout: 10_000 };

const PRODUCT = "/shop/product/mini-pelle-import-groupe";
const norm = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe("product sheet", () => {
  const { newPage } = useBrowser();

  it("updates the totals instantly when the quantity and options change, and keeps them in the URL", async () => {
    const page = await newPage();
    await openProductSheet(page, PRODUCT);
    const panel = page.getByRole("complementary");
    const row = (label: string | RegExp) =>
      panel
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .last()
        .locator("dd");
    await expect.poll(async () => norm(await row("Prix unitaire").textContent()), POLL).toBe("2 613 327 XPF");
    await expect.poll(async () => norm(await row("Total").textContent()), POLL).toBe("2 863 920 XPF");
    await expect.poll(() => page.getByText(/^Sous-total/).count(), POLL).toBe(0);

    await page.getByRole("link", { name: "Augmenter la quantité" }).click();
    await expect.poll(() => page.getByLabel("Quantité", { exact: true }).inputValue(), POLL).toBe("2");
    await expect.poll(async () => norm(await row("Sous-total (2 ×)").textContent()), POLL).toBe("5 226 654 XPF");
    await expect.poll(async () => norm(await row("Total").textContent()), POLL).toBe("5 477 247 XPF");

    await page.getByLabel(/^Modèle/).selectOption("2-5-t");
    await page.getByLabel(/Brise-roche hydraulique/).check();
    // unit 2 613 327 + 420 000 + 290 000; 2 × unit + 250 593 freight
    await expect.poll(async () => norm(await row("Prix unitaire").textContent()), POLL).toBe("3 323 327 XPF");
    await expect.poll(async () => norm(await row("Total").textContent()), POLL).toBe("6 897 247 XPF");
    await expect.poll(() => page.getByText(/1 conteneur 20 pieds pour 2 unités/).isVisible(), POLL).toBe(true);
    expect(new URL(page.url()).search).toBe("?qty=2&opt_modele=2-5-t&opt_accessoires=brise-roche");

    // 5 machines need 3 containers (2 per container, the product's data): 5 × unit + 3 × 250 593.
    await page.getByLabel("Quantité", { exact: true }).fill("5");
    await expect.poll(async () => norm(await row("Total").textContent()), POLL).toBe("17 368 414 XPF");
    await expect
      .poll(async () => norm(await row("Frais de transport (maritime)").textContent()), POLL)
      .toBe("751 779 XPF");
    await expect.poll(() => page.getByText(/3 conteneurs 20 pieds pour 5 unités/).isVisible(), POLL).toBe(true);

    // A reload keeps the configuration: it lives in the URL.
    await page.reload();
    await expect.poll(async () => norm(await row("Total").textContent()), POLL).toBe("17 368 414 XPF");
    await expect.poll(() => page.getByLabel(/Brise-roche hydraulique/).isChecked(), POLL).toBe(true);
  });

  it("recomputes on the server without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(PRODUCT);
    await page.getByRole("link", { name: "Augmenter la quantité" }).click();
    await page.waitForURL(/\?qty=2$/);
    await expect.poll(() => page.getByText("Sous-total (2 ×)").isVisible(), POLL).toBe(true);
    await page.getByLabel(/^Modèle/).selectOption("3-5-t");
    await page.getByRole("button", { name: "Mettre à jour le total" }).last().click();
    await page.waitForURL(/opt_modele=3-5-t/);
    const text = norm(await page.getByRole("complementary").textContent());
    // unit 2 613 327 + 980 000 = 3 593 327; 2 × unit + 250 593
    expect(text).toContain("Prix unitaire3 593 327 XPF");
    expect(text).toContain("Total7 437 247 XPF");
  });

  it("opens the FAQ and moves through the gallery with wrapping arrows, thumbnails and keys", async () => {
    const page = await newPage();
    await openProductSheet(page, PRODUCT);
    const answer = page.getByText("Nous réunissons les commandes jusqu’à remplir un conteneur", { exact: false });
    await expect.poll(() => answer.isVisible(), POLL).toBe(false);
    await page.getByText("Comment fonctionne l’import groupé ?").click();
    await expect.poll(() => answer.isVisible(), POLL).toBe(true);

    const counter = page.getByTestId("gallery-counter");
    await expect.poll(async () => norm(await counter.textContent()), POLL).toBe("1 / 4");
    await page.getByRole("link", { name: "Média précédent" }).first().click();
    await expect.poll(async () => norm(await counter.textContent()), POLL).toBe("4 / 4");
    await page.getByRole("link", { name: "Média suivant" }).last().click();
    await expect.poll(async () => norm(await counter.textContent()), POLL).toBe("1 / 4");
    await page.getByRole("link", { name: "Afficher le média 3 sur 4" }).click();
    await expect.poll(async () => norm(await counter.textContent()), POLL).toBe("3 / 4");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => norm(await counter.textContent()), POLL).toBe("4 / 4");
  });

  it("scrolls to the form from the side panel", async () => {
    const page = await newPage();
    await openProductSheet(page, PRODUCT);
    await page.getByRole("complementary").getByRole("link", { name: "Demander un devis" }).click();
    await page.waitForURL(/#commande$/);
    await expect
      .poll(() => page.getByRole("heading", { name: "Demande de devis ou commande" }).isVisible(), POLL)
      .toBe(true);
  });
});
