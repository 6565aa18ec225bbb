// The built app with the administrator signed in, for the sales desk's route tests.
import { readToast } from "../../../app/modules/toast/toast.server.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, form, startTestApp, type TestApp } from "../auth/auth-app.ts";

export type AdminApp = {
  app: TestApp;
  /** A page or file asked by the signed-in administrator. */
  get(url: string, accept?: string): Promise<Response>;
  /** A form posted by the signed-in administrator. */
  post(url: string, fields: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

export async function startAdminApp(): Promise<AdminApp> {
  const app = await startTestApp();
  await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: "mot-de-passe-admin", actor: "test" });
  const signIn = await app.request("/login", {
    method: "POST",
    body: form({ mode: "signin", email: ADMIN_EMAIL, password: "mot-de-passe-admin" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  const cookie = cookieHeader(cookiesOf(signIn));
  return {
    app,
    get: (url, accept = "text/html") => app.request(url, { headers: { Accept: accept, Cookie: cookie } }),
    post: (url, fields) =>
      app.request(url, {
        method: "POST",
        body: form(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: "http://shop.test" },
      }),
    close: () => app.close(),
  };
}

/** The toast a response hands to the next page, read back as the next page would. */
export async function toastOf(app: TestApp, response: Response) {
  const value = cookiesOf(response).toast;
  if (!value) return null;
  const next = new Request("http://shop.test/admin", { headers: { Cookie: `toast=${value}` } });
  return (await readToast(app.services.env, next)).toast;
}
