// What the product sheet says instead of an amount or a request (issue 27 item 9): the card dialog with a required
// option not chosen, and a quantity above the bound in the card dialog and the request form.
import { describe, expect, it } from "vitest";
import { openProductSheet, useBrowser } from "./browser.ts";

const POLL = { timeout: 10_000 };
const PRODUCT = "/shop/product/mini-pelle-import-groupe";
const TOO_MANY = "La quantité est limitée à 999 par commande : au-delà, demandez un devis.";

describe("product sheet limits", () => {
  const { newPage } = useBrowser();

  it("the card dialog names a required option not chosen and shows no amount until it is", async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await openProductSheet(page, PRODUCT);
    await page.getByRole("button", { name: "Payer par carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await dialog.getByText("À choisir avant de commander : Modèle").waitFor();
    expect(await dialog.getByText(/^Montant débité :/).isVisible()).toBe(false);
    expect(await dialog.getByText(/\(indicatif\)$/).isVisible()).toBe(false);
    // Sending is refused in place: the page stays, nothing leaves for the payment page.
    await dialog.getByLabel("Votre email").fill(`limite-${Date.now()}@example.com`);
    await dialog.getByRole("checkbox", { name: /conditions générales de vente/ }).check();
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await expect
      .poll(
        () =>
          dialog
            .getByText("À choisir avant de commander : Modèle")
            .evaluate((e) => e.closest("[tabindex]") === document.activeElement),
        POLL,
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(PRODUCT);

    await dialog.getByRole("button", { name: "Annuler" }).click();
    await page.getByLabel(/^Modèle/).selectOption("1-8-t");
    await page.getByRole("button", { name: "Payer par carte" }).click();
    await dialog.getByText(/^Montant débité : 24\s000,00\sUSD$/).waitFor();
    expect(await dialog.getByText("À choisir avant de commander : Modèle").isVisible()).toBe(false);
  });

  it("a quantity above 999 is refused with the bound in the dialog and the request form, and nothing is sent", async () => {
    const page = await newPage();
    await openProductSheet(page, `${PRODUCT}?opt_modele=1-8-t`);
    await page.getByLabel("Quantité", { exact: true }).fill("1500");
    await expect
      .poll(() => page.getByRole("complementary").getByRole("alert").filter({ hasText: TOO_MANY }).isVisible(), POLL)
      .toBe(true);

    await page.getByRole("button", { name: "Payer par carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await dialog.getByText(TOO_MANY).waitFor();
    await dialog.getByText("Quantité : 1500").waitFor();
    expect(await dialog.getByText(/^Montant débité :/).isVisible()).toBe(false);
    await dialog.getByRole("button", { name: "Annuler" }).click();

    const form = page.locator("#commande");
    await form.getByLabel(/^Nom complet/).fill("Hina Tehei");
    await form.getByLabel(/^Email/).fill(`limite-${Date.now()}@example.com`);
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await form.getByRole("alert").getByText("La quantité est limitée à 999 par commande.").waitFor();
    expect(posted).toBe(false);
  });
});
