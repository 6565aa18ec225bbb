// One toast per event in the back office (issue 27 item 8), and a field's message gone once it is fixed: in the
// product editor, a save refused by the form's check and a save that goes through each show exactly one toast,
// also after the page's data is loaded again behind them.
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 10_000 });

describe("back-office toasts", () => {
  const { newPage } = useBrowser();

  it("shows one toast after a refused save and one after a save; a fixed field loses its message", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto("/admin/products");
    const chip = page.getByRole("navigation", { name: "Catégories" }).getByRole("link").nth(1);
    const categoryId = new URL((await chip.getAttribute("href"))!, "http://x").searchParams.get("category")!;
    const title = `Toast unique ${Date.now().toString(36)}`;
    const created = await page.request.post("/admin/products", {
      form: { intent: "create", categoryId, title },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    const productId = created.headers()["location"]!.split("/")[3]!;
    await page.goto(`/admin/products/${productId}/edit`);
    await page.getByRole("toolbar", { name: /Mise en forme/ }).waitFor();
    const toasts = page.locator("[data-sonner-toast]");

    // Refused: the title is required. One toast, the message in the summary and under the field.
    const titleField = page.getByRole("textbox", { name: "Titre", exact: true }).first();
    await titleField.fill("");
    await page.getByRole("button", { name: "Enregistrer" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Le titre est requis" });
    await poll(() => summary.count()).toBe(1);
    await poll(() => toasts.count()).toBe(1);
    await expect(toasts.first().textContent()).resolves.toContain("Erreur");
    await expect(titleField.getAttribute("aria-invalid")).resolves.toBe("true");

    // Fixed: the summary and the field drop the message at once, before any save.
    await titleField.fill(`${title} corrigé`);
    await poll(() => page.getByText("Le titre est requis").count()).toBe(0);
    await expect(titleField.getAttribute("aria-invalid")).resolves.toBeNull();

    // Saved: one success toast, still one once the page's data has been loaded again.
    const saved = toasts.filter({ hasText: "Produit mis à jour avec succès" });
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await poll(() => saved.count()).toBe(1);
    await poll(() => page.getByText("Tout est enregistré").isVisible()).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    await expect(saved.count()).resolves.toBe(1);
    await expect(toasts.filter({ hasText: "Erreur" }).count()).resolves.toBeLessThanOrEqual(1);

    const removed = await page.request.post("/admin/products", { form: { intent: "delete", productId } });
    expect(removed.status()).toBe(200);
  });
});
