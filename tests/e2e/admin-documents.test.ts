// The document desk in Chromium: an order placed on the shop → a quote from it → converted into an invoice → its
// PDF previewed → sent by email (the mail received with the PDF) → marked as paid; and a supplier → a purchase order
// → sent to the supplier.
import { describe, expect, inject, it } from "vitest";
import { readCapturedMail } from "../support/smtp-capture.ts";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";
import { orderThroughTheForm } from "./deposit-order.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

async function mailWithAttachment(subjectPart: string) {
  let found: Awaited<ReturnType<typeof readCapturedMail>>[number] | undefined;
  await poll(async () => {
    found = (await readCapturedMail(inject("mailDir"))).find((mail) => mail.subject?.includes(subjectPart));
    return found?.attachments.length ?? 0;
  }).toBe(1);
  return found!;
}

describe("the document desk", () => {
  const { newPage } = useBrowser();

  it("order → quote → invoice → PDF preview → send → mark as paid", async () => {
    const page = await newPage();
    const email = `desk-${Date.now()}@example.com`;
    const orderId = await orderThroughTheForm(page, email, { name: "Hinano Teriitahi" });
    await loginAsAdmin(page);

    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole("button", { name: "Créer un devis" }).click();
    await page.waitForURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    const quoteHeading = page.getByRole("heading", { level: 1, name: /^Devis BPE-Q-\d{4}-\d{5}$/ });
    await quoteHeading.waitFor();
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 1" }).inputValue()).toContain("Mini-pelle");
    // The customer field searches the customers as one types (the picker): find the order's customer, Enter picks.
    // The order's product is the line's catalogue product, shown by its title in the line's picker.
    await page.getByRole("button", { name: "Changer — Produit — Ligne 1" }).waitFor();
    await page.getByRole("button", { name: "Changer", exact: true }).click({ timeout: 20_000 });
    const picker = page.getByRole("combobox", { name: "Client" });
    await picker.fill(email.slice(0, 14), { timeout: 20_000 });
    await page.getByRole("option").filter({ hasText: email }).waitFor({ timeout: 20_000 });
    await picker.press("Enter");
    await page.getByText("Client choisi :").waitFor();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Modifications enregistrées").waitFor({ timeout: 20_000 });

    await page.getByRole("button", { name: "Convertir en facture" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Convertir en facture" });
    await confirm.getByRole("button", { name: "Convertir en facture" }).click();
    await page.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    const heading = await page.getByRole("heading", { level: 1, name: /^Facture BPE-F-\d{4}-\d{5}$/ }).textContent();
    const number = heading!.replace("Facture ", "");
    await page.getByText("Brouillon", { exact: true }).first().waitFor();

    await page.getByRole("link", { name: "Aperçu PDF" }).click();
    await page.waitForURL(/\/preview$/);
    const frame = page.getByTitle(`PDF du document ${number}`);
    const src = await frame.getAttribute("src");
    const pdf = await page.request.get(src!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("button", { name: "Envoyer par email" }).click();
    const dialog = page.getByRole("dialog", { name: `Envoyer ${number} par email` });
    const to = dialog.getByRole("textbox", { name: /^Destinataire/ });
    await poll(() => to.inputValue()).toBe(email);
    await to.fill("");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await dialog.getByText("L'adresse email est obligatoire").waitFor();
    await to.fill(email);
    await dialog.getByRole("textbox", { name: "Message" }).fill("Voici votre facture.");
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await page.getByText(`Document envoyé à ${email}`).waitFor();
    await page.getByRole("link", { name: "PDF envoyé" }).waitFor();
    const mail = await mailWithAttachment(number);
    expect(mail.attachments[0]!.filename).toBe(`${number}.pdf`);
    const sentCopy = await page.request.get(`${src}?sent=1&download=1`);
    expect(Buffer.from(await sentCopy.body()).equals(mail.attachments[0]!.content)).toBe(true);

    await page.getByRole("link", { name: "Modifier" }).click();
    await page.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Marquer comme payée" }).click();
    const pay = page.getByRole("dialog", { name: "Enregistrer un paiement" });
    await pay.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await page.getByText("Paiement enregistré", { exact: true }).waitFor();
    await poll(() => page.getByRole("button", { name: "Marquer comme payée" }).count()).toBe(0);
    await page.getByText("Payée", { exact: true }).first().waitFor();
  }, 120_000);

  it("supplier → purchase order → sent to the supplier with its PDF", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    const supplierEmail = `achats-${Date.now()}@yantai.example.cn`;
    const name = `Yantai Machinery ${Date.now()}`;
    await page.goto("/admin/suppliers");
    await page.getByRole("textbox", { name: /^Nom du fournisseur/ }).fill(name);
    await page.getByRole("button", { name: "Nouveau fournisseur" }).click();
    await page.waitForURL(/\/admin\/suppliers\/[0-9a-f-]{36}$/);
    await page.getByRole("textbox", { name: "Email" }).fill(supplierEmail);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.getByText("Modifications enregistrées").waitFor();

    await page.goto("/admin/purchase-orders");
    await page.getByRole("link", { name: "Nouveau bon de commande" }).click();
    await page.waitForURL(/\/admin\/purchase-orders\/new$/);
    await page.getByRole("heading", { level: 1, name: "Nouveau bon de commande" }).waitFor();
    // The supplier and a line's product are searched on the server as one types (the pickers), then picked.
    const supplierPicker = page.getByRole("combobox", { name: "Fournisseur" });
    await supplierPicker.fill(name.slice(0, 18));
    await page.getByRole("option").filter({ hasText: supplierEmail }).waitFor();
    await supplierPicker.press("Enter");
    await page.getByText(`Fournisseur choisi : ${name} (${supplierEmail})`).waitFor();
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    const productPicker = page.getByRole("combobox", { name: "Produit — Ligne 1" });
    await productPicker.fill("mini-pel");
    await page.getByRole("option", { name: /Mini-pelle 1,8 t – import groupé/ }).click();
    await page.getByRole("button", { name: "Changer — Produit — Ligne 1" }).waitFor();
    // Picking fills the description and the purchase price.
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 1" }).inputValue()).toBe(
      "Mini-pelle 1,8 t – import groupé",
    );
    await poll(() => page.getByRole("spinbutton", { name: "Coût unitaire — Ligne 1" }).inputValue()).toBe("14600.00");
    await page.getByRole("textbox", { name: "Description — Ligne 1" }).fill("Mini-pelle 1,8 t");
    await page.getByRole("spinbutton", { name: "Quantité — Ligne 1" }).fill("2.5");
    await page.getByRole("spinbutton", { name: "Coût unitaire — Ligne 1" }).fill("9800");
    await page
      .getByText(/^24\s500,00\sUSD$/)
      .first()
      .waitFor();
    // A second line, moved above the first with Alt+↑ (the cursor stays in it), then back with the arrow button.
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    const second = page.getByRole("textbox", { name: "Description — Ligne 2" });
    await second.fill("Godet 40 cm");
    await second.press("Alt+ArrowUp");
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 1" }).inputValue()).toBe("Godet 40 cm");
    await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      "Godet 40 cm",
    );
    await page.getByRole("button", { name: "Descendre la ligne 1" }).click();
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 2" }).inputValue()).toBe("Godet 40 cm");
    await page.getByRole("button", { name: "Supprimer la ligne 2" }).click();
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 2" }).count()).toBe(0);
    // The first save makes the purchase order and gives it its number.
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(/\/admin\/purchase-orders\/[0-9a-f-]{36}$/);
    const heading = await page.getByRole("heading", { level: 1, name: /^Bon de commande BPE-PO-/ }).textContent();
    const number = heading!.replace("Bon de commande ", "");
    await page.getByText(`${number} créé`).waitFor();

    await page.getByRole("link", { name: "Envoyer au fournisseur" }).click();
    await page.waitForURL(/\/preview\?send=1$/);
    const dialog = page.getByRole("dialog", { name: `Envoyer ${number} par email` });
    await poll(() => dialog.getByRole("textbox", { name: /^Destinataire/ }).inputValue()).toBe(supplierEmail);
    await dialog.getByRole("button", { name: "Envoyer" }).click();
    await page.getByText(`Document envoyé à ${supplierEmail}`).waitFor();
    await page.getByText("Envoyé", { exact: true }).first().waitFor();
    const mail = await mailWithAttachment(number);
    expect(mail.attachments[0]!.filename).toBe(`${number}.pdf`);
  });

  it("a new quote's lines priced from the catalogue, then its invoice set to 'Envoyé' after a confirmation", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto("/admin/quotes");
    await page.getByRole("link", { name: "Nouveau devis" }).click();
    await page.waitForURL(/\/admin\/quotes\/new$/);
    await page.getByText("Le numéro est attribué au premier enregistrement.").waitFor();
    await page.getByRole("button", { name: "Ajouter une ligne" }).click();
    const description = page.getByRole("textbox", { name: "Description — Ligne 1" });
    const price = page.getByRole("spinbutton", { name: "Prix unitaire — Ligne 1" });
    // Picking a product fills its description and its price in the quote's currency (USD at 119.33 XPF).
    const picker = page.getByRole("combobox", { name: "Produit — Ligne 1" });
    await picker.fill("mini-pel");
    await page.getByRole("option", { name: /Mini-pelle 1,8 t – import groupé/ }).click();
    await poll(() => description.inputValue()).toBe("Mini-pelle 1,8 t – import groupé");
    await poll(() => price.inputValue()).toBe("24000.00");
    // Changing the product replaces both, never keeping the other product's text or price.
    await page.getByRole("button", { name: "Changer — Produit — Ligne 1" }).click();
    await page.getByRole("combobox", { name: "Produit — Ligne 1" }).fill("tiny house 70");
    await page.getByRole("option", { name: /Kit structure Tiny House 70 m²/ }).click();
    await poll(() => description.inputValue()).toBe("Kit structure Tiny House 70 m²");
    await poll(() => price.inputValue()).toBe("27800.00");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await page.waitForURL(/\/admin\/quotes\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /^Devis BPE-Q-\d{4}-\d{5}$/ }).waitFor();

    await page.getByRole("button", { name: "Convertir en facture" }).click();
    await page
      .getByRole("alertdialog", { name: "Convertir en facture" })
      .getByRole("button", { name: "Convertir en facture" })
      .click();
    await page.waitForURL(/\/admin\/invoices\/[0-9a-f-]{36}$/);
    // 'Envoyé' freezes the invoice: the save asks first; 'Annuler' saves nothing.
    await page.getByRole("combobox", { name: "Statut" }).click();
    await page.getByRole("option", { name: "Envoyé" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Marquer la facture comme envoyée ?" });
    await confirm.getByText(/Seul un avoir pourra la corriger/).waitFor();
    await confirm.getByRole("button", { name: "Annuler" }).click();
    await poll(() => confirm.count()).toBe(0);
    await page.reload();
    await page.getByText("Brouillon", { exact: true }).first().waitFor();
    await page.getByRole("combobox", { name: "Statut" }).click();
    await page.getByRole("option", { name: "Envoyé" }).click();
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await confirm.getByRole("button", { name: "Marquer comme envoyée et enregistrer" }).click();
    await page.getByText("Modifications enregistrées").waitFor();
    await page.getByText("Envoyé", { exact: true }).first().waitFor();
    // Frozen: the lines are no longer editable.
    await poll(() => page.getByRole("textbox", { name: "Description — Ligne 1" }).count()).toBe(0);
  }, 120_000);
});
