import { describe, expect, it } from "vitest";
import { useBrowser, waitForHydration } from "./browser.ts";

describe("site header, footer, languages and errors", () => {
  const { baseUrl, newPage, allowConsoleError } = useBrowser();

  it("shows the French header and footer on the home page", async () => {
    const page = await newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-FR");
    const nav = page.getByRole("navigation", { name: "Navigation principale" }).first();
    for (const name of ["Services", "Méthode", "Réalisations", "Devis", "Contact"]) {
      await expect.poll(() => nav.getByRole("link", { name, exact: true }).count()).toBeGreaterThan(0);
    }
    await nav.getByText("Boutique").click();
    await expect.poll(() => nav.getByRole("link", { name: "Toutes les catégories" }).isVisible()).toBe(true);
    await expect.poll(() => nav.getByRole("link", { name: "Tiny House & modules" }).count()).toBe(1);
    const footer = page.getByRole("contentinfo");
    await expect.poll(() => footer.getByText("Incoterm par défaut : CNF Papeete", { exact: false }).count()).toBe(1);
    await expect.poll(() => footer.getByText(/© 2025/).count()).toBe(1);
    await expect
      .poll(() => footer.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))
      .toMatch(/^https:\/\/wa\.me\/\d+$/);
  });

  it("switches language and keeps the page", async () => {
    const page = await newPage();
    await page.goto("/");
    await page.getByLabel(/^Langue/).click();
    await page.getByRole("link", { name: "English" }).click();
    await page.waitForURL(/\/en$/);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect.poll(() => page.getByRole("link", { name: "Request a quote" }).first().isVisible()).toBe(true);
    await page.goto("/zh");
    await expect.poll(() => page.getByRole("link", { name: "申请报价" }).first().isVisible()).toBe(true);
  });

  it("answers 404 with the French page for an unknown URL, in the site's chrome", async () => {
    allowConsoleError(/status of 404/);
    const page = await newPage();
    const response = await page.goto("/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await page.waitForURL(`${baseUrl}/`);
    for (const url of ["/xx/shop", "/en/nothing/here", "/fr"]) {
      expect((await fetch(`${baseUrl}${url}`)).status, url).toBe(404);
    }
  });

  it.each([
    ["/nope", "Oops! Page not found — BPE Polynésie", "Navigation principale"],
    ["/en/nope", "Oops! Page not found — BPE Polynésie", "Main navigation"],
    ["/xx/shop", "Oops! Page not found — BPE Polynésie", "Navigation principale"],
    ["/shop/product/nope", "Produit introuvable — BPE Polynésie", "Navigation principale"],
  ])("shows %s inside the header and footer, with a title", async (url, title, navigation) => {
    allowConsoleError(/status of 404/);
    const page = await newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    expect(await page.title()).toBe(title);
    const header = page.getByRole("banner");
    await expect.poll(() => header.getByRole("navigation", { name: navigation }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole("link", { name: "BPE Polynésie" }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole("contentinfo")
          .getByText(/© 2025/)
          .isVisible(),
      )
      .toBe(true);
    // The shop menu of the header still lists the categories.
    const nav = header.getByRole("navigation", { name: navigation });
    await nav.locator("summary").click();
    await expect.poll(() => nav.locator('a[href$="/shop/tiny"]').isVisible()).toBe(true);
  });

  it("closes the phone menu when one of its in-page links is tapped, and turns the Boutique caret only when its menu opens", async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/shop");
    const menuButton = page.getByRole("banner").getByLabel("Menu", { exact: true });
    const phoneNav = page.getByRole("navigation", { name: "Menu de navigation" });
    await menuButton.click();
    await expect.poll(() => phoneNav.isVisible()).toBe(true);
    const caret = phoneNav.locator("summary svg");
    const isTurned = () =>
      caret.evaluate((icon) => getComputedStyle(icon).rotate !== "none" || getComputedStyle(icon).transform !== "none");
    expect(await isTurned()).toBe(false);
    await phoneNav.getByText("Boutique").click();
    await expect.poll(isTurned).toBe(true);
    await phoneNav.getByText("Boutique").click();
    await expect.poll(isTurned).toBe(false);

    // Same page, in-page anchor: the menu must not stay open over the section.
    await page.goto("/");
    await menuButton.click();
    await expect.poll(() => phoneNav.isVisible()).toBe(true);
    await phoneNav.getByRole("link", { name: "Devis", exact: true }).click();
    await page.waitForURL(`${baseUrl}/#quote`);
    await expect.poll(() => phoneNav.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole("heading", { name: "Demander un devis" }).first().isVisible()).toBe(true);

    // A hydrated page (React) closes it too.
    await page.goto("/thank-you");
    await waitForHydration(page);
    await menuButton.click();
    await expect.poll(() => phoneNav.isVisible()).toBe(true);
    await phoneNav.getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForURL(`${baseUrl}/#contact`);
    await expect.poll(() => phoneNav.isVisible()).toBe(false);
  });

  it("serves a public page again from the page cache, the same bytes, and it still runs under the CSP", async () => {
    const page = await newPage();
    await page.goto("/devis");
    const again = await page.goto("/devis");
    expect(again!.headers()["x-page-cache"]).toBe("hit");
    expect(again!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // Its inline script passed the CSP (a refused script is a console error, which fails the test): the form now
    // sends its "with JavaScript" marker.
    await page.waitForSelector('#devis-form input[name="js"], form input[name="js"]', { state: "attached" });
    // The browser checks its copy with the ETag: a 304, and the page runs again from that copy.
    const revalidated = await page.reload();
    expect([200, 304]).toContain(revalidated!.status());
    await page.waitForSelector('form input[name="js"]', { state: "attached" });
  });

  it("works without JavaScript", async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    await page.getByText("Boutique").first().click();
    await expect.poll(() => page.getByRole("link", { name: "Toutes les catégories" }).first().isVisible()).toBe(true);
  });
});

describe("HTTP server", () => {
  const { baseUrl } = useBrowser();

  it("sends security headers on HTML, with one policy that lets only the page's own inline scripts run", async () => {
    // A page rendered for one visitor (a query string): its scripts carry the response's nonce.
    const response = await fetch(`${baseUrl}/cgv?utm=1`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-request-id")).toBeTruthy();
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const inlineScripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const tag of inlineScripts) expect(tag).toContain(`nonce="${nonce}"`);
    // A page shared by every visitor (page cache): no nonce, each script named by its hash, one policy only.
    const shared = await fetch(`${baseUrl}/`);
    const sharedPolicy = shared.headers.get("content-security-policy") ?? "";
    expect(sharedPolicy).not.toContain(",");
    expect(sharedPolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(await shared.text()).not.toContain("nonce=");
  });

  it("serves hashed assets with immutable caching and compresses", async () => {
    // The thank-you page hydrates (home, shop, categories and the custom quote are served without React's scripts).
    const html = await (await fetch(`${baseUrl}/thank-you`)).text();
    // The framework's file: large enough to be compressed (files under 1 KB are sent as they are).
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const plain = await (await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "identity" } })).text();
    const response = await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(plain);
  });

  it("sends the brotli twin of a hashed asset to browsers that accept it, with its own type", async () => {
    // The thank-you page hydrates (home, shop, categories and the custom quote are served without React's scripts).
    const html = await (await fetch(`${baseUrl}/thank-you`)).text();
    const script = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    const stylesheet = /\/assets\/[^"]+\.css/.exec(html)?.[0];
    expect(script && stylesheet).toBeTruthy();
    for (const [asset, type] of [
      [script!, /^text\/javascript/],
      [stylesheet!, /^text\/css/],
    ] as const) {
      const plain = await (await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "identity" } })).text();
      const response = await fetch(`${baseUrl}${asset}`, { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBe("br");
      expect(response.headers.get("content-type")).toMatch(type);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get("content-length"))).toBeLessThan(plain.length / 2);
      expect(await response.text()).toBe(plain);
    }
  });

  it("answers /healthz", async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
