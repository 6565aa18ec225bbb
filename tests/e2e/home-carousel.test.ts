import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowser } from "./browser.ts";

/** Waits up to 10 s: hydration and server round trips can take a few seconds on a busy machine. */
const poll = <T,>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 10_000 });

// The demo catalogue has three featured products: one page on desktop, three on a phone (one product per view).
const PHONE = { width: 390, height: 844 };

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
    const slides = carousel(page).getByRole("group").filter({ has: page.getByRole("article") });
    await poll(() => slides.count()).toBe(3);
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
    await poll(() => carousel(page).getByRole("button", { name: /^Groupe/ }).count()).toBe(3);
    expect(await currentDot(page)).toBe("Groupe 1");
    await carousel(page).getByRole("button", { name: "Produits suivants" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 2");
    await carousel(page).getByRole("button", { name: "Produits précédents" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 1");
    await carousel(page).getByRole("button", { name: "Groupe 3" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 3");
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
    await poll(() => carousel(page).getByRole("button", { name: /^Groupe/ }).count()).toBe(3);
    expect(await currentDot(page)).toBe("Groupe 1");
    await carousel(page).getByRole("button", { name: "Reprendre le défilement automatique" }).click();
    await releaseCarousel(page);
    // aria-live is "off" exactly while autoplay runs; waiting for it lets React commit before the clock moves.
    await poll(() => track(page).getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(6_100);
    await poll(() => currentDot(page)).toBe("Groupe 2");

    await carousel(page).getByRole("button", { name: "Produits suivants" }).click();
    await poll(() => currentDot(page)).toBe("Groupe 3");
    await releaseCarousel(page);
    await poll(() => track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(9_000);
    expect(await currentDot(page)).toBe("Groupe 3");
    await page.clock.runFor(1_100);
    await poll(() => track(page).getAttribute("aria-live")).toBe("off");
    await page.clock.runFor(6_100);
    await poll(() => currentDot(page)).toBe("Groupe 1");

    await carousel(page).getByRole("button", { name: "Mettre en pause le défilement automatique" }).click();
    await poll(() => carousel(page).getByRole("button", { name: "Reprendre le défilement automatique" }).isVisible()).toBe(true);
    await releaseCarousel(page);
    await poll(() => track(page).getAttribute("aria-live")).toBe("polite");
    await page.clock.runFor(30_000);
    expect(await currentDot(page)).toBe("Groupe 1");
  });

  it("works without JavaScript: the products are in the page and the controls are hidden", async () => {
    const page = await newPage({ javaScriptEnabled: false, viewport: PHONE });
    await page.goto("/");
    await poll(() => carousel(page).getByRole("article").count()).toBe(3);
    expect(await carousel(page).getByRole("button", { name: "Produits suivants" }).isVisible()).toBe(false);
  });
});
