// The Alibaba import in Chromium (issue 15): the administrator imports a sample page served by a local fake Alibaba,
// watches the steps arrive, lands on the draft and opens its preview; a visitor gets 404 there. Also the refusals
// the screen shows: an empty URL, the captcha page and the same URL twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import { createSafeFetcher } from "../../app/modules/importer/safe-fetch.server.ts";
import {
  CAPTCHA_PATH,
  CASE3_PATH,
  CASE3_TITLE,
  expectedPhotoPaths,
  fixturePage,
  sendHtml,
  servePhotos,
  startFakeAlibaba,
  type FakeAlibaba,
} from "../integration/importer/fake-alibaba.ts";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, signInPage } from "../support/admin-login.ts";
import { startInProcessServer, type InProcessServer } from "./admin-import-server.ts";
import { useBrowser } from "./browser.ts";

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let fake: FakeAlibaba;
let server: InProcessServer;
let releasePhotos: () => void;

beforeAll(async () => {
  fake = await startFakeAlibaba();
  fake.route(CASE3_PATH, sendHtml(fixturePage("case3", fake)));
  fake.route(CAPTCHA_PATH, sendHtml(fixturePage("case6", fake)));
  const photosOpen = new Promise<void>((resolve) => (releasePhotos = resolve));
  await servePhotos(fake, expectedPhotoPaths("case3"), {}, { heldUntil: photosOpen });
  server = await startInProcessServer({
    importFetcher: createSafeFetcher({ policy: fake.policy, resolve: fake.resolve, ca: fake.ca }),
  });
  await setAdminPassword(server.services.db, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, actor: "test" });
});
afterAll(async () => {
  releasePhotos?.();
  await server?.close();
  await fake?.close();
});

describe("the Alibaba import screen", () => {
  const { newPage, allowConsoleError } = useBrowser();

  it("imports a sample page step by step, then opens the draft's preview, which a visitor cannot see", async () => {
    const page = await newPage({ baseUrl: server.url });
    await signInPage(page);
    await page
      .getByRole("navigation", { name: "Navigation de l'administration" })
      .getByRole("link", { name: "Import" })
      .click();
    await page.waitForURL(/\/admin\/import$/);
    await poll(() => page.title()).toBe("Import Alibaba - Niveau 1 – BPE Admin");
    await page.getByRole("heading", { level: 1, name: "Import Alibaba - Niveau 1" }).waitFor();

    await page.getByLabel("URL du produit Alibaba").fill(fake.url(CASE3_PATH));
    await page.getByRole("combobox", { name: "Catégorie (facultatif)" }).click();
    await page.getByRole("option", { name: /\(solar\)$/ }).click();
    await page.getByRole("button", { name: "Importer le produit" }).click();

    // The photos are held back: the steps before them are on screen while the import still runs.
    const progress = page.getByRole("region", { name: "Progression de l'import" });
    await progress.getByText("Données extraites").waitFor();
    await progress.getByText("Enregistrement des photos (0 sur 4)").waitFor();
    await poll(() => page.getByRole("status").filter({ hasText: "Enregistrement des photos" }).textContent()).toBe(
      "Enregistrement des photos (0 sur 4)",
    );
    await expect(page.getByRole("button", { name: "Import en cours…" }).isDisabled()).resolves.toBe(true);
    releasePhotos();

    await page.getByRole("heading", { name: "Import réussi" }).waitFor();
    await progress.getByText("Photos enregistrées (4 sur 4)").waitFor();
    await progress.getByText("Produit importé").waitFor();
    await page.getByText(`Brouillon créé: ${CASE3_TITLE}`).first().waitFor();
    await page.getByText("4 photos enregistrées").waitFor();
    // Focus lands on the outcome, for the keyboard and screen readers.
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Import réussi");
    await expect(page.getByRole("link", { name: "Ouvrir dans l'éditeur" }).getAttribute("href")).resolves.toMatch(
      /^\/admin\/products\/[0-9a-f-]{36}\/edit$/,
    );

    await page.getByRole("link", { name: "Voir l'aperçu du brouillon" }).click();
    await page.waitForURL(/\/shop\/product\/foldable-aluminum-camping-table-120x60cm-with-carry-bag-for\?draft=1$/);
    await page.getByRole("heading", { level: 1, name: CASE3_TITLE }).waitFor();
    await page.getByText("Aperçu administrateur : ce produit n'est pas publié.").waitFor();
    await page.getByText("Brouillon", { exact: true }).waitFor();
    const previewUrl = page.url();

    const visitor = await newPage({ baseUrl: server.url });
    allowConsoleError(/status of 404/);
    const response = await visitor.goto(previewUrl);
    expect(response?.status()).toBe(404);
    await visitor.getByRole("heading", { level: 1, name: /Produit introuvable/ }).waitFor();
    await expect(visitor.getByText(CASE3_TITLE).count()).resolves.toBe(0);
  });

  it("says what went wrong: an empty URL, the captcha page, the same product twice", async () => {
    const page = await newPage({ baseUrl: server.url });
    await signInPage(page);
    await page.goto("/admin/import");
    const url = page.getByLabel("URL du produit Alibaba");
    const submit = page.getByRole("button", { name: "Importer le produit" });

    allowConsoleError(/status of 400/);
    await submit.click();
    await page.getByText("Veuillez saisir une URL Alibaba", { exact: true }).waitFor();
    await expect(url.getAttribute("aria-invalid")).resolves.toBe("true");
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("url");
    // Typing in the field clears its stale error.
    await url.fill("https://");
    await poll(() => page.getByText("Veuillez saisir une URL Alibaba", { exact: true }).count()).toBe(0);
    await expect(url.getAttribute("aria-invalid")).resolves.toBeNull();

    await url.fill(fake.url(CAPTCHA_PATH));
    await submit.click();
    const alert = page.getByRole("alert").filter({ hasText: "Erreur d'import" });
    await alert.getByText(/captcha.*navigateur.*réessayez/).waitFor();
    await expect(alert.getByRole("link", { name: "Ouvrir la page sur Alibaba" }).getAttribute("href")).resolves.toBe(
      fake.url(CAPTCHA_PATH),
    );

    await poll(() => page.locator("[data-sonner-toast]").count()).toBe(1);

    await url.fill(fake.url(CASE3_PATH));
    await submit.click();
    const already = page.getByRole("heading", { name: "Produit déjà importé" });
    await already.waitFor();
    await already.locator("..").getByText(`Ce produit a déjà été importé: ${CASE3_TITLE}`).waitFor();
    await expect(page.getByRole("link", { name: "Ouvrir dans l'éditeur" }).getAttribute("href")).resolves.toMatch(
      /^\/admin\/products\/[0-9a-f-]{36}\/edit$/,
    );
  });
});
