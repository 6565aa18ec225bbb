// The kit page and the frame's routes through the built app's request handler: /admin/ui refuses anyone but the
// administrator, an unknown URL is a 404 inside the frame, and the audit log reads
// its list parameters from the URL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageText, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";

let app: TestApp;
let adminCookie: string;

beforeAll(async () => {
  app = await startTestApp();
  adminCookie = await signInAdmin(app);
});
afterAll(async () => {
  await app?.close();
});

const asAdmin = (url: string) => app.request(url, { headers: { Accept: "text/html", Cookie: adminCookie } });

describe("/admin/ui", () => {
  it("sends an anonymous visitor to sign in, and shows nothing of the page", async () => {
    const page = await app.request("/admin/ui", { headers: { Accept: "text/html" } });
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fui");
    expect(await page.text()).not.toContain("Kit d'interface");
    const data = await app.request("/admin/ui.data");
    expect(await data.text()).not.toContain("Mini-pelle");
  });

  it("refuses a forged or signed-out session cookie", async () => {
    for (const cookie of ["bpe_admin_session=", "bpe_admin_session=%22forged%22"]) {
      const response = await app.request("/admin/ui", { headers: { Accept: "text/html", Cookie: cookie } });
      expect(response.status).toBe(302);
    }
  });

  it("shows the administrator every part of the kit inside the frame", async () => {
    const response = await asAdmin("/admin/ui");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Kit d&#x27;interface – BPE Admin</title>");
    const text = pageText(html);
    for (const part of [
      "Boutons",
      "Bouton d'état",
      "Champs",
      "Badges",
      "Carte et section",
      "Fenêtres et menus",
      "Onglets",
      "Tableau de données",
    ]) {
      expect(text).toContain(part);
    }
    expect(html).toContain('aria-label="Navigation de l&#x27;administration"');
  });

  it("sorts its sample table from the URL; an unknown column falls back to the default one, in the asked direction", async () => {
    const byPrice = pageText(await (await asAdmin("/admin/ui?sort=price&dir=desc")).text());
    expect(byPrice.indexOf("Tiny house 20 pieds")).toBeLessThan(byPrice.indexOf("Panneau 410 W"));
    const unknown = await asAdmin("/admin/ui?sort=secret&dir=desc&size=7");
    expect(unknown.status).toBe(200);
    const text = pageText(await unknown.text());
    expect(text.indexOf("Tiny house 20 pieds")).toBeLessThan(text.indexOf("Godet 40 cm"));
  });
});

describe("the frame's other routes", () => {
  it("answers every section with its own page, and an unknown URL with 404", async () => {
    // A section answers its own way: an unknown quote leads back to the list.
    expect((await asAdmin("/admin/quotes/0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f")).status).toBe(302);
    const unknown = await asAdmin("/admin/nothing-here");
    expect(unknown.status).toBe(404);
    expect(pageText(await unknown.text())).toContain("Page introuvable");
  });

  it("lists the audit log with the sort, size and filters of the URL", async () => {
    const response = await asAdmin("/admin/audit?sort=action&dir=asc&size=999&q=sign");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*>.*?Action/);
    expect(pageText(html)).toContain("auth.sign_in");
    expect(pageText(html)).not.toContain("auth.password_set");
    expect(pageText(html)).toContain("1–1 sur 1");
  });
});
