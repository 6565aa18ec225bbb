// The quote/order form of the product sheet, with JavaScript and without.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { openProductSheet, useBrowser } from "./browser.ts";

/** Long enough for a busy machine; a poll returns as soon as it holds. */
const POLL = { timeout: 10_000 };

const PRODUCT = "/shop/product/mini-pelle-import-groupe";
let visitor = 0;

/** Each test is its own visitor address (the HTTP server trusts X-Forwarded-For from a local proxy). */
async function asNewVisitor(page: Page) {
  visitor += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `203.0.113.${100 + visitor}` });
}

const TERMS = /J'ai lu et j'accepte les conditions générales de vente/;

async function fillContact(
  page: Page,
  name = "Teva Martin",
  email = "teva.e2e@example.com",
  { acceptsTerms = true } = {},
) {
  const form = page.locator("#commande");
  await form.getByLabel(/^Nom complet/).fill(name);
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel("Téléphone / WhatsApp").fill("+689 87 00 00 02");
  await form.getByLabel("Type de projet").selectOption({ label: "Rénovation" });
  await form.getByLabel("Notes").fill("Livraison à Moorea");
  if (acceptsTerms) await form.getByRole("checkbox", { name: TERMS }).check();
}

describe("product form with JavaScript", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("refuses missing name and email in the browser with the spec's message, then follows the typing", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, PRODUCT);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = page.locator("#commande");
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect
      .poll(() => form.getByRole("alert").filter({ hasText: "Champs requis manquants" }).isVisible(), POLL)
      .toBe(true);
    await expect.poll(() => form.getByText("Veuillez remplir votre nom et email").isVisible(), POLL).toBe(true);
    await expect.poll(() => form.getByText("Ce champ est obligatoire.").count(), POLL).toBe(2);
    expect(await form.getByLabel(/^Nom complet/).getAttribute("aria-invalid")).toBe("true");
    await form.getByLabel(/^Nom complet/).fill("Teva");
    await expect.poll(() => form.getByText("Ce champ est obligatoire.").count(), POLL).toBe(1);
    expect(posts).toEqual([]);
  });

  it("checks in the browser: no request for a missing name", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, PRODUCT);
    const form = page.locator("#commande");
    await form.getByLabel(/^Email/).fill("teva.e2e@example.com");
    await page.locator('#commande form[data-checks="browser"]').waitFor();
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await form.getByRole("button", { name: "Demander un devis" }).click();
    await expect.poll(() => page.getByText("Champs requis manquants").first().isVisible(), POLL).toBe(true);
    expect(await form.getByText("Ce champ est obligatoire.").count()).toBe(1);
    expect(posts).toEqual([]);
  });

  it("sends a quote request: back to the sheet with the message, the form empty", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, PRODUCT);
    await fillContact(page);
    await page.locator("#commande").getByRole("button", { name: "Demander un devis" }).click();
    await expect.poll(() => page.getByText("Demande de devis envoyée !").first().isVisible(), POLL).toBe(true);
    await expect
      .poll(
        () => page.getByText("Nous vous recontactons sous 24h avec un devis personnalisé.").first().isVisible(),
        POLL,
      )
      .toBe(true);
    await expect
      .poll(
        () =>
          page
            .locator("#commande")
            .getByLabel(/^Nom complet/)
            .inputValue(),
        POLL,
      )
      .toBe("");
  });

  it("orders with the chosen configuration and goes to the checkout", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, `${PRODUCT}?qty=2`);
    await page.getByLabel(/^Modèle/).selectOption("1-8-t");
    await fillContact(page, "Hina Order", "hina.order.e2e@example.com");
    await page.locator("#commande").getByRole("button", { name: "Commander avec acompte" }).click();
    await page.waitForURL(new RegExp(`^${baseUrl}/checkout\\?orderId=[0-9a-f-]{36}$`));
    const orderId = new URL(page.url()).searchParams.get("orderId")!;
    // The acknowledgement leaves through the outbox worker and the real SMTP server of the test run.
    const mailTo = async () =>
      (await readCapturedMail(inject("mailDir"))).find((m) =>
        JSON.stringify(m.to).includes("hina.order.e2e@example.com"),
      );
    await expect
      .poll(async () => (await mailTo())?.subject, { timeout: 20_000 })
      .toBe(`Votre commande ${orderId.slice(0, 8)} est enregistrée`);
    expect((await mailTo())!.text).toContain(`/checkout?orderId=${orderId}`);
  });

  it("requires the terms of sale to order, in the browser", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, `${PRODUCT}?opt_modele=1-8-t`);
    await fillContact(page, "Teva Terms", "teva.terms@example.com", { acceptsTerms: false });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const form = page.locator("#commande");
    await form.getByRole("button", { name: "Commander avec acompte" }).click();
    await expect
      .poll(
        () => form.getByText("Veuillez accepter les conditions générales de vente pour commander.").first().isVisible(),
        POLL,
      )
      .toBe(true);
    const box = form.getByRole("checkbox", { name: TERMS });
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => box.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    expect(posts).toEqual([]);
    // The link leads to the terms.
    expect(await form.getByRole("link", { name: "conditions générales de vente" }).getAttribute("href")).toBe("/cgv");
  });

  it("brings a refused order's message into view, with the focus on it", async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    await asNewVisitor(page);
    // No model chosen: the server refuses (the browser lets it through; the required option is checked there).
    allowConsoleError(/status of 400/);
    await openProductSheet(page, PRODUCT);
    await fillContact(page, "Teva Refused", "teva.refused@example.com");
    await page.locator("#commande").getByRole("button", { name: "Commander avec acompte" }).click();
    const message = page.getByRole("alert").filter({ hasText: "Veuillez choisir : Modèle." });
    await expect.poll(() => message.isVisible(), POLL).toBe(true);
    await expect.poll(() => message.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    // The page scrolls smoothly to the message: wait until it is inside the 800 px viewport.
    const isInView = async () => {
      const box = await message.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 800;
    };
    await expect.poll(isInView, POLL).toBe(true);
  });

  it("says it is sending and refuses a second send meanwhile", async () => {
    const page = await newPage();
    await asNewVisitor(page);
    await openProductSheet(page, `${PRODUCT}?opt_modele=1-8-t`);
    await fillContact(page);
    // After the sheet's own handler, each submission is noted (was it refused?) and stopped: the page stays.
    await page.evaluate(() => {
      const seen: boolean[] = ((window as unknown as { __seen: boolean[] }).__seen = []);
      document.addEventListener("submit", (event) => {
        seen.push(event.defaultPrevented);
        event.preventDefault();
      });
    });
    const form = page.locator("#commande");
    await form.getByRole("button", { name: "Commander avec acompte" }).click();
    const busy = form.getByRole("button", { name: "Traitement..." });
    await expect.poll(() => busy.getAttribute("aria-disabled"), POLL).toBe("true");
    expect(await form.getByRole("button", { name: "Demander un devis" }).getAttribute("aria-disabled")).toBe("true");
    await busy.click({ force: true });
    expect(await page.evaluate(() => (window as unknown as { __seen: boolean[] }).__seen)).toEqual([false, true]);
  });
});

