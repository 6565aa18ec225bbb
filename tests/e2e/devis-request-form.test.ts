import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

let addressCounter = 0;
async function asVisitor(page: Page) {
  addressCounter += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.19.${process.pid % 250}.${addressCounter}` });
}

async function fillDevis(page: Page, values: { name: string; email: string; phone: string; notes: string }) {
  const form = page.locator("#devis-form");
  await form.getByLabel(/^Nom complet/).fill(values.name);
  await form.getByLabel(/^Email/).fill(values.email);
  await form.getByLabel(/^Téléphone \/ WhatsApp/).fill(values.phone);
  await form.getByLabel(/^Description du projet/).fill(values.notes);
}

describe("custom quote page /devis", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("shows the hero, the form, how it works, guarantees, references and the closing call to action", async () => {
    const page = await newPage();
    await page.goto("/devis");
    for (const name of [
      "Un projet spécifique ? Obtenez un devis sur mesure",
      "Votre demande de devis",
      "Comment ça marche",
      "Nos garanties",
      "Ils nous ont fait confiance",
      "Prêt à lancer votre projet ?",
    ]) {
      await poll(() => page.getByRole("heading", { name }).isVisible()).toBe(true);
    }
    await page.getByRole("link", { name: "Demander mon devis" }).click();
    await page.waitForURL(/#devis-form$/);
  });

  it("with JavaScript: 'Demande envoyée !' then /thank-you after a second", async () => {
    const page = await newPage();
    await asVisitor(page);
    await page.goto("/devis");
    await page.waitForSelector('#devis-form input[name="js"]', { state: "attached" });
    const email = `devis-js-${Date.now()}@example.com`;
    await fillDevis(page, {
      name: "Hina Tehei",
      email,
      phone: "+689 89 00 11 22",
      notes: "Bungalows en kit à Huahine.",
    });
    await page.getByRole("button", { name: "Envoyer ma demande" }).click();
    await poll(() => page.getByText("Demande envoyée !").isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe("/devis");
    await page.waitForURL(`${baseUrl}/thank-you`);
    await expect
      .poll(
        async () => (await readCapturedMail(inject("mailDir"))).some((mail) => JSON.stringify(mail.to).includes(email)),
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  it("with JavaScript: every field is required and the email must be valid", async () => {
    const page = await newPage();
    await asVisitor(page);
    allowConsoleError(/status of 400/);
    await page.goto("/en/devis");
    await page.waitForSelector('#devis-form input[name="js"]', { state: "attached" });
    const form = page.locator("#devis-form");
    await form.getByLabel(/^Email/).fill("nope");
    await form.getByRole("button", { name: "Send my request" }).click();
    await poll(() => form.getByRole("alert").textContent()).toContain("Please fill in all required fields.");
    expect(await form.getByText("Please enter a valid email address.").isVisible()).toBe(true);
    expect(await form.getByText("This field is required.").count()).toBe(3);
    expect(await form.getByLabel(/^Email/).inputValue()).toBe("nope");
  });

  it("without JavaScript: errors from the server with values kept, then straight to /thank-you", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await asVisitor(page);
    allowConsoleError(/status of 400/);
    await page.goto("/devis");
    const form = page.locator("#devis-form");
    const email = `devis-nojs-${Date.now()}@example.com`;
    await fillDevis(page, { name: "Tama", email, phone: "", notes: "Serre de 200 m²." });
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForLoadState();
    await poll(() => form.getByText("Ce champ est obligatoire.").isVisible()).toBe(true);
    expect(await form.getByLabel(/^Description du projet/).inputValue()).toBe("Serre de 200 m².");
    await form.getByLabel(/^Téléphone \/ WhatsApp/).fill("+689 87 00 00 01");
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    await page.waitForURL(`${baseUrl}/thank-you`);
    // Without JavaScript the toast is the <noscript> banner the root renders.
    await poll(() => page.locator('[role="status"]', { hasText: "Demande envoyée !" }).count()).toBe(1);
  });
});
