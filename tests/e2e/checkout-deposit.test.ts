// The deposit flow in Chromium with the sandbox provider: order form → /checkout → hosted test page → result.
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

describe("deposit checkout with the sandbox provider", () => {
  const { baseUrl, newPage } = useBrowser();

  it("shows the order, the deposit and the notes, pays on the test page, and confirms only once the server knows", async () => {
    const page = await newPage();
    const email = `deposit-${Date.now()}@example.com`;
    const orderId = await orderThroughTheForm(page, email);
    await page.getByRole("heading", { name: "Paiement de l'acompte" }).waitFor();
    // The order number, the options and the shipping units; the terms of sale's words for the deposit and balance.
    const facts = [
      "Récapitulatif de la commande",
      "Vos informations",
      "Teva Martin",
      email,
      orderId.slice(0, 8).toUpperCase(),
      "1,8 t – canopy",
      "1 conteneur 20 pieds",
    ];
    for (const text of [...facts, "Acompte de 60 % à la commande", "Solde de 40 % avant le départ du navire"]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    expect(await page.getByText(/livraison/i).count()).toBe(0);
    for (const note of [
      "Le paiement est opéré par une société basée à Hong Kong.",
      "L'installation et le raccordement sont réalisés par un prestataire local, sur devis séparé.",
    ]) {
      await page.getByText(note).waitFor();
    }
    const pay = page.getByRole("button", { name: /^Payer l'acompte \(.+XPF\)$/ });
    await pay.click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByText(/TEST MODE/).waitFor();
    await page.getByText("Société de démonstration BPE").waitFor();
    await page.getByText(/USD/).first().waitFor();
    const sandboxUrl = page.url();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(`${baseUrl}/thank-you?orderId=${orderId}`);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    await page.getByText(`Référence : ${orderId.slice(0, 8).toUpperCase()}`).waitFor();
    // The amount the deposit charged: 60 % of 2 863 920 XPF at 119.33 XPF per USD.
    await page.getByText(/^Acompte payé : 14\s400,00\sUSD$/).waitFor();
    await page.getByText(/^Solde de 40 % avant le départ du navire : 1\s145\s568\sXPF$/).waitFor();
    await page.getByRole("heading", { name: "Prochaines étapes" }).waitFor();
    expect(await page.getByRole("link", { name: "Voir la boutique" }).getAttribute("href")).toBe("/shop");
    expect(await page.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/#contact");
    await expect
      .poll(
        async () =>
          (await readCapturedMail(inject("mailDir"))).some(
            (mail) => JSON.stringify(mail.to).includes(email) && mail.subject?.startsWith("Paiement confirmé"),
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Paid: the checkout no longer offers to pay.
    await page.goto(`/checkout?orderId=${orderId}`);
    await page.getByText("L'acompte de cette commande est déjà payé.").waitFor();
    // Like the provider's page, the test page of a paid payment says so and takes nothing more.
    await page.goto(sandboxUrl);
    await page.getByText("Ce paiement a déjà été effectué : rien de plus ne sera débité.").waitFor();
    expect(await page.getByRole("button", { name: "Payer", exact: true }).count()).toBe(0);
    const shotsDir = process.env.SCREENSHOTS_DIR;
    if (shotsDir) {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 844 });
        await page.screenshot({ path: `${shotsDir}/sandbox-paid-${width}.png`, fullPage: true });
      }
    }
  });

  it('comes back before the webhook: "being confirmed", then confirmed when the notification arrives', async () => {
    const page = await newPage();
    const orderId = await orderThroughTheForm(page, `late-${Date.now()}@example.com`);
    await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    const sandboxUrl = page.url();
    await page.getByLabel(/Ne pas encore prévenir le marchand/).check();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(/\/thank-you\?orderId=/);
    await page.getByRole("heading", { name: "Paiement en cours de confirmation" }).waitFor();
    expect(await page.getByRole("heading", { name: "Paiement confirmé !" }).count()).toBe(0);
    // The provider's notification arrives later (here: the tester pays on the test page in another tab).
    const other = await newPage();
    await other.goto(sandboxUrl);
    await other.getByRole("button", { name: "Payer", exact: true }).click();
    await other.waitForURL(/\/thank-you\?orderId=/);
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    expect(new URL(page.url()).searchParams.get("orderId")).toBe(orderId);
  });

  it("declined and cancelled payments come back to the checkout with a notice, the order still pending", async () => {
    const page = await newPage();
    const orderId = await orderThroughTheForm(page, `decline-${Date.now()}@example.com`);
    await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole("button", { name: "Refuser" }).click();
    await page.waitForURL(/\/checkout\?orderId=.+&failed=1/);
    await page.getByText(/Le paiement a été refusé/).waitFor();
    await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole("button", { name: "Annuler" }).click();
    await page.waitForURL(`${baseUrl}/checkout?orderId=${orderId}&cancelled=1`);
    await page.getByText(/^Paiement annulé\./).waitFor();
    const status = await (await fetch(`${baseUrl}/payments/status?kind=deposit&orderId=${orderId}`)).json();
    expect(status).toEqual({ status: "pending" });
  });

  it('redirects without an order id, and with an unknown one shows "Commande introuvable"', async () => {
    const page = await newPage();
    await page.goto("/checkout");
    expect(new URL(page.url()).pathname).toBe("/");
    await page.goto(`/checkout?orderId=${crypto.randomUUID()}`);
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByText("Commande introuvable").waitFor();
  });

  it("/thank-you without an order (custom quote page) and with ?cancelled", async () => {
    const page = await newPage();
    await page.goto("/thank-you");
    await page.getByRole("heading", { name: "Merci !" }).waitFor();
    await page.getByText(/Vous recevrez un email de confirmation envoyé par/).waitFor();
    await page.goto("/thank-you?cancelled=1");
    await page.getByRole("heading", { name: "Paiement annulé" }).waitFor();
    expect(await page.getByRole("link", { name: "Voir la boutique" }).getAttribute("href")).toBe("/shop");
  });

  it("works without JavaScript: pay, then the result page refreshes itself until confirmed", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const orderId = await orderThroughTheForm(page, `nojs-${Date.now()}@example.com`, { hasJavaScript: false });
    await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    const sandboxUrl = page.url();
    await page.getByLabel(/Ne pas encore prévenir le marchand/).check();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL(/\/thank-you\?orderId=/);
    await page.getByRole("heading", { name: "Paiement en cours de confirmation" }).waitFor();
    const other = await newPage({ javaScriptEnabled: false });
    await other.goto(sandboxUrl);
    await other.getByRole("button", { name: "Payer", exact: true }).click();
    await other.waitForURL(/\/thank-you\?orderId=/);
    // The meta refresh (every 5 s) reloads the first page.
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    expect(new URL(page.url()).searchParams.get("orderId")).toBe(orderId);
  });
});
