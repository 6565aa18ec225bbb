import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

// The demo catalogue has six featured products: two pages on desktop (three per page), six on a phone (a product
// takes 85 % of the width: one per page, the last page ends at the track's end).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const carousel = (page: Page) => page.getByRole("region", { name: "Carrousel des produits phares" });
const track = (page: Page) => page.locator("#featured-track");
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]').getAttribute("aria-label");

async function releaseCarousel(page: Page) {
  // The carousel holds still while the pointer or focus is inside it; step out as a visitor would.
  await page.mouse.move(5, 5);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

describe("home featured carousel", () => {
  const { newPage } = useBrowser();

  it("shows every featured product with price or 'Sur devis', CNF badge, 'Commander' and 'Détails'", async () => {
    const page = await newPage();
    await page.goto("/");
    const slides = carousel(page)
      .getByRole("group")
      .filter({ has: page.getByRole("article") });
    await poll(() => slides.count()).toBe(6);
    const first = slides.first();
    expect(await first.getByText("CNF", { exact: true }).isVisible()).toBe(true);
    expect(await first.getByText(/XPF|Sur devis/).count()).toBeGreaterThan(0);
    const details = first.getByRole("link", { name: /^Détails/ });
    const order = first.getByRole("link", { name: /^Commander/ });
    expect(await details.getAttribute("href")).toMatch(/^\/shop\/product\/[a-z0-9-]+$/);
    expect(await order.getAttribute("href")).toMatch(/^\/shop\/product\/[a-z0-9-]+#commande$/);
    await details.click();
    await page.waitForURL(/\/shop\/product\//);
  });

  it("moves with next, previous and the dots, and wraps around", async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto("/");
    await poll(() =>
      carousel(page)
        .getByRole("button", { name: /^Groupe/ })
        .count(),
    ).toBe(6);
    expect(await currentDot(page)).toBe("Groupe 1");
    await carousel(page).getByRole("button", { name: "Produits suivants" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 2");
    await carousel(page).getByRole("button", { name: "Produits précédents" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 1");
    await carousel(page).getByRole("button", { name: "Groupe 6" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 6");
    // The sixth product is in view on the last page.
    await poll(() => carousel(page).getByRole("group", { name: "6 sur 6" }).isVisible()).toBe(true);
    await carousel(page).getByRole("button", { name: "Produits suivants" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 1");
    // Keyboard: arrows move it too.
    await carousel(page).getByRole("button", { name: "Groupe 1" }).focus();
    await page.keyboard.press("ArrowRight");
    await poll(() => currentDot(page)).toBe("Groupe 2");
  });

  it("respects reduced motion, plays every 6 s once started, pauses 10 s after a manual action, stops with the toggle", async () => {
    const page = await newPage({ viewport: PHONE });
    // Reduced motion: scrolling is instant (no animation for the fake clock to stall) and autoplay starts paused.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await poll(() =>
      carousel(page)
        .getByRole("button", { name: /^Groupe/ })
        .count(),
    ).toBe(6);
    expect(await currentDot(page)).toBe("Groupe 1");
    // 'Play' moves on at once, though the pointer and focus are still on it.
    await carousel(page).getByRole("button", { name: "Reprendre le défilement automatique" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 2");
    // aria-live is "off" exactly while autoplay runs; waiting for it lets React commit before the clock moves.
    await poll(() => track(page).getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(6_100);
    await poll(() => currentDot(page)).toBe("Groupe 3");

    await carousel(page).getByRole("button", { name: "Produits suivants" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 4");
    await releaseCarousel(page);
    await poll(() => track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(9_000);
    expect(await currentDot(page)).toBe("Groupe 4");
    await page.clock.runFor(1_100);
    await poll(() => track(page).getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(6_100);
    await poll(() => currentDot(page)).toBe("Groupe 5");

    await carousel(page).getByRole("button", { name: "Mettre en pause le défilement automatique" }).click();
    await poll(() =>
      carousel(page).getByRole("button", { name: "Reprendre le défilement automatique" }).isVisible(),
    ).toBe(true);
    await releaseCarousel(page);
    await poll(() => track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(30_000);
    expect(await currentDot(page)).toBe("Groupe 5");
  });

  it("resumes 10 s after a click on next while focus and pointer stay on that button", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await poll(() =>
      carousel(page)
        .getByRole("button", { name: /^Groupe/ })
        .count(),
    ).toBe(2);
    await carousel(page).getByRole("button", { name: "Reprendre le défilement automatique" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 2");
    const next = carousel(page).getByRole("button", { name: "Produits suivants" });
    await next.click();
    await poll(() => currentDot(page)).toBe("Groupe 1");
    // Focus stays on "next" and the pointer over it: the manual action still pauses for 10 s only.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Produits suivants");
    await poll(() => track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(9_000);
    expect(await track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(1_100);
    await poll(() => track(page).getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(6_100);
    await poll(() => currentDot(page)).toBe("Groupe 2");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Produits suivants");
  });

  it("hides previous, next, pause and the dots when every product fits on one page", async () => {
    const page = await newPage({ viewport: DESKTOP });
    await page.goto("/");
    const next = carousel(page).getByRole("button", { name: "Produits suivants" });
    const pause = carousel(page).getByRole("button", { name: "Mettre en pause le défilement automatique" });
    await poll(() =>
      carousel(page)
        .getByRole("button", { name: /^Groupe/ })
        .count(),
    ).toBe(2);
    expect(await next.isVisible()).toBe(true);
    // Three products left: one page at this width. The controller measures again when the track changes size.
    await track(page).evaluate((element) => [...element.children].slice(3).forEach((slide) => slide.remove()));
    await page.setViewportSize({ width: 1260, height: 900 });
    await poll(() => next.isVisible()).toBe(false);
    expect(await pause.isVisible()).toBe(false);
    expect(await carousel(page).getByRole("button", { name: "Produits précédents" }).isVisible()).toBe(false);
    expect(
      await carousel(page)
        .getByRole("button", { name: /^Groupe/ })
        .count(),
    ).toBe(0);
    expect(await track(page).getAttribute("aria-live")).toBe("polite");
  });

  it("works without JavaScript: the products are in the page and the controls are hidden", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto("/");
    await poll(() => carousel(page).getByRole("article").count()).toBe(6);
    expect(await carousel(page).getByRole("button", { name: "Produits suivants" }).isVisible()).toBe(false);
  });
});
