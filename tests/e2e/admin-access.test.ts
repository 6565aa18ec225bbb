// The back office on the shared e2e server: the guard seen from a browser, the login helper other files use,
// the audit log page and the header controls.
import { describe, expect, it } from "vitest";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, ensureAdminAccount, loginAsAdmin } from "../support/admin-login.ts";
import { useBrowser } from "./browser.ts";

// Navigations on a busy test machine can take more than expect.poll's default second.
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });

describe("back-office access", () => {
  const { baseUrl, newPage } = useBrowser();

  it("sends an anonymous visitor to /login, and a preview to /auth with 'Accès refusé'", async () => {
    const page = await newPage();
    await page.goto("/admin/audit");
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin%2Faudit$/);
    await poll(() => page.getByRole("heading", { name: "Connexion Admin" }).isVisible()).toBe(true);
    await page.goto("/admin/quotes/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f/preview");
    await page.waitForURL(/\/auth$/);
    await poll(() => page.getByText("Accès refusé").isVisible()).toBe(true);
    await poll(() => page.getByText("Seul l'admin peut accéder à cette page").isVisible()).toBe(true);
  });

  it("refuses a cross-site POST with 403 over real HTTP", async () => {
    const forged = await fetch(`${baseUrl}/logout`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    const own = await fetch(`${baseUrl}/logout`, { method: "POST", headers: { Origin: baseUrl }, redirect: "manual" });
    expect(own.status).toBe(302);
  });

  it("returns to the page asked for after sign-in", async () => {
    await ensureAdminAccount();
    const page = await newPage();
    await page.goto("/admin/dashboard");
    await page.waitForURL(/\/login\?redirectTo=%2Fadmin%2Fdashboard$/);
    await page.getByLabel("Email").fill(E2E_ADMIN_EMAIL);
    await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/admin\/dashboard$/);
    await poll(() => page.getByRole("heading", { name: "Tableau de bord" }).isVisible()).toBe(true);
  });

  it("signs in with the helper on a phone, lists the audit log and signs out", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await loginAsAdmin(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page
      .getByRole("navigation", { name: "Navigation de l'administration" })
      .getByRole("link", { name: "Journal d'audit" })
      .click();
    await page.waitForURL(/\/admin\/audit$/);
    // The menu closes on its link: until it has, the header behind it is inert, as it is for a person.
    await poll(() => page.getByRole("dialog").count()).toBe(0);
    await poll(() => page.getByRole("heading", { name: "Journal d'audit" }).isVisible()).toBe(true);
    // On a phone the list shows one card per row (its cells laid out as blocks): the action is found by its text.
    await poll(() => page.getByText("auth.sign_in", { exact: true }).count()).toBeGreaterThan(0);
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "bpe_admin_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await poll(() => page.getByText("Déconnexion réussie").isVisible()).toBe(true);
  });
});
