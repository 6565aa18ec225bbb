import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T,>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> };

/** Runs axe-core inside the page (evaluated through the DevTools protocol, so the page's CSP does not block it). */
async function findViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] } });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("accessibility of the home, terms and custom quote pages", () => {
  const { newPage, allowConsoleError } = useBrowser();

  const paths = ["/", "/cgv", "/devis"].flatMap((path) => [path, `/en${path === "/" ? "" : path}`, `/zh${path === "/" ? "" : path}`]);

  it.each(paths)("axe-core finds no violation on %s", async (path) => {
    const page = await newPage();
    await page.goto(path);
    expect(await findViolations(page)).toEqual([]);
  });

  it.each(["/", "/devis"])("axe-core finds no violation on %s on a phone, with the form's errors shown", async (path) => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": `198.20.${process.pid % 250}.${path.length}` });
    allowConsoleError(/status of 400/);
    await page.goto(path);
    await page.waitForSelector('form input[name="js"]', { state: "attached" });
    await page.locator("form[method=post] button[type=submit]").last().click();
    await poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    expect(await findViolations(page)).toEqual([]);
  });
});
