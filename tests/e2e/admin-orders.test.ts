// The sales desk in Chromium (issue 16): a deposit order paid through the sandbox shows as paid with its webhook
// event on its order page, the dashboard's figures move, and the status is changed from the page (a change back to
// pending refused, since the payment is verified).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

/** The figure under a KPI card's label ('Commandes payées'). */
async function kpi(page: Page, label: string): Promise<string> {
  const card = page.getByRole("term").filter({ hasText: label }).locator("..");
  return (await card.getByRole("definition").first().innerText()).trim();
}

describe("orders in the back office", () => {
  const { newPage, allowConsoleError } = useBrowser();

  async function payDepositOrder(page: Page, email: string): Promise<string> {
    const orderId = await orderThroughTheForm(page, email, { name: "Moana Teriitahi" });
    await page.getByRole("button", { name: /^Payer l'acompte/ }).click();
    await page.waitForURL(/\/sandbox-pay\//);
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.getByRole("heading", { name: "Paiement confirmé !" }).waitFor();
    return orderId;
  }

  it("shows a deposit paid through the sandbox on its order page, moves the dashboard, and changes the status", async () => {
    const admin = await newPage();
    await loginAsAdmin(admin);
    await admin.goto("/admin?period=all");
    await admin.getByRole("heading", { level: 1, name: "Tableau de bord" }).waitFor();
    const paidBefore = Number(await kpi(admin, "Commandes payées"));

    const email = `admin-orders-${Date.now()}@example.com`;
    const orderId = await payDepositOrder(await newPage(), email);
    const number = orderId.slice(0, 8);

    // The list finds it by the buyer's email; its number opens its page.
    await admin.goto("/admin/orders");
    await admin.getByRole("heading", { level: 1, name: "Gestion des commandes" }).waitFor();
    const search = admin.getByRole("searchbox", { name: "Rechercher" });
    await search.fill(email);
    await search.press("Enter");
    await admin.waitForURL(/\/admin\/orders\?.*q=/);
    const row = admin.getByRole("row").filter({ hasText: number });
    await row.getByText("Payée").waitFor();
    await row.getByRole("link", { name: number }).click();
    await admin.waitForURL(`**/admin/orders/${orderId}`);
    await admin.getByRole("heading", { level: 1, name: `Commande ${number}` }).waitFor();
    await admin.getByText("Moana Teriitahi").first().waitFor();
    await admin.getByText("Modèle : 1,8 t").waitFor();
    await admin.getByText(/^Acompte payé en ligne le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    const events = admin.getByRole("list", { name: "Paiements et notifications" });
    await events.getByText("Appliqué").waitFor();
    await admin
      .getByText("Paiement vérifié par le prestataire : la commande ne peut plus revenir « En attente ».")
      .waitFor();
    const mails = admin.getByRole("list", { name: "Emails envoyés" });
    await mails
      .getByText(/^Paiement confirmé/)
      .first()
      .waitFor();

    // The dashboard counts it.
    await admin.goto("/admin?period=all");
    await expect.poll(async () => Number(await kpi(admin, "Commandes payées"))).toBeGreaterThan(paidBefore);
    await admin.getByRole("list", { name: "Commandes récentes" }).getByText(number).waitFor();

    // Status change from the page: processing is allowed, back to pending is refused with the reason.
    await admin.goto(`/admin/orders/${orderId}`);
    const status = admin.getByRole("combobox", { name: "Nouveau statut" });
    await status.click();
    await admin.getByRole("option", { name: "En traitement" }).click();
    await admin.getByRole("button", { name: "Changer le statut" }).click();
    await admin.getByText("Statut mis à jour : En traitement").waitFor();
    await admin.getByRole("list", { name: "Historique" }).getByText("Statut : Payée → En traitement").waitFor();
    // The refusal answers 409 Conflict, which Chromium logs as a failed resource.
    allowConsoleError(/status of 409 \(Conflict\)/);
    await status.click();
    await admin.getByRole("option", { name: "En attente" }).click();
    await admin.getByRole("button", { name: "Changer le statut" }).click();
    await admin
      .getByText(
        "Statut non modifié : l'acompte de cette commande a été payé et vérifié auprès du prestataire de paiement, elle ne peut pas revenir « En attente ».",
      )
      .waitFor();

    // Internal notes, saved with a message.
    await admin.getByLabel("Notes", { exact: true }).fill("Conteneur réservé, départ prévu le 12.");
    await admin.getByRole("button", { name: "Enregistrer les notes" }).click();
    await admin.getByText("Notes enregistrées").waitFor();
  });
});
