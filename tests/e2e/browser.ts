import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Chromium as root, headless, and without the background calls this closed network would refuse.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

type PageOptions = {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  /** Another server than the shared one, for a file that starts its own. */
  baseUrl?: string;
};

/**
 * Wires a test file to one Chromium. Pages it opens fail the test on any console error or
 * uncaught page error, unless the test names the message it expects with `allowConsoleError`.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  const allowed: RegExp[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const unexpected = errors.splice(0).filter((message) => !allowed.some((pattern) => pattern.test(message)));
    allowed.length = 0;
    expect(unexpected, "console errors on the page").toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: inject("baseUrl"),
    async newPage({
      javaScriptEnabled = true,
      viewport = { width: 1280, height: 900 },
      baseUrl = inject("baseUrl"),
    }: PageOptions = {}): Promise<Page> {
      const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled, viewport, locale: "fr-FR" });
      contexts.push(context);
      const page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    },
    allowConsoleError(pattern: RegExp) {
      allowed.push(pattern);
    },
  };
}

/**
 * Opens a product sheet and waits for its script, which runs just after the first paint (decision 007); until then
 * its links and forms work as without JavaScript.
 */
export async function openProductSheet(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("[data-product-sheet][data-ready]").waitFor({ state: "attached" });
  return response;
}

/**
 * Resolves once the page has run the timers it had queued: a task queued behind them. dnd-kit's keyboard sensor
 * starts on Space but listens for the arrow keys only from a `setTimeout(0)`, and Chromium hands input events to the
 * page before timer tasks, so on a busy machine an arrow pressed at once would reach no listener.
 */
export async function afterQueuedTimers(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Waits until React has hydrated a page served with React Router's scripts: its header then carries React's fiber. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactFiber")),
  );
}
