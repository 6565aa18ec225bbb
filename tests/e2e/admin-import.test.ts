// The Alibaba import in Chromium (issue 15): the administrator imports a sample page served by a local fake Alibaba,
// watches the steps arrive, lands on the draft and opens its preview; a visitor gets 404 there. Also the refusals
// the screen shows: an empty URL, the captcha page, the same URL twice, and Alibaba out of reach (unknown host,
// refused connection, no answer in time, a 500), each said in French without the system's codes.
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import { isHostInDomains } from "../../app/modules/importer/fetch-policy.ts";
import type { createSafeFetcher, SafeFetcher } from "../../app/modules/importer/safe-fetch.server.ts";
import { getFreePort } from "../support/free-port.ts";
import {
  FAKE_DOMAIN,
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
import { useBrowser, waitForHydration } from "./browser.ts";

const shotsDir = process.env.SCREENSHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!shotsDir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
}

const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

let fake: FakeAlibaba;
let server: InProcessServer;
let releasePhotos: () => void;
let closedPort: number;

/** A page of the fake Alibaba that answers 500, and one that never answers (the fetcher's deadline ends it). */
const FAILING_PATH = "/product-detail/Failing_1601000000097.html";
const SILENT_PATH = "/product-detail/Silent_1601000000098.html";
/** The host whose fetches get a short deadline, so the timeout is seen in a second rather than twenty. */
const SLOW_HOST = `slow.${FAKE_DOMAIN}`;

/**
 * The fake's fetcher, also allowed any port of its domain (a closed one refuses the connection), with a short
 * deadline for SLOW_HOST.
 */
function fakeFetcher(fake: FakeAlibaba, create: typeof createSafeFetcher): SafeFetcher {
  const policy = {
    allowsAddress: fake.policy.allowsAddress,
    allowsUrl: (url: URL, purpose: "page" | "image") =>
      fake.policy.allowsUrl(url, purpose) ||
      (url.protocol === "https:" && isHostInDomains(url.hostname, [FAKE_DOMAIN])),
  };
  const options = { policy, resolve: fake.resolve, ca: fake.ca };
  const normal = create(options);
  const quick = create({ ...options, timeoutMs: 1_500 });
  return {
    policy,
    fetch: (url, fetchOptions) => (new URL(url).hostname === SLOW_HOST ? quick : normal).fetch(url, fetchOptions),
  };
}

beforeAll(async () => {
  fake = await startFakeAlibaba();
  fake.route(CASE3_PATH, sendHtml(fixturePage("case3", fake)));
  fake.route(CAPTCHA_PATH, sendHtml(fixturePage("case6", fake)));
  const photosOpen = new Promise<void>((resolve) => (releasePhotos = resolve));
  await servePhotos(fake, expectedPhotoPaths("case3"), {}, { heldUntil: photosOpen });
  fake.route(FAILING_PATH, (_request, response) => void response.writeHead(500).end("Internal Server Error"));
  fake.route(SILENT_PATH, () => undefined);
  closedPort = await getFreePort();
  server = await startInProcessServer({ importFetcher: (create) => fakeFetcher(fake, create) });
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

  const NETWORK_FAILURES = [
    {
      name: "an unknown host (DNS)",
      url: () => "https://www.alibaba.com/product-detail/Absent_1601000000099.html",
      reason: "l'adresse d'Alibaba est introuvable depuis le serveur ; vérifiez sa connexion à internet",
    },
    {
      name: "a refused connection",
      url: () => `https://www.${FAKE_DOMAIN}:${closedPort}/product-detail/Closed_1601000000096.html`,
      reason: "Alibaba a refusé la connexion ; réessayez dans quelques minutes",
    },
    {
      name: "no answer in time",
      url: () => fake.url(SILENT_PATH, "slow"),
      reason: "Alibaba n'a pas répondu à temps",
    },
    {
      name: "a server error (500)",
      url: () => fake.url(FAILING_PATH),
      reason: "le site d'Alibaba a un problème de son côté ; réessayez dans quelques minutes",
    },
  ];

  it("says in plain French why Alibaba could not be reached, marks the failed step, and toasts once", async () => {
    const page = await newPage({ baseUrl: server.url });
    await signInPage(page);
    await page.goto("/admin/import");
    // A click before hydration would send the form as a plain page request.
    await waitForHydration(page);
    const steps = page.getByRole("region", { name: "Progression de l'import" });
    const alert = page.getByRole("alert").filter({ hasText: "Erreur d'import" });
    for (const failure of NETWORK_FAILURES) {
      await page.getByLabel("URL du produit Alibaba").fill(failure.url());
      await page.getByRole("button", { name: "Importer le produit" }).click();
      const message = `Impossible d'importer le produit: ${failure.reason}`;
      await alert.getByText(message).waitFor();
      await steps.getByText("Échec de la récupération de la page Alibaba").waitFor();
      const toasts = page.locator("[data-sonner-toast]");
      await poll(() => toasts.count()).toBe(1);
      await expect(toasts.textContent(), failure.name).resolves.toContain(failure.reason);
      await expect(
        page.getByText(/ECONN|ETIMEDOUT|ENOTFOUND|EAI_|getaddrinfo|\b500\b|HTTP/).count(),
        failure.name,
      ).resolves.toBe(0);
      // The next failure's toast replaces this one: the count above holds for each.
    }
    // With SCREENSHOTS_DIR set, the failed import at both widths.
    await shot(page, "import-network-error");
    await page.setViewportSize({ width: 390, height: 844 });
    await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, "import-network-error");
  });
});
