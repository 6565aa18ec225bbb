// The back office's frame, kit and data table in Chromium: keyboard navigation, breadcrumbs and titles, the phone
// menu, the kit page (every part, no console error, axe), and the audit log paginated, sorted and filtered through
// the URL on a server of its own whose database holds enough entries.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../app/db/db.server.ts";
import { migrateDatabase } from "../../app/db/migrate.server.ts";
import { auditLog } from "../../app/db/schema/index.ts";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import { startAppServer, type RunningServer } from "../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, loginAsAdmin } from "../support/admin-login.ts";
import { findViolations } from "./axe.ts";
import { useBrowser } from "./browser.ts";

// Navigations on a busy test machine can take more than expect.poll's default second.
const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });
const NAV = "Navigation de l'administration";

describe("back-office frame and kit", () => {
  const { newPage } = useBrowser();

  it("moves between sections by keyboard, with breadcrumbs, <title> and <h1>", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await poll(() => page.title()).toBe("Tableau de bord – BPE Admin");
    const nav = page.getByRole("navigation", { name: NAV });
    await expect(nav.getByRole("link", { name: "Tableau de bord" }).getAttribute("aria-current")).resolves.toBe("page");

    // On a fresh load the skip link comes first, then the navigation in reading order.
    await page.goto("/admin");
    await page.keyboard.press("Tab");
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Aller au contenu");
    await nav.getByRole("link", { name: "Tableau de bord" }).focus();
    await page.keyboard.press("Tab");
    await poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(/^Produits/);

    await nav.getByRole("link", { name: "Journal d'audit" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/audit$/);
    await poll(() => page.title()).toBe("Journal d'audit – BPE Admin");
    await poll(() => page.getByRole("heading", { level: 1, name: "Journal d'audit" }).isVisible()).toBe(true);
    await expect(nav.getByRole("link", { name: "Journal d'audit" }).getAttribute("aria-current")).resolves.toBe("page");
    const crumbs = page.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole("listitem").allTextContents()).resolves.toEqual([
      "Administration",
      "Journal d'audit",
    ]);

    // Every section is built: the settings open inside the frame with their title and breadcrumbs.
    const settings = nav.getByRole("link", { name: "Paramètres" });
    await settings.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/admin\/settings$/);
    await poll(() => page.getByRole("heading", { level: 1, name: "Paramètres" }).isVisible()).toBe(true);
    await poll(() => page.title()).toBe("Paramètres – BPE Admin");
    await crumbs.getByRole("link", { name: "Administration" }).click();
    await page.waitForURL(/\/admin$/);
  });

  it("shows the menu button on a phone; the menu opens, navigates and closes", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await loginAsAdmin(page);
    const nav = page.getByRole("navigation", { name: NAV });
    await poll(() => nav.isVisible()).toBe(false);
    const menuButton = page.getByRole("button", { name: "Ouvrir le menu" });
    await menuButton.click();
    const menu = page.getByRole("dialog", { name: "Menu de l'administration" });
    await poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await poll(() => menu.isVisible()).toBe(false);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Ouvrir le menu");

    await menuButton.click();
    await menu.getByRole("link", { name: "Kit d'interface" }).click();
    await page.waitForURL(/\/admin\/ui$/);
    await poll(() => menu.isVisible()).toBe(false);
    await poll(() => page.getByRole("heading", { level: 1, name: "Kit d'interface" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("renders every part of the kit on /admin/ui, works by keyboard and passes axe", async () => {
    const page = await newPage();
    await loginAsAdmin(page);
    await page.goto("/admin/ui");
    await poll(() => page.getByRole("heading", { level: 1, name: "Kit d'interface" }).isVisible()).toBe(true);
    for (const name of [
      "Boutons",
      "Bouton d'état",
      "Champs",
      "Badges",
      "Carte et section",
      "Fenêtres et menus",
      "Onglets",
      "Tableau de données",
    ]) {
      await poll(() => page.getByRole("region", { name }).isVisible(), name).toBe(true);
    }
    // States: busy (aria-busy), disabled, error tied to its field.
    await expect(page.locator("button[aria-busy=true]").count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: "Principal" }).nth(2).isDisabled()).resolves.toBe(true);
    const slug = page.getByRole("textbox", { name: "Slug" });
    await expect(slug.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(
      slug.getAttribute("aria-describedby").then((id) => page.locator(`[id="${id}"]`).textContent()),
    ).resolves.toBe("Le slug est requis.");
    await expect(
      page.getByRole("switch", { name: "Produit actif", exact: true }).getAttribute("aria-checked"),
    ).resolves.toBe("true");

    // Dialog: opens on Enter, keeps focus inside, Escape closes and gives focus back.
    await page.getByRole("button", { name: "Nouvelle catégorie" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nouvelle catégorie" });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("[role=dialog]")))).toBe(true);
    await page.keyboard.press("Escape");
    await poll(() => dialog.isVisible()).toBe(false);
    await poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Nouvelle catégorie");

    // Alert dialog, menu, select and tabs by keyboard.
    await page.getByRole("button", { name: "Supprimer le produit" }).click();
    const alert = page.getByRole("alertdialog", { name: "Supprimer ce produit ?" });
    await poll(() => alert.isVisible()).toBe(true);
    await alert.getByRole("button", { name: "Annuler" }).click();
    await poll(() => alert.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Actions" }).focus();
    await page.keyboard.press("Enter");
    await poll(() => page.getByRole("menuitem", { name: "Modifier" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    const status = page.getByRole("region", { name: "Champs" }).getByRole("combobox", { name: "Statut", exact: true });
    await status.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("option", { name: "Archivé" }).click();
    await poll(() => status.textContent()).toBe("Archivé");
    await page.getByRole("tab", { name: "Français" }).focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => page.getByRole("tabpanel").textContent()).toContain("L'anglais est facultatif");

    // Row selection and the bulk-action bar; Escape clears it.
    await page.getByRole("checkbox", { name: "Sélectionner Kit solaire 5 kW" }).click();
    await page.getByRole("checkbox", { name: "Sélectionner Panneau 410 W" }).click();
    await poll(() => page.getByText("2 lignes sélectionnées").isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await poll(() => page.getByText("2 lignes sélectionnées").count()).toBe(0);
    await page.getByRole("checkbox", { name: "Sélectionner toutes les lignes de la page" }).click();
    await poll(() => page.getByText("6 lignes sélectionnées").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Archiver" }).click();
    await poll(() => page.getByText("Action groupée sur 6 ligne(s).").isVisible()).toBe(true);

    expect(await findViolations(page)).toEqual([]);
  });
});

/** Entries a list can be paged through: 60, one minute apart, from two actors and about two kinds of element. */
async function seedAuditLog(database: { url?: string; dataDir: string }) {
  const handle = await createDatabase({ url: database.url, dataDir: database.dataDir });
  try {
    await migrateDatabase(handle.db);
    await setAdminPassword(handle.db, { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD, actor: "test" });
    await handle.db.insert(auditLog).values(
      Array.from({ length: 60 }, (_, i) => ({
        actor: i % 2 === 0 ? "robot@x.example" : "system",
        action: `seed.${String(i).padStart(2, "0")}`,
        entity: i % 3 === 0 ? "product" : "order",
        at: sql`now() - make_interval(mins => ${60 - i})`,
      })),
    );
  } finally {
    await handle.close();
  }
}

describe("the audit log as a data table", () => {
  const { newPage } = useBrowser();
  let server: RunningServer;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-frame-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const postgres = await createEmptyPostgresDatabase("bpe_frame");
    if (postgres) cleanups.push(() => postgres.drop());
    await seedAuditLog({ url: postgres?.url, dataDir });
    server = await startAppServer({
      env: { DATA_DIR: dataDir, NODE_ENV: "test", ...(postgres ? { DATABASE_URL: postgres.url } : {}) },
    });
    cleanups.push(async () => void (await server.stop()));
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const actionsShown = (page: Page) => page.locator("tbody tr td:nth-child(3)").allTextContents();

  it("paginates, sorts and filters through the URL", async () => {
    const page = await newPage({ baseUrl: server.url });
    await loginAsAdmin(page);
    await page.goto("/admin/audit");
    const table = page.getByRole("table", { name: "Entrées du journal d'audit" });
    await poll(() => table.isVisible()).toBe(true);
    const dateHeader = page.getByRole("columnheader", { name: "Date" });
    await expect(dateHeader.getAttribute("aria-sort")).resolves.toBe("descending");
    // 60 seeded, the password set and the sign-in; 50 per page by default.
    await poll(() => page.getByText("1–50 sur 62").isVisible()).toBe(true);

    const pagination = page.getByRole("navigation", { name: "Pagination : Entrées du journal d'audit" });
    await pagination.getByRole("link", { name: "Page suivante" }).click();
    await page.waitForURL(/\/admin\/audit\?page=2$/);
    await poll(() => page.getByText("51–62 sur 62").isVisible()).toBe(true);
    await poll(async () => (await actionsShown(page)).at(-1)).toBe("seed.00");

    await pagination.getByRole("combobox", { name: "Lignes par page" }).click();
    await page.getByRole("option", { name: "25" }).click();
    await page.waitForURL(/\/admin\/audit\?size=25$/);
    await poll(() => page.getByText("1–25 sur 62").isVisible()).toBe(true);

    await page.getByRole("link", { name: "Action" }).click();
    await page.waitForURL(/sort=action&dir=asc/);
    await poll(() => page.getByRole("columnheader", { name: "Action" }).getAttribute("aria-sort")).toBe("ascending");
    await expect(dateHeader.getAttribute("aria-sort")).resolves.toBe(null);
    await poll(async () => (await actionsShown(page)).slice(0, 3)).toEqual([
      "auth.password_set",
      "auth.sign_in",
      "seed.00",
    ]);
    await page.getByRole("link", { name: "Action" }).click();
    await page.waitForURL(/sort=action&dir=desc/);
    await poll(() => page.getByRole("columnheader", { name: "Action" }).getAttribute("aria-sort")).toBe("descending");
    await poll(async () => (await actionsShown(page))[0]).toBe("seed.59");

    const search = page.getByRole("search", { name: "Rechercher" });
    await page.keyboard.press("/");
    await poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe("q");
    await page.keyboard.type("robot");
    await page.keyboard.press("Enter");
    await page.waitForURL(/q=robot/);
    await poll(() => page.getByText("1–25 sur 30").isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("action");

    await search.getByRole("combobox", { name: "Élément" }).click();
    await page.getByRole("option", { name: "product" }).click();
    await page.waitForURL(/entity=product/);
    await poll(() => page.getByText("1–10 sur 10").isVisible()).toBe(true);
    await poll(async () =>
      (await page.locator("tbody tr td:nth-child(4)").allTextContents()).every((text) => text.startsWith("product")),
    ).toBe(true);

    await search.getByRole("searchbox", { name: "Rechercher" }).fill("personne");
    await page.keyboard.press("Enter");
    await poll(() => page.getByText("Aucun résultat pour ces filtres.").isVisible()).toBe(true);
    await search.getByRole("link", { name: "Effacer les filtres" }).click();
    await poll(() => page.getByText("1–25 sur 62").isVisible()).toBe(true);
  });
});
