import { describe, expect, it } from "vitest";
import { findViolations } from "./axe.ts";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

describe("accessibility of the home, terms and custom quote pages", () => {
  const { newPage, allowConsoleError } = useBrowser();

  const paths = ["/", "/cgv", "/devis"].flatMap((path) => [
    path,
    `/en${path === "/" ? "" : path}`,
    `/zh${path === "/" ? "" : path}`,
  ]);

  it.each(paths)("axe-core finds no violation on %s", async (path) => {
    const page = await newPage();
    await page.goto(path);
    expect(await findViolations(page)).toEqual([]);
  });

  it.each(["/", "/devis"])(
    "axe-core finds no violation on %s on a phone, with the form's errors shown",
    async (path) => {
      const page = await newPage({ viewport: { width: 390, height: 844 } });
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.20.${process.pid % 250}.${path.length}` });
      allowConsoleError(/status of 400/);
      await page.goto(path);
      // Ready: the home page's inline script has run (it is served without React), /devis has hydrated.
      await page.waitForSelector('[data-carousel-ready], form input[name="js"]', { state: "attached" });
      await page.locator("form[method=post] button[type=submit]").last().click();
      await poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      expect(await findViolations(page)).toEqual([]);
    },
  );
});
