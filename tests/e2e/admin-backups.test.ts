// 'Sauvegardes' in Chromium (issue 32 item 6): from the System menu, the owner presses 'Sauvegarder maintenant'; the
// server's scheduler runs the nightly backup's job, and the backup appears in the list with its download link.
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "./admin-login.ts";
import { useBrowser } from "./browser.ts";

const shotsDir = process.env.SCREENSHOTS_DIR;

async function screenshots(page: Page, name: string) {
  if (!shotsDir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shotsDir, `${name}-${width}.png`), fullPage: true });
  }
}

describe("the backups page", () => {
  const browser = useBrowser();

  it("queues a backup that then shows in the list with its download link", async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    await page.goto("/admin/jobs");
    await page.getByRole("link", { name: "Sauvegardes" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Sauvegardes" }).waitFor();
    await page.getByRole("button", { name: "Sauvegarder maintenant" }).click();
    await expect
      .poll(() => page.getByRole("status").textContent(), { timeout: 10_000 })
      .toMatch(/La sauvegarde est lancée|Une sauvegarde est déjà en attente/);
    await expect
      .poll(
        async () => {
          await page.goto("/admin/backups");
          return page.getByRole("link", { name: "Télécharger" }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await page.getByText("Quotidienne").first().isVisible()).toBe(true);
    await screenshots(page, "admin-backups");
  }, 120_000);
});
