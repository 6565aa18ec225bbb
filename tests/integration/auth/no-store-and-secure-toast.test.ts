// Pages that show or take credentials and every back-office answer are never cached, and the toast cookie is Secure
// on an https site (issue 12 item 8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { readToast, serializeToast, TOAST_COOKIE_NAME } from "../../../app/modules/toast/toast.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, form, startTestApp, type TestApp } from "../../support/test-app.ts";

const PASSWORD = "mot-de-passe-des-en-tetes";
let app: TestApp;
let httpsApp: TestApp;

beforeAll(async () => {
  [app, httpsApp] = await Promise.all([startTestApp(), startTestApp({ publicUrl: "https://shop.test" })]);
  await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
  await setAdminPassword(httpsApp.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
});
afterAll(async () => {
  await app?.close();
  await httpsApp?.close();
});

const html = { Accept: "text/html" };
const post = (target: TestApp, pathname: string, fields: Record<string, string>, cookie?: string) =>
  target.request(pathname, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
  });

describe("Cache-Control: no-store", () => {
  it("is sent by the sign-in, sign-up, forgot, reset and confirm pages, and by their refusals", async () => {
    for (const page of [
      "/login",
      "/auth",
      "/auth?mode=signup",
      "/auth/forgot-password",
      "/auth/reset-password?token=x",
      "/auth/confirm?token=x",
    ]) {
      const response = await app.request(page, { headers: html });
      expect(response.status, page).toBeLessThan(500);
      expect(response.headers.get("Cache-Control"), page).toBe("no-store");
    }
    const refused = await post(app, "/login", { mode: "signin", email: ADMIN_EMAIL, password: "faux" });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });

  it("is sent by every /admin answer: pages, data requests, actions and the guard's refusals", async () => {
    const anonymous = await app.request("/admin/audit", { headers: html });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Cache-Control")).toBe("no-store");
    expect((await app.request("/admin/audit.data")).headers.get("Cache-Control")).toBe("no-store");

    const signedIn = await post(app, "/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD });
    const cookie = cookieHeader(cookiesOf(signedIn));
    for (const page of ["/admin", "/admin/audit", "/admin/audit.data", "/admin/page-inconnue"]) {
      const response = await app.request(page, { headers: { ...html, Cookie: cookie } });
      expect(response.headers.get("Cache-Control"), page).toBe("no-store");
    }
    const action = await post(app, "/admin/audit", { intent: "unblock" }, cookie);
    expect(action.status).toBe(200);
    expect(action.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the toast cookie", () => {
  const toastHeader = (response: Response) =>
    response.headers.getSetCookie().find((c) => c.startsWith(`${TOAST_COOKIE_NAME}=`));

  it("is Secure when PUBLIC_URL is https, as the session cookie is, and not on http", async () => {
    const secure = await post(httpsApp, "/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD });
    expect(secure.status).toBe(302);
    expect(toastHeader(secure)).toMatch(/; Secure/i);
    expect(toastHeader(secure)).toMatch(/; HttpOnly/i);
    const plain = await post(app, "/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD });
    expect(toastHeader(plain)).not.toMatch(/; Secure/i);

    // The header that clears it after display is Secure too.
    const env = httpsApp.services.env;
    const cookie = (await serializeToast(env, { type: "success", title: "Test" })).split(";")[0]!;
    const { toast, headers } = await readToast(env, new Request("https://shop.test/", { headers: { Cookie: cookie } }));
    expect(toast?.title).toBe("Test");
    expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0.*; Secure|; Secure.*Max-Age=0/i);
  });
});
