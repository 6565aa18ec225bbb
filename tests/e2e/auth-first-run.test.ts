// The first run of a new installation, in Chromium, on a server of its own (so it really is the first):
// sign-up → link from the real SMTP server → the password chosen on its page → sign-in → /admin → logout.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";
import { type SmtpCapture, startSmtpCapture } from "../support/smtp-capture.ts";
import { readConfirmationLink } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

// Navigations on a busy test machine can take more than expect.poll's default second.
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });

const ADMIN = "admin@bpe-polynesie.example";
const PASSWORD = "premier-demarrage";

describe("first run: the administrator sets up the account", () => {
  const { newPage, allowConsoleError } = useBrowser();
  let server: RunningServer;
  let smtp: SmtpCapture;
  let workDir: string;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-first-run-"));
    smtp = await startSmtpCapture(path.join(workDir, "mail"));
    database = await createEmptyPostgresDatabase("bpe_first_run");
    server = await startAppServer({
      env: {
        DATA_DIR: path.join(workDir, "data"),
        SMTP_URL: smtp.url,
        NODE_ENV: "test",
        ...(database ? { DATABASE_URL: database.url } : {}),
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("signs up, chooses the password on the mailed link's page, signs in, reaches /admin and signs out", async () => {
    // Refused submissions answer 4xx, which Chromium reports on the console.
    allowConsoleError(/status of 4\d\d/);
    const page = await newPage();
    await page.goto(`${server.url}/auth`);
    await poll(() => page.getByRole("heading", { name: "Connexion Admin" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Pas encore de compte ? Créer un compte" }).click();
    await poll(() => page.getByRole("heading", { name: "Créer un compte" }).isVisible()).toBe(true);
    // Nothing typed here can become the password (ruling 14): the sign-up form asks for the address only.
    await poll(() => page.getByLabel("Mot de passe", { exact: true }).count()).toBe(0);

    // The browser checks the form before sending it.
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("Veuillez remplir tous les champs");

    // The server refuses any address but ADMIN_EMAIL.
    await page.getByLabel("Email").fill("intrus@example.com");
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain(
      `Adresse email invalide. Seul ${ADMIN} est autorisé.`,
    );
    await poll(() => page.getByRole("alert").textContent()).toContain("Erreur d'authentification");

    await page.getByLabel("Email").fill(ADMIN);
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await poll(() => page.getByText("Compte créé").isVisible()).toBe(true);
    await poll(() => page.getByText("Vérifiez votre email pour confirmer votre compte").isVisible()).toBe(true);

    // No password yet.
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("Email ou mot de passe incorrect");

    const link = await readConfirmationLink(smtp.dir, ADMIN);
    expect(link.startsWith(`${server.url}/auth/confirm?token=`)).toBe(true);
    await page.goto(link);
    await poll(() => page.getByRole("heading", { name: "Choisir le mot de passe" }).isVisible()).toBe(true);
    await poll(() =>
      page.getByText(`Choisissez le mot de passe du compte administrateur (${ADMIN}).`).isVisible(),
    ).toBe(true);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmer le mot de passe").fill("autre-chose");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("Les mots de passe ne correspondent pas");

    // Show/hide toggle.
    const password = page.getByLabel("Mot de passe", { exact: true });
    await page.getByRole("button", { name: "Afficher le mot de passe" }).first().click();
    await poll(() => password.getAttribute("type")).toBe("text");
    await page.getByRole("button", { name: "Masquer le mot de passe" }).first().click();
    await poll(() => password.getAttribute("type")).toBe("password");

    await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await page.waitForURL(/\/login$/);
    await poll(() => page.getByText("Email confirmé").isVisible()).toBe(true);

    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/admin$/);
    await poll(() => page.getByText("Connexion réussie").isVisible()).toBe(true);
    await poll(() => page.getByRole("heading", { name: "Tableau de bord" }).isVisible()).toBe(true);
    for (const name of [
      "Produits",
      "Import",
      "Commandes",
      "Prospects",
      "Factures",
      "Devis",
      "Fournisseurs",
      "Bons de commande",
    ]) {
      await poll(
        () =>
          page
            .getByRole("main")
            .getByRole("link", { name: new RegExp(`^${name}`) })
            .count(),
        name,
      ).toBe(1);
    }

    // The public site shows the admin controls, decided by the server.
    await page.goto(`${server.url}/`);
    await poll(() => page.getByRole("banner").getByRole("link", { name: "Administration" }).isVisible()).toBe(true);
    await poll(() => page.getByRole("link", { name: "Administration" }).count()).toBe(2);

    await page.getByRole("banner").getByRole("button", { name: "Déconnexion" }).click();
    await poll(() => page.getByText("Déconnexion réussie").isVisible()).toBe(true);
    await poll(() => page.getByText("À bientôt !").isVisible()).toBe(true);
    await poll(() => page.getByRole("link", { name: "Administration" }).count()).toBe(0);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin$/);
  });

  it("works without JavaScript: the mode switch is a link and the forms post", async () => {
    allowConsoleError(/status of 4\d\d/);
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/login`);
    await page.getByRole("link", { name: "Pas encore de compte ? Créer un compte" }).click();
    await page.waitForURL(/mode=signup/);
    await poll(() => page.getByLabel("Mot de passe", { exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Déjà un compte ? Se connecter" }).click();
    await poll(() => page.getByLabel("Mot de passe", { exact: true }).count()).toBe(1);
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Mot de passe", { exact: true }).fill("mauvais-mot-de-passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await poll(() => page.getByRole("alert").textContent()).toContain("Email ou mot de passe incorrect");
    await page.getByLabel("Email").fill(ADMIN);
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/admin$/);
    await poll(() => page.getByRole("heading", { name: "Tableau de bord" }).isVisible()).toBe(true);
  });
});