describe("product form without JavaScript", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("keeps the values and shows the message when name or email is missing", async () => {
    // The refused POST answers 400 on purpose.
    allowConsoleError(/status of 400/);
    const page = await newPage({ javaScriptEnabled: false });
    await asNewVisitor(page);
    await page.goto(PRODUCT);
    await fillContact(page, "", "");
    await page.locator("#commande").getByRole("button", { name: "Demander un devis" }).click();
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "Champs requis manquants" }).isVisible(), POLL)
      .toBe(true);
    expect(await page.locator("#commande").getByLabel("Notes").inputValue()).toBe("Livraison à Moorea");
  });

  it("sends a quote request", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await asNewVisitor(page);
    await page.goto(PRODUCT);
    await fillContact(page, "Teva NoJS", "teva.nojs@example.com");
    await page.locator("#commande").getByRole("button", { name: "Demander un devis" }).click();
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Demande de devis envoyée !" }).isVisible(), POLL)
      .toBe(true);
    expect(
      await page
        .locator("#commande")
        .getByLabel(/^Nom complet/)
        .inputValue(),
    ).toBe("");
  });

  it("orders and goes to the checkout", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await asNewVisitor(page);
    await page.goto(`${PRODUCT}?opt_modele=2-5-t`);
    await fillContact(page, "Hina NoJS", "hina.nojs@example.com");
    await page.locator("#commande").getByRole("button", { name: "Commander avec acompte" }).click();
    // Without the script the form posts to its message's anchor (so a refusal comes back in view); the browser keeps
    // that fragment across the redirect to the checkout, where it points at nothing.
    await page.waitForURL(new RegExp(`^${baseUrl}/checkout\\?orderId=[0-9a-f-]{36}(#commande-message)?$`));
  });
});
