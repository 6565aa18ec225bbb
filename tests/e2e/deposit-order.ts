// Places an order with a deposit through the product sheet's form, as a visitor does; returns the order's id.
import type { Page } from "playwright-core";
import { openProductSheet } from "./browser.ts";

export const DEPOSIT_PRODUCT = "/shop/product/mini-pelle-import-groupe";

export async function orderThroughTheForm(
  page: Page,
  email: string,
  { hasJavaScript = true, name = "Teva Martin" } = {},
): Promise<string> {
  // The model is a required option of this product; the page reads choices from the URL (works without JS).
  const sheet = `${DEPOSIT_PRODUCT}?opt_modele=1-8-t#commande`;
  await (hasJavaScript ? openProductSheet(page, sheet) : page.goto(sheet));
  await page.getByLabel(/^Nom complet/).fill(name);
  await page
    .getByLabel(/^Email/)
    .first()
    .fill(email);
  await page
    .locator("#commande")
    .getByRole("checkbox", { name: /conditions générales de vente/ })
    .check();
  await page.getByRole("button", { name: "Commander avec acompte" }).click();
  await page.waitForURL(/\/checkout\?orderId=/);
  return new URL(page.url()).searchParams.get("orderId")!;
}
