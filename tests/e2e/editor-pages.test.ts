// The rich-text editor test pages (storefront §2 /quill-test, back-office §2 /admin/test-quill) and the input sandbox
// (/admin/input-sandbox), in a real Chromium against the shared e2e server.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });

const liveHtml = (page: Page) => page.getByLabel("HTML produit par l'éditeur").textContent();
const sanitizedHtml = (page: Page) => page.getByLabel("HTML nettoyé").textContent();
const logEntries = (page: Page) =>
  page.getByRole("list", { name: "Événements, du plus récent au plus ancien" }).getByRole("listitem");

/** Replaces the editor's content with `text`, typed with the keyboard. */
async function typeInEditor(page: Page, text: string) {
  // The toolbar appears once Tiptap has replaced the server-rendered textarea.
  await poll(() => page.getByRole("toolbar").isVisible()).toBe(true);
  const editor = page.getByRole("textbox", { name: "Contenu" });
  await editor.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Delete");
  await page.keyboard.type(text);
}

describe("editor test pages", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("/quill-test formats text from the toolbar, shows the live HTML and the server's sanitised HTML", async () => {
    const page = await newPage();
    await page.goto("/quill-test");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toMatch(/^noindex/);
    await poll(() => page.getByRole("toolbar", { name: "Mise en forme : Contenu" }).isVisible()).toBe(true);
    // The toolbar of back-office §9, one button per action, named for screen readers.
    for (const name of [
      "Titre 1",
      "Titre 2",
      "Titre 3",
      "Gras",
      "Italique",
      "Souligné",
      "Liste numérotée",
      "Liste à puces",
      "Lien",
      "Effacer la mise en forme",
    ]) {
      await expect(page.getByRole("button", { name, exact: true }).count(), name).resolves.toBe(1);
    }

    await typeInEditor(page, "Bonjour le lagon");
    await poll(() => liveHtml(page)).toBe("<p>Bonjour le lagon</p>");
    await page.keyboard.press("ControlOrMeta+A");
    const bold = page.getByRole("button", { name: "Gras", exact: true });
    await expect(bold.getAttribute("aria-pressed")).resolves.toBe("false");
    await bold.click();
    await poll(() => liveHtml(page)).toBe("<p><strong>Bonjour le lagon</strong></p>");
    await poll(() => bold.getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Titre 1", exact: true }).click();
    await poll(() => liveHtml(page)).toBe("<h1><strong>Bonjour le lagon</strong></h1>");
    // Newest first: the heading, then bold, then the typing.
    await poll(() => logEntries(page).first().textContent()).toMatch(/^Titre 1/);
    await expect(logEntries(page).nth(1).textContent()).resolves.toMatch(/^Gras/);
    await expect(logEntries(page).nth(2).textContent()).resolves.toMatch(/^Saisie/);

    // The toolbar is one tab stop; the arrow keys move along it.
    await page.getByRole("button", { name: "Titre 1", exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe("Titre 2");
    await page.keyboard.press("End");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(
      "Effacer la mise en forme",
    );

    await page.getByRole("button", { name: "Envoyer au serveur" }).click();
    await poll(() => sanitizedHtml(page)).toBe("<h1><strong>Bonjour le lagon</strong></h1>");
    await expect(page.getByText("42 caractères reçus, 42 caractères après nettoyage.").isVisible()).resolves.toBe(true);
  });

  it("adds a link from the toolbar's link form", async () => {
    const page = await newPage();
    await page.goto("/quill-test");
    await typeInEditor(page, "Voir ");
    await page.getByRole("button", { name: "Lien", exact: true }).click();
    const address = page.getByLabel("Adresse du lien");
    await address.fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Appliquer" }).click();
    await poll(() => page.getByText("Saisissez une adresse commençant par https://").isVisible()).toBe(true);
    await address.fill("https://bpe.example/shop");
    await address.press("Enter");
    await poll(() => liveHtml(page)).toContain(
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://bpe.example/shop">https://bpe.example/shop</a>',
    );
  });

  it("keeps at most the last 50 events in the input log", async () => {
    const page = await newPage();
    await page.goto("/quill-test");
    await typeInEditor(page, "a".repeat(60));
    await poll(() => page.getByText("50 / 50 événements").isVisible()).toBe(true);
    await expect(logEntries(page).count()).resolves.toBe(50);
    await expect(logEntries(page).first().textContent()).resolves.toMatch(/^Saisie.*67 caractères/);
    await page.getByRole("button", { name: "Vider le journal" }).click();
    await poll(() => page.getByText("Aucun événement pour le moment.").isVisible()).toBe(true);
  });

  it("without JavaScript posts the HTML from a textarea and shows it stripped of scripts and on* attributes", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/quill-test");
    const field = page.getByLabel("Contenu");
    await expect(field.evaluate((node) => node.tagName)).resolves.toBe("TEXTAREA");
    await field.fill(
      '<p onclick="steal()">Bonjour <u>lagon</u></p><script>alert(1)</script><img src="/og-image.jpg" onerror="alert(1)"><a href="javascript:alert(1)">lien</a>',
    );
    await page.getByRole("button", { name: "Envoyer au serveur" }).click();
    const sanitized = await sanitizedHtml(page);
    expect(sanitized).toBe(
      '<p>Bonjour <u>lagon</u></p><img src="/og-image.jpg" loading="lazy" /><a rel="noopener noreferrer nofollow">lien</a>',
    );
    expect(sanitized).not.toMatch(/script|onclick|onerror|javascript:/);
    await expect(page.getByText("Aperçu").isVisible()).resolves.toBe(true);
  });

  it("answers an empty POST with 400 and the French message", async () => {
    const response = await fetch(`${baseUrl}/quill-test`, {
      method: "POST",
      headers: { Origin: baseUrl },
      body: new URLSearchParams({ content: "  " }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Le contenu est vide : saisissez un texte avant d&#x27;envoyer.");
  });

  it("the admin pages open for the administrator: /admin/test-quill sanitises, /admin/input-sandbox shows parsed values", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto("/admin/test-quill");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toMatch(/^noindex/);
    await poll(() =>
      page.getByRole("heading", { name: "Test de l'éditeur de texte riche", level: 1 }).isVisible(),
    ).toBe(true);
    await typeInEditor(page, "Panneaux");
    await page.keyboard.press("ControlOrMeta+A");
    await page.getByRole("button", { name: "Souligné", exact: true }).click();
    await poll(() => liveHtml(page)).toBe("<p><u>Panneaux</u></p>");
    await page.getByRole("button", { name: "Envoyer au serveur" }).click();
    await poll(() => sanitizedHtml(page)).toBe("<p><u>Panneaux</u></p>");

    await page.goto("/admin/input-sandbox");
    await page.getByLabel("Nom").fill("Hina");
    await page.getByLabel("Email").fill("hina@example.pf");
    await page.getByLabel("Catégorie").selectOption("solar");
    await page.getByLabel("Quantité").fill("3");
    await page.getByLabel("Mot de passe", { exact: true }).fill("secret1");
    await page.getByRole("button", { name: "Valider" }).click();
    await poll(() => page.getByText("Formulaire valide : valeurs lues par le serveur.").isVisible()).toBe(true);
    await expect(page.getByText("7 caractères (masqué)").isVisible()).resolves.toBe(true);
    await expect(page.getByText('"solar"').isVisible()).resolves.toBe(true);
    await expect(logEntries(page).count()).resolves.toBeGreaterThan(5);
  });

  it("the input sandbox answers bad values with 400 and the messages, without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    // Chromium reports the 400 answer in the console; it is what this test expects.
    allowConsoleError(/status of 400/);
    await loginAsAdmin(page);
    await page.goto("/admin/input-sandbox");
    await page.getByLabel("Email").fill("pas-un-email");
    await page.getByLabel("Quantité").fill("0");
    await page.getByLabel("Mot de passe", { exact: true }).fill("7q4w9");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Valider" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await poll(() =>
      page.getByText("Formulaire invalide : erreurs renvoyées par le serveur (statut 400).").isVisible(),
    ).toBe(true);
    for (const message of [
      "Veuillez saisir une adresse email valide.",
      "Saisissez un nombre entier entre 1 et 999.",
      "Le mot de passe doit contenir au moins 6 caractères.",
    ]) {
      await expect(page.getByText(message).count(), message).resolves.toBeGreaterThanOrEqual(1);
    }
    // The password never comes back in the page.
    await expect(page.content()).resolves.not.toContain("7q4w9");
  });
});
