// A visitor's quote request on /devis appears as a lead in the back office; the administrator qualifies it in one
// click, converts it from the status menu, and saves a note in its dialog, each with its message.
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

describe("leads in the back office", () => {
  const { newPage } = useBrowser();

  it("a /devis request becomes a lead, qualified in one click, converted from the menu, with a note", async () => {
    const visitor = await newPage();
    await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${process.pid % 250}.7` });
    await visitor.goto("/devis");
    await visitor.waitForSelector('#devis-form input[name="js"]', { state: "attached" });
    const email = `prospect-${Date.now()}@example.pf`;
    const form = visitor.locator("#devis-form");
    await form.getByLabel(/^Nom complet/).fill("Tiare Prospect");
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Téléphone \/ WhatsApp/).fill("+689 87 65 43 21");
    await form.getByLabel(/^Description du projet/).fill("Six bungalows en kit à Rangiroa.");
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await poll(() => visitor.getByText("Demande envoyée !").isVisible()).toBe(true);

    const page = await newPage();
    await loginAsAdmin(page);
    await page
      .getByRole("navigation", { name: "Navigation de l'administration" })
      .getByRole("link", { name: "Prospects" })
      .click();
    await page.waitForURL(/\/admin\/leads$/);
    await poll(() => page.getByRole("heading", { level: 1, name: "Gestion des Prospects" }).isVisible()).toBe(true);
    const search = page.getByRole("searchbox", { name: "Rechercher" });
    await search.fill(email);
    await search.press("Enter");
    await page.waitForURL(/q=prospect-/);
    const table = page.getByRole("table", { name: "Prospects" });
    await poll(() => table.getByRole("row").count()).toBe(2);
    expect(await table.getByText(email).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Statut de Tiare Prospect : Nouveau" }).isVisible()).toBe(true);

    await page.getByRole("button", { name: "Qualifier le prospect Tiare Prospect" }).click();
    await poll(() => page.getByText("Statut mis à jour : Qualifié").isVisible()).toBe(true);
    await poll(() => page.getByRole("button", { name: "Statut de Tiare Prospect : Qualifié" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Qualifier le prospect Tiare Prospect" }).count()).toBe(0);

    await page.getByRole("button", { name: "Statut de Tiare Prospect : Qualifié" }).click();
    await page.getByRole("menuitem", { name: "Converti" }).click();
    await poll(() => page.getByText("Statut mis à jour : Converti").isVisible()).toBe(true);
    await poll(() => page.getByRole("button", { name: "Statut de Tiare Prospect : Converti" }).isVisible()).toBe(true);

    await page.getByRole("link", { name: "Voir la demande de Tiare Prospect" }).click();
    const dialog = page.getByRole("dialog", { name: "Prospect : Tiare Prospect" });
    await poll(() => dialog.isVisible()).toBe(true);
    for (const text of ["Six bungalows en kit à Rangiroa.", email, "+689 87 65 43 21", "Devis sur mesure"])
      expect(await dialog.getByText(text).first().isVisible(), text).toBe(true);
    await dialog.getByLabel("Notes internes").fill("Rappeler lundi pour le transport.");
    await dialog.getByRole("button", { name: "Enregistrer les notes" }).click();
    await poll(() => page.getByText("Notes enregistrées").isVisible()).toBe(true);

    await page.reload();
    const reopened = page.getByRole("dialog", { name: "Prospect : Tiare Prospect" });
    await poll(() => reopened.isVisible()).toBe(true);
    expect(await reopened.getByLabel("Notes internes").inputValue()).toBe("Rappeler lundi pour le transport.");
    await page.keyboard.press("Escape");
    await poll(() => reopened.isVisible()).toBe(false);
    expect(new URL(page.url()).searchParams.has("lead")).toBe(false);
  });
});
