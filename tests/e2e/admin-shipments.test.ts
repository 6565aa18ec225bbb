// Shipments in Chromium (issue 30): three buyers pay their deposit; the owner builds a shipment of their three orders
// and marks it departed; each buyer, from the email's link, sees the vessel and the ETA on their order page and is
// offered their commercial invoice and packing list.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

const shotsDir = process.env.SCREENSHOTS_DIR;

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

/** A visitor orders through the sheet's form and pays the deposit in the sandbox: a paid order. */
async function paidOrder(page: Page, email: string, name: string) {
  const orderId = await orderThroughTheForm(page, email, { name });
  await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByRole("button", { name: "Payer", exact: true }).click();
  await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
  return orderId;
}

async function shoot(page: Page, name: string) {
  if (!shotsDir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe("a shipment", () => {
  const { newPage } = useBrowser();

  it("of three orders, marked departed, shows each buyer the vessel, the ETA and their documents", async () => {
    const visitor = await newPage();
    const stamp = Date.now();
    const buyers = ["Hina", "Teva", "Moana"].map((name) => ({
      name,
      email: `expedition-${name.toLowerCase()}-${stamp}@example.com`,
    }));
    const orderIds: string[] = [];
    for (const buyer of buyers) orderIds.push(await paidOrder(visitor, buyer.email, `${buyer.name} Tama`));

    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto("/admin/shipments");
    await admin.getByRole("heading", { level: 1, name: "Expéditions" }).waitFor();
    await admin.getByRole("link", { name: "Nouvelle expédition" }).click();
    const reference = `EXP-${stamp}`;
    await admin.getByRole("textbox", { name: "Référence" }).fill(reference);
    await admin.getByRole("textbox", { name: "Navire" }).fill("Kota Lestari");
    await admin.getByRole("textbox", { name: "Voyage" }).fill("KLS-042");
    await admin.getByRole("textbox", { name: "N° de conteneur" }).fill("MSKU1234565");
    await admin.getByLabel("Départ prévu (ETD)").fill("2026-12-05");
    await admin.getByLabel("Arrivée prévue (ETA)").fill("2026-12-24");
    await admin.getByRole("button", { name: "Créer l'expédition" }).click();
    await admin.getByRole("heading", { level: 1, name: reference }).waitFor();

    for (const orderId of orderIds) {
      await admin.getByRole("combobox", { name: "Commande à ajouter" }).click();
      await admin.getByRole("option", { name: new RegExp(`^${orderId.slice(0, 8)} `) }).click();
      await admin.getByRole("button", { name: "Ajouter la commande" }).click();
      await admin.getByRole("link", { name: orderId.slice(0, 8), exact: true }).waitFor();
    }
    // Three mini-excavators of 1.8 t: a balance still due before departure is flagged.
    expect(await admin.getByText("Solde dû avant le départ").count()).toBe(3);
    await admin.getByRole("meter", { name: "Volume" }).waitFor();
    await shoot(admin, "shipment-detail-planned");

    // Each step mails the three buyers once ('Chargée', then 'En mer'); the next step's button shows it is done.
    await admin.getByRole("button", { name: "Passer à « En chargement »" }).click();
    await admin.getByRole("button", { name: "Passer à « Partie »" }).click();
    await admin.getByRole("button", { name: "Passer à « Arrivée à Papeete »" }).waitFor();
    // A toast per step (the first may still show): each says three buyers were mailed.
    await admin
      .getByText(/^Statut mis à jour : 3 email\(s\) envoyé\(s\) aux clients$/)
      .last()
      .waitFor();
    await shoot(admin, "shipment-detail-departed");

    await admin.goto("/admin/shipments?status=departed");
    await admin.getByRole("link", { name: reference }).waitFor();
    await shoot(admin, "shipment-list");

    const buyerPage = await newPage();
    for (const [index, buyer] of buyers.entries()) {
      const text = await mailTo(buyer.email, "En mer");
      expect(text).toContain("Kota Lestari KLS-042");
      const link = /https?:\/\/\S+?(\/espace\/commande\/[A-Za-z0-9_-]{43})/.exec(text)![1]!;
      await buyerPage.goto(link);
      const number = orderIds[index]!.slice(0, 8).toUpperCase();
      await buyerPage.getByRole("heading", { level: 1, name: `Commande ${number}` }).waitFor();
      const shipment = buyerPage.getByRole("region", { name: "Votre expédition" });
      await shipment.getByText("Kota Lestari KLS-042").waitFor();
      await shipment.getByText("24 décembre 2026").waitFor();
      const invoice = shipment.getByRole("link", { name: "Facture commerciale (PDF)" });
      expect(await invoice.getAttribute("href")).toBe(`${link}/expedition/facture-commerciale`);
      expect(await shipment.getByRole("link", { name: "Liste de colisage (PDF)" }).getAttribute("href")).toBe(
        `${link}/expedition/liste-de-colisage`,
      );
      if (index === 0) await shoot(buyerPage, "shipment-buyer-page");
    }
  });
});
