// The administrator signed in on the in-process test app (test-app.ts): the one way a route test acts as the back
// office. `startAdminApp()` gives the app with `get`/`post` as the administrator; `signInAdmin(app)` the session's
// Cookie header for a test that builds its own requests.
import { readToast } from "../../app/modules/toast/toast.server.ts";
import { setAdminPassword } from "../../app/modules/auth/set-admin-password.server.ts";
import {
  ADMIN_EMAIL,
  cookieHeader,
  cookiesOf,
  form,
  PUBLIC_URL,
  startTestApp,
  type StartTestAppOptions,
  type TestApp,
} from "./test-app.ts";

export const ADMIN_PASSWORD = "mot-de-passe-admin";

/**
 * Gives the administrator a password and signs in through /login, as the browser does; the session's cookies,
 * without the sign-in's own toast (so a test reads the toast of its action).
 */
export async function adminSessionCookies(app: TestApp): Promise<Record<string, string>> {
  await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, actor: "test" });
  const signIn = await app.request("/login", {
    method: "POST",
    body: form({ mode: "signin", email: ADMIN_EMAIL, password: ADMIN_PASSWORD, redirectTo: "/admin" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: PUBLIC_URL },
  });
  if (signIn.status !== 302) throw new Error(`the administrator's sign-in answered ${signIn.status}, not 302`);
  const { toast: _signInToast, ...session } = cookiesOf(signIn);
  return session;
}

/** The Cookie header of a fresh administrator session (adminSessionCookies). */
export async function signInAdmin(app: TestApp): Promise<string> {
  return cookieHeader(await adminSessionCookies(app));
}

export type AdminApp = {
  app: TestApp;
  /** The administrator's session (Cookie header value). */
  cookie: string;
  /** A page (or, with `accept`, a file) asked by the signed-in administrator. */
  get(url: string, accept?: string): Promise<Response>;
  /** A form posted by the signed-in administrator from the site's own pages. */
  post(url: string, fields: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

/** A test app with the administrator signed in. */
export async function startAdminApp(options?: StartTestAppOptions): Promise<AdminApp> {
  const app = await startTestApp(options);
  const cookie = await signInAdmin(app);
  return {
    app,
    cookie,
    get: (url, accept = "text/html") => app.request(url, { headers: { Accept: accept, Cookie: cookie } }),
    post: (url, fields) =>
      app.request(url, {
        method: "POST",
        body: form(fields),
        headers: {
          Accept: "text/html",
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: PUBLIC_URL,
        },
      }),
    close: () => app.close(),
  };
}

/** The toast a response hands to the next page, read back as the next page would. */
export async function toastOf(app: TestApp, response: Response) {
  const value = cookiesOf(response).toast;
  if (!value) return null;
  const next = new Request(`${PUBLIC_URL}/admin`, { headers: { Cookie: `toast=${value}` } });
  return (await readToast(app.services.env, next)).toast;
}
