// Walks the app's route table (app/routes.ts) and proves that every URL under /admin refuses an anonymous
// visitor: pages redirect to /login (previews to /auth), other requests get 401, and no row of any table changes.
// A route added later under /admin is picked up here without editing this file.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../../app/routes.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { ADMIN_EMAIL, form, startTestApp, type TestApp } from "../../support/test-app.ts";
import { signInAdmin } from "../../support/admin-session.ts";

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
const SAMPLE_ID = "0b9d6f1e-2c4a-4c7e-9f5d-3a1b2c3d4e5f";

/** Every concrete URL of the route tree: params filled with a sample id, optional segments dropped, splats sampled. */
function urlsOf(entries: RouteEntry[], parent = ""): Array<{ url: string; file: string }> {
  return entries.flatMap((entry) => {
    const segments = (entry.path ?? "")
      .split("/")
      .filter((segment) => segment !== "" && !segment.endsWith("?"))
      .map((segment) => (segment.startsWith(":") ? SAMPLE_ID : segment === "*" ? "x/y" : segment));
    const path = [parent, ...segments].filter(Boolean).join("/");
    const own = entry.path !== undefined || entry.index ? [{ url: `/${path}`, file: entry.file }] : [];
    return [...own, ...urlsOf(entry.children ?? [], path)];
  });
}

const adminUrls = [
  ...new Map(
    urlsOf(routes as RouteEntry[])
      .filter(({ url }) => url === "/admin" || url.startsWith("/admin/"))
      .map((route) => [route.url, route]),
  ).values(),
];
// Samples caught by the splat today; they stay guarded when the real pages arrive.
const extraUrls = [`/admin/invoices/${SAMPLE_ID}/preview`, `/admin/quotes/${SAMPLE_ID}/print`, "/admin/products/new"];
const allUrls = [...adminUrls.map((r) => r.url), ...extraUrls];

let app: TestApp;

/** md5 of every table's rows: equal before and after means nothing was written anywhere. */
async function fingerprint(): Promise<string> {
  const { rows } = await app.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const parts: string[] = [];
  for (const { name } of rows) {
    const result = await app.database.db.execute<{ digest: string }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`),
    );
    parts.push(`${name}:${result.rows[0]!.digest}`);
  }
  return parts.join("\n");
}

beforeAll(async () => {
  app = await startTestApp();
  // An administrator exists, so "refused" is about the visitor, not about an empty database.
  await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: "mot-de-passe-admin", actor: "test" });
});
afterAll(async () => {
  await app?.close();
});

describe("every /admin route refuses an anonymous visitor", () => {
  it("finds the back-office routes in the route table", () => {
    expect(adminUrls.map((r) => r.url)).toEqual(expect.arrayContaining(["/admin", "/admin/dashboard", "/admin/audit"]));
  });

  it.each(allUrls)("GET %s as a page: redirect to sign-in", async (url) => {
    const response = await app.request(url, { headers: { Accept: "text/html" } });
    expect(response.status).toBe(302);
    const location = response.headers.get("Location")!;
    if (/\/preview$/.test(url)) {
      expect(location).toBe("/auth");
      expect(response.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    } else {
      expect(location).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
    }
  });

  it.each(allUrls)("GET %s as data or a file: no content", async (url) => {
    const file = await app.request(url, { headers: { Accept: "application/pdf" } });
    expect(file.status).toBe(401);
    const data = await app.request(`${url === "/admin" ? "/admin/_root" : url}.data`.replace("/_root.data", ".data"));
    expect([202, 204, 302, 401]).toContain(data.status);
    const body = await data.text();
    if (data.status === 202) expect(body).toContain("SingleFetchRedirect");
    expect(body).not.toContain(ADMIN_EMAIL);
  });

  it.each(allUrls)("POST, PUT and DELETE %s: 401 and nothing written", async (url) => {
    const before = await fingerprint();
    for (const method of ["POST", "PUT", "DELETE"]) {
      const fields = { intent: "delete", id: SAMPLE_ID, title: "Intrus", status: "published" };
      const response = await app.request(url, {
        method,
        body: form(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(response.status, `${method} ${url}`).toBe(401);
      const dataAction = await app.request(`${url}.data`, {
        method,
        body: form(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect([401, 405], `${method} ${url}.data`).toContain(dataAction.status);
    }
    expect(await fingerprint()).toBe(before);
  });

  it("refuses a signed-out cookie and an unknown one the same way", async () => {
    for (const cookie of ["bpe_admin_session=", "bpe_admin_session=bm9wZQ%3D%3D", "bpe_admin_session=%22forged%22"]) {
      const response = await app.request("/admin/audit", { headers: { Accept: "text/html", Cookie: cookie } });
      expect(response.status).toBe(302);
    }
  });

  it("lets the administrator in (the guard is not a wall for everybody)", async () => {
    const cookie = await signInAdmin(app);
    for (const url of ["/admin", "/admin/dashboard", "/admin/audit"]) {
      expect((await app.request(url, { headers: { Accept: "text/html", Cookie: cookie } })).status, url).toBe(200);
    }
    expect(
      (await app.request("/admin/does-not-exist", { headers: { Accept: "text/html", Cookie: cookie } })).status,
    ).toBe(404);
  });
});
