// Card payment from the product sheet in Chromium with the sandbox provider, and the attacks that must change nothing.
import { describe, expect, inject, it } from "vitest";
import { deriveSandboxSecret } from "../../app/modules/payments/sandbox-provider.server.ts";
import { signWebhook } from "../../app/modules/payments/webhook-signature.server.ts";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { openProductSheet, useBrowser } from "./browser.ts";

const PRODUCT = "/shop/product/mini-pelle-import-groupe";
/** The model is a required option of this product: the card payment refuses it unchosen, as the order form does. */
const CONFIGURED = `${PRODUCT}?opt_modele=1-8-t`;
const TERMS = /J'ai lu et j'accepte les conditions générales de vente/;
// The e2e server runs with the default SESSION_SECRET of app/modules/config/env.server.ts.
const SANDBOX_SECRET = deriveSandboxSecret("change-me-in-production-please", "webhook");

async function startCardPayment(baseUrl: string, fields: Record<string, string>) {
  const response = await fetch(`${baseUrl}/payments/card`, {
    method: "POST",
    body: new URLSearchParams({
      productSlug: "mini-pelle-import-groupe",
      qty: "1",
      opt_modele: "1-8-t",
      acceptTerms: "on",
      lang: "fr",
      mode: "fetch",
      ...fields,
    }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { ok: boolean; url?: string; toast?: { title: string; description?: string } },
  };
}

function orderIdOf(sandboxUrl: string): string {
  const token = new URL(sandboxUrl).pathname.split("/").at(-1)!.split(".")[0]!;
  return (JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as { merchantOrderId: string }).merchantOrderId;
}

async function statusOf(baseUrl: string, orderId: string) {
  return (
    (await (await fetch(`${baseUrl}/payments/status?kind=card&orderId=${orderId}`)).json()) as { status?: string }
  ).status;
}

describe("card payment with the sandbox provider", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("checks the email in the dialog, creates the payment and confirms it after the webhook", async () => {
    const page = await newPage();
    const email = `card-${Date.now()}@example.com`;
    await openProductSheet(page, CONFIGURED);
    await page.getByRole("button", { name: "Payer par carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await dialog.waitFor();
    // Before leaving: the product, its options, the quantity and the exact amount charged (2 863 920 XPF ÷ 119.33).
    for (const text of ["Mini-pelle 1,8 t – import groupé", "Modèle : 1,8 t – canopy", "Quantité : 1"])
      await dialog.getByText(text).first().waitFor();
    await dialog.getByText(/^Montant débité : 24\s000,00\sUSD$/).waitFor();
    await dialog.getByText(/^soit 2\s863\s920\sXPF \(indicatif\)$/).waitFor();
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await dialog.getByText("Email requis").waitFor();
    await dialog.getByLabel("Votre email").fill("pas-un-email");
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await dialog.getByText("Veuillez saisir une adresse email valide").waitFor();
    await dialog.getByLabel("Votre email").fill(email);
    // The terms of sale are required here too.
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await dialog.getByText("Veuillez accepter les conditions générales de vente").waitFor();
    expect(page.url()).not.toMatch(/sandbox-pay/);
    await dialog.getByRole("checkbox", { name: TERMS }).check();
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    const orderId = orderIdOf(page.url());
    await page.getByText(/TEST MODE/).waitFor();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(`${baseUrl}/payment/success?orderId=${orderId}`);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    for (const text of [
      orderId.slice(0, 8).toUpperCase(),
      email,
      `Un email de confirmation a été envoyé à ${email}.`,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await page.getByText("Total payé").waitFor();
    await expect
      .poll(
        async () =>
          (await readCapturedMail(inject("mailDir"))).filter((mail) => JSON.stringify(mail.to).includes(email)).length,
        { timeout: 20_000 },
      )
      .toBe(1);
  });

  it("closes by Escape or Annuler, shows the server refusal under the field, and holds while the payment is created", async () => {
    const page = await newPage();
    await openProductSheet(page, `${CONFIGURED}&qty=3`);
    const trigger = page.getByRole("button", { name: "Payer par carte" });
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await trigger.click();
    await dialog.waitFor();
    await dialog.getByText("Quantité : 3").waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await trigger.click();
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Contains '@', so the browser lets it through; the server checks a real address (the fetch answers 400).
    allowConsoleError(/status of 400/);
    await trigger.click();
    await dialog.getByRole("checkbox", { name: TERMS }).check();
    await dialog.getByLabel("Votre email").fill("a@b");
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await dialog.getByText("Veuillez saisir une adresse email valide").waitFor();

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/payments/card", async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByLabel("Votre email").fill(`held-${Date.now()}@example.com`);
    await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
    const creating = dialog.getByRole("button", { name: "Création du lien de paiement..." });
    await expect.poll(() => creating.isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    release();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByText(/TEST MODE/).waitFor();
  });

  it("declined: the cancel page says so, with a retry to the product page and a contact link", async () => {
    const page = await newPage();
    const { body } = await startCardPayment(baseUrl, { buyerEmail: "decline@example.com" });
    await page.goto(body.url!);
    const orderId = orderIdOf(page.url());
    await page.getByRole("button", { name: "Refuser" }).click();
    await page.waitForURL(/\/payment\/cancel\?orderId=.+&failed=1/);
    await page.getByRole("heading", { name: "Paiement refusé" }).waitFor();
    // Back to the sheet with the configuration of the attempt.
    expect(await page.getByRole("link", { name: "Réessayer" }).getAttribute("href")).toBe(CONFIGURED);
    expect(await page.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/#contact");
    expect(await statusOf(baseUrl, orderId)).toBe("failed");
  });

  it('cancelled: "Paiement annulé" with the order details; the order is cancelled', async () => {
    const page = await newPage({ viewport: { width: 390, height: 800 } });
    const { body } = await startCardPayment(baseUrl, { buyerEmail: "cancel@example.com", qty: "2" });
    await page.goto(body.url!);
    const orderId = orderIdOf(page.url());
    await page.getByRole("button", { name: "Annuler" }).click();
    await page.waitForURL(`${baseUrl}/payment/cancel?orderId=${orderId}`);
    await page.getByRole("heading", { name: "Paiement annulé" }).waitFor();
    await page.getByText("cancel@example.com").waitFor();
    expect(await statusOf(baseUrl, orderId)).toBe("cancelled");
    // 'Réessayer' returns to the sheet with the quantity and options that were chosen.
    await page.getByRole("link", { name: "Réessayer" }).click();
    await page.waitForURL(`${baseUrl}${PRODUCT}?qty=2&opt_modele=1-8-t`);
    await page.locator("[data-product-sheet][data-ready]").waitFor({ state: "attached" });
    expect(await page.getByLabel("Quantité", { exact: true }).inputValue()).toBe("2");
    expect(await page.getByLabel(/^Modèle/).inputValue()).toBe("1-8-t");
    await page.getByText("Sous-total (2 ×)").waitFor();
  });

  it("comes back before the webhook: the success page waits and never says paid on the browser word", async () => {
    const page = await newPage();
    const { body } = await startCardPayment(baseUrl, { buyerEmail: "late@example.com" });
    await page.goto(body.url!);
    const sandboxUrl = page.url();
    const orderId = orderIdOf(sandboxUrl);
    await page.getByLabel(/Ne pas encore prévenir le marchand/).check();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(/\/payment\/success/);
    await page.getByRole("heading", { name: "Paiement en cours de confirmation" }).waitFor();
    expect(await statusOf(baseUrl, orderId)).toBe("pending");
    const other = await newPage();
    await other.goto(sandboxUrl);
    await other.getByRole("button", { name: "Payer", exact: true }).click();
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
  });

  it("works without JavaScript: the dialog is a plain form that posts and redirects", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(CONFIGURED);
    await page.getByText("Payer par carte").click();
    await page.getByLabel("Votre email").fill("nojs-card@example.com");
    await page.locator("details").getByRole("checkbox", { name: TERMS }).check();
    await page.getByRole("button", { name: "Continuer vers le paiement" }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByText(/TEST MODE/).waitFor();
  });

  it("a rate change between the dialog and the payment charges nothing and asks the buyer again", async () => {
    const page = await newPage();
    await openProductSheet(page, CONFIGURED);
    await page.getByRole("button", { name: "Payer par carte" }).click();
    const dialog = page.getByRole("dialog", { name: "Paiement par carte" });
    await dialog.getByText(/^Montant débité : 24\s000,00\sUSD$/).waitFor();
    await dialog.getByLabel("Votre email").fill(`rate-${Date.now()}@example.com`);
    await dialog.getByRole("checkbox", { name: TERMS }).check();
    // Meanwhile the owner changes the USD rate: 2 863 920 XPF ÷ 120 = 23 866,00 USD.
    const admin = await newPage();
    await loginAsAdmin(admin);
    const setUsdRate = async (rate: string) => {
      await admin.goto("/admin/settings");
      await admin.getByLabel("XPF pour 1 USD").fill(rate);
      await admin.getByRole("button", { name: "Enregistrer les paramètres" }).click();
      await admin.getByText("Paramètres enregistrés.").waitFor();
    };
    await setUsdRate("120");
    try {
      allowConsoleError(/status of 409/);
      await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
      await dialog.getByText(/Le montant à payer a changé : il est maintenant de 23\s866,00\sUSD/).waitFor();
      await dialog.getByText(/^Montant débité : 23\s866,00\sUSD$/).waitFor();
      expect(page.url()).not.toMatch(/sandbox-pay/);
      await dialog.getByRole("button", { name: "Continuer vers le paiement" }).click();
      await page.waitForURL(/\/sandbox-pay\//);
      await page
        .locator('[data-currency="USD"]')
        .getByText(/23\s866,00/)
        .waitFor();
    } finally {
      await setUsdRate("119.33");
    }
  });

  it("on /en, the page's USD price is the amount the card dialog charges", async () => {
    const page = await newPage();
    await openProductSheet(page, `/en${CONFIGURED}&qty=3`);
    const total = (await page.locator('[data-out="total"]').first().textContent())!.trim();
    // 3 machines in 2 containers: 3 × 2 613 327 + 2 × 250 593 = 8 341 167 XPF ÷ 119.33.
    expect(total).toBe("$69,900.00");
    await page.getByRole("button", { name: "Pay by card" }).click();
    const dialog = page.getByRole("dialog", { name: "Card payment" });
    await dialog.getByText(`Amount charged: ${total}`).waitFor();
    // A change on the sheet follows into the dialog.
    await page.keyboard.press("Escape");
    // The English page shows the option under its English label (ruling 15).
    await page.getByLabel(/^Model/).selectOption("2-5-t");
    const changed = (await page.locator('[data-out="total"]').first().textContent())!.trim();
    expect(changed).not.toBe(total);
    await page.getByRole("button", { name: "Pay by card" }).click();
    await dialog.getByText(`Amount charged: ${changed}`).waitFor();
    await dialog.getByLabel("Your email").fill(`en-${Date.now()}@example.com`);
    await dialog.getByRole("checkbox", { name: /terms of sale/ }).check();
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    // The hosted page asks for that same amount.
    const digits = (text: string | null) => (text ?? "").replace(/\D/g, "");
    expect(digits(await page.locator('[data-currency="USD"]').first().textContent())).toBe(digits(changed));
  });

  it("attacks change nothing: a tampered amount, a forged or replayed webhook, another order id", async () => {
    // A price sent by the browser is ignored: the sandbox shows the server's amount.
    const honest = await startCardPayment(baseUrl, { buyerEmail: "attack@example.com" });
    const tampered = await startCardPayment(baseUrl, {
      buyerEmail: "attack@example.com",
      amount: "1",
      amountCents: "1",
      amount_cents: "1",
      currency: "XPF",
    });
    const amountOf = async (url: string) =>
      (await (await fetch(url)).text()).match(/data-currency="USD">([^<]+)</)?.[1];
    expect(await amountOf(tampered.body.url!)).toBe(await amountOf(honest.body.url!));
    expect(await amountOf(honest.body.url!)).toMatch(/24\s?000,00/);
    // An altered sandbox link is refused.
    const [data, signature] = new URL(tampered.body.url!).pathname.split("/").at(-1)!.split(".");
    const cheaper = Buffer.from(
      Buffer.from(data!, "base64url")
        .toString("utf8")
        .replace(/"amountMinor":\d+/, '"amountMinor":1'),
    ).toString("base64url");
    expect((await fetch(`${baseUrl}/sandbox-pay/${cheaper}.${signature}`)).status).toBe(400);

    const orderId = orderIdOf(honest.body.url!);
    const event = (id: string) =>
      JSON.stringify({
        id,
        name: "payment_intent.succeeded",
        accountId: "sandbox",
        data: {
          object: {
            id: "sbx_int_000000000000000000000000",
            amount: 24000,
            currency: "USD",
            merchant_order_id: orderId,
          },
        },
      });
    const post = (body: string, timestamp: string, signatureValue: string) =>
      fetch(`${baseUrl}/webhooks/sandbox`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-timestamp": timestamp, "x-signature": signatureValue },
        body,
      });
    const now = String(Date.now());
    const forged = event("evt_forged");
    expect((await post(forged, now, signWebhook("whsec_guess", now, forged))).status).toBe(401);
    const stale = String(Date.now() - 5 * 24 * 3600_000);
    expect((await post(forged, stale, signWebhook(SANDBOX_SECRET, stale, forged))).status).toBe(401);
    expect(await statusOf(baseUrl, orderId)).toBe("pending");
    // A genuine event for a payment that is not this order's (the order is tied to its own payment id).
    const foreign = event(`evt_foreign_${Date.now()}`);
    expect((await post(foreign, now, signWebhook(SANDBOX_SECRET, now, foreign))).status).toBe(200);
    expect((await post(foreign, now, signWebhook(SANDBOX_SECRET, now, foreign))).status).toBe(200);
    expect(await statusOf(baseUrl, orderId)).toBe("pending");
    // Another order's id on a result page shows that order's real state, never "paid" on the browser's word.
    const page = await newPage();
    await page.goto(`/payment/success?orderId=${orderId}`);
    await page.getByRole("heading", { name: "Paiement en cours de confirmation" }).waitFor();
    // An unknown order answers 404, which Chromium reports in the console.
    allowConsoleError(/status of 404/);
    await page.goto(`/payment/success?orderId=${crypto.randomUUID()}`);
    await page.getByRole("heading", { name: "Commande non trouvée" }).waitFor();
  });
});
