import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { useBrowser, waitForHydration } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

// Every e2e request comes from 127.0.0.1; a distinct forwarded address per test keeps the per-address rate limit of
// one test from refusing another's submissions (the server trusts X-Forwarded-For from its loopback proxy).
let addressCounter = 0;
async function asVisitor(page: Page) {
  addressCounter += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.18.${process.pid % 250}.${addressCounter}` });
}

async function waitForMail(to: string) {
  const mailDir = inject("mailDir");
  await expect
    .poll(
      async () =>
        (await readCapturedMail(mailDir)).filter((mail) => mail.to && JSON.stringify(mail.to).includes(to)).length,
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);
  return (await readCapturedMail(mailDir)).filter((mail) => JSON.stringify(mail.to).includes(to));
}

async function fillHomeForm(
  page: Page,
  values: { name?: string; email?: string; message?: string; projectType?: string },
) {
  const form = page.locator("#quote");
  if (values.name !== undefined) await form.getByLabel(/^Nom \/ Société/).fill(values.name);
  if (values.email !== undefined) await form.getByLabel(/^Email/).fill(values.email);
  await form.getByLabel(/^Téléphone \/ WhatsApp/).fill("+689 87 11 22 33");
  await form.getByLabel(/^Localisation/).fill("Raiatea");
  if (values.projectType !== undefined)
    await form.getByLabel(/^Type de projet/).selectOption({ label: values.projectType });
  if (values.message !== undefined) await form.getByLabel(/^Votre message/).fill(values.message);
}

/** The home page is served without React (decision 006): ready once its inline script has run. */
const enhanced = (page: Page) => page.waitForSelector("[data-carousel-ready]", { state: "attached" });

describe("home quote form", () => {
  const { newPage, allowConsoleError } = useBrowser();

  it("shows the pending label, then the page comes back at the form with the success message, the form empty, and mails the visitor", async () => {
    const page = await newPage();
    await asVisitor(page);
    await page.goto("/");
    await enhanced(page);
    const form = page.locator("#quote");
    await poll(() =>
      form
        .getByLabel(/^Type de projet/)
        .locator("option")
        .first()
        .textContent(),
    ).toBe("Sélectionnez votre type de projet");
    expect(await form.getByLabel(/^Votre message/).getAttribute("placeholder")).toContain("budget approximatif");
    const email = `static-${Date.now()}@example.com`;
    await fillHomeForm(page, {
      name: "Moana Teriierooiterai",
      email,
      projectType: "Tiny House",
      message: "Tiny house 40 m² à Raiatea.",
    });
    // The page is left for the server's answer: stop this one sending to see the state while it is sent, then send.
    await form
      .locator("form")
      .evaluate((element) => element.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    const pending = form.getByRole("button", { name: "Envoi en cours..." });
    await poll(() => pending.isVisible()).toBe(true);
    expect(await pending.isDisabled()).toBe(true);
    await form.locator("form").evaluate((element: HTMLFormElement) => element.submit());
    await page.waitForURL(/\/#quote$/);
    const message = page.getByRole("status").filter({ hasText: "Demande envoyée !" });
    await poll(() => message.isVisible()).toBe(true);
    expect(await form.getByLabel(/^Nom \/ Société/).inputValue()).toBe("");
    // It leaves after 8 s, but not while the pointer is on it; its button closes it.
    await message.hover();
    await message.getByRole("button", { name: "Fermer le message" }).click();
    await poll(() => message.count()).toBe(0);
    const [ack] = await waitForMail(email);
    expect(ack!.subject).toBe("Nous avons bien reçu votre demande");
    expect(ack!.text).toContain("sous 48 h");
  });

  it("a missing field shows the spec's message, keeps the values and writes nothing", async () => {
    const page = await newPage();
    await asVisitor(page);
    allowConsoleError(/status of 400/);
    await page.goto("/");
    await enhanced(page);
    const form = page.locator("#quote");
    await fillHomeForm(page, { name: "Moana", email: "moana@example.com", message: "Un projet" });
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form.getByRole("button", { name: "Envoyer la demande" }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await poll(() => form.getByRole("alert").textContent()).toContain("Veuillez remplir tous les champs obligatoires.");
    expect(await form.getByLabel(/^Nom \/ Société/).inputValue()).toBe("Moana");
    expect(await form.getByLabel(/^Type de projet/).getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByRole("button", { name: "Envoyer la demande" }).isEnabled()).toBe(true);
  });

  it("reached from a React page, it still loads as the server's page: one path, its script runs", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/thank-you");
    await waitForHydration(page);
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole("banner").getByRole("link", { name: "BPE Polynésie" }).click();
    await page.waitForURL(/\/$/);
    await enhanced(page);
    // A page load, not React rendering it: the marker set on the React page is gone, React Router's scripts absent.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect(await page.locator("script[src]").count()).toBe(0);
    const carousel = page.getByRole("region", { name: "Carrousel des produits phares" });
    // One card per page on a phone: a page for each featured demo product.
    await poll(() => carousel.getByRole("button", { name: /^Groupe/ }).count()).toBe(6);
    expect(marker).toBe(42);
  });

  it("without JavaScript: a real POST, the server's messages, values kept, then success", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await asVisitor(page);
    allowConsoleError(/status of 400/);
    await page.goto("/");
    const form = page.locator("#quote");
    const email = `nojs-${Date.now()}@example.com`;
    await fillHomeForm(page, {
      name: "Tane",
      email: "pas-une-adresse",
      projectType: "Agriculture / Aquaculture",
      message: "Bassins aquacoles.",
    });
    const [invalid] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Envoyer la demande" }).click(),
    ]);
    expect(invalid.status()).toBe(400);
    await page.waitForLoadState();
    await poll(() => form.getByText("Veuillez saisir une adresse email valide.").isVisible()).toBe(true);
    expect(await form.getByLabel(/^Nom \/ Société/).inputValue()).toBe("Tane");
    expect(await form.getByLabel(/^Votre message/).inputValue()).toBe("Bassins aquacoles.");
    expect(await form.getByLabel(/^Type de projet/).inputValue()).toBe("agriculture");

    await form.getByLabel(/^Email/).fill(email);
    await form.getByRole("button", { name: "Envoyer la demande" }).click();
    await page.waitForURL(/\/#quote$/);
    // The message the server hands over, rendered in the page (StaticToast).
    await poll(() => page.locator('[role="status"]', { hasText: "Demande envoyée !" }).count()).toBe(1);
    expect(await form.getByLabel(/^Nom \/ Société/).inputValue()).toBe("");
    await waitForMail(email);
  });
});
