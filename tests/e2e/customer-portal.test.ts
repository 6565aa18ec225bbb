// The customer's pages in Chromium (issue 18): the administrator sends a quote; the buyer opens the link of the
// captured email, accepts it and pays the deposit in the sandbox; the administrator sets two milestones and issues
// the deposit invoice; the buyer follows them on the order page and downloads the invoice.
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

/** The newest captured mail to `to` whose subject contains `subject`, waiting for the outbox to send it. */
async function mailTo(to: string, subject: string) {
  let text = "";
  await expect
    .poll(
      async () => {
        const mail = (await readCapturedMail(inject("mailDir")))
          .filter((m) => JSON.stringify(m.to).includes(to) && m.subject?.includes(subject))
          .at(-1);
        text = mail?.text ?? "";
        return text;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return text;
}

const shotsDir = process.env.SCREENSHOTS_DIR;

const linkIn = (text: string, kind: "devis" | "commande") =>
  new RegExp(`https?://\\S+?(/espace/${kind}/[A-Za-z0-9_-]{43})`).exec(text)![1]!;

describe("the customer's pages", () => {
  const { newPage } = useBrowser();

  it("quote sent → accepted from the email's link → deposit paid → two milestones followed → deposit invoice downloaded", async () => {
    const admin = await newPage();
    const email = `portail-${Date.now()}@example.com`;
    const firstOrder = await orderThroughTheForm(admin, email, { name: "Hinano Teriitahi" });
    await loginAsAdmin(admin);
    await admin.goto(`/admin/orders/${firstOrder}/documents`);
    await admin.getByRole("button", { name: "Créer un devis" }).click();
    await admin.waitForURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    const heading = await admin.getByRole("heading", { level: 1, name: /^Devis BPE-Q-/ }).textContent();
    const number = heading!.replace("Devis ", "");
    await admin.goto(`${new URL(admin.url()).pathname}/preview`);
    await admin.getByRole("button", { name: "Envoyer par email" }).click();
    const dialog = admin.getByRole("dialog", { name: `Envoyer ${number} par email` });
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await admin.getByText(`Document envoyé à ${email}`).waitFor();

    const buyer = await newPage();
    const quoteLink = linkIn(await mailTo(email, number), "devis");
    await buyer.goto(quoteLink);
    await buyer.getByRole("heading", { level: 1, name: `Devis ${number}` }).waitFor();
    await buyer.getByRole("checkbox", { name: /conditions générales de vente/ }).check();
    await buyer.getByRole("button", { name: "Accepter le devis" }).click();
    await buyer.waitForURL(/\/checkout\?orderId=/);
    const orderId = new URL(buyer.url()).searchParams.get("orderId")!;
    await buyer.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await buyer.waitForURL(/\/sandbox-pay\//);
    await buyer.getByRole("button", { name: "Payer", exact: true }).click();
    await buyer.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();

    // Two milestones, each in two clicks (the card's button, the dialog's), then the deposit invoice.
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole("button", { name: "Étape suivante : Acompte reçu" }).click();
    await admin
      .getByRole("dialog", { name: "Acompte reçu" })
      .getByRole("button", { name: "Enregistrer et prévenir le client" })
      .click();
    await admin.getByText("Étape « Acompte reçu » enregistrée, email envoyé au client").waitFor();
    await admin.getByRole("button", { name: "Étape suivante : En fabrication" }).click();
    const production = admin.getByRole("dialog", { name: "En fabrication" });
    await production.getByRole("textbox", { name: "Note" }).fill("Début de la fabrication à l'usine.");
    await production.getByRole("button", { name: "Enregistrer et prévenir le client" }).click();
    await admin.getByRole("button", { name: "Étape suivante : Contrôle qualité" }).waitFor();
    await admin.getByRole("button", { name: "Facture d'acompte" }).click();
    await admin.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);

    await buyer.goto(linkIn(await mailTo(email, "En fabrication"), "commande"));
    await buyer.getByRole("heading", { level: 1, name: `Commande ${orderId.slice(0, 8).toUpperCase()}` }).waitFor();
    for (const step of ["Acompte reçu", "En fabrication"]) {
      await buyer.getByRole("heading", { level: 3, name: step }).waitFor();
    }
    await buyer.getByText("Début de la fabrication à l'usine.").waitFor();
    const download = buyer.waitForEvent("download");
    await buyer.getByRole("link", { name: /^Télécharger BPE-F-.+\(PDF\)$/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^BPE-F-\d{4}-\d{5}\.pdf$/);

    // With SCREENSHOTS_DIR set, the quote and order pages are also photographed on a phone, in French and Chinese.
    if (shotsDir) {
      const pages = { quote: quoteLink, order: new URL(buyer.url()).pathname };
      for (const [name, link] of Object.entries(pages)) {
        for (const prefix of ["", "/zh"]) {
          const phone = await newPage({ viewport: { width: 390, height: 844 } });
          await phone.goto(`${prefix}${link}`);
          await phone.screenshot({
            path: path.join(shotsDir, `portal-${name}-${prefix.slice(1) || "fr"}-390.png`),
            fullPage: true,
          });
        }
      }
    }
    // One flow of three visitors' worth of pages (two people, a payment, two emails): longer than a usual test.
  }, 240_000);
});
