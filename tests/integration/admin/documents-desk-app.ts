// The document desk's routes through the built app: an administrator's session, form posts, and the rows the
// tests need (orders, customers) from the document tests' factories.
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { readToast } from "../../../app/modules/toast/toast.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, form, startTestApp, type TestApp } from "../auth/auth-app.ts";

export type DeskApp = {
  app: TestApp;
  /** The administrator's session cookie (Cookie header value). */
  cookie: string;
  /** GET as the administrator (a page: Accept text/html). */
  get(url: string): Promise<Response>;
  /** A form POST as the administrator. */
  post(url: string, fields: Record<string, string>): Promise<Response>;
};

export async function startDeskApp(): Promise<DeskApp> {
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
    cookie,
    get: (url) => app.request(url, { headers: { Accept: "text/html", Cookie: cookie } }),
    post: (url, fields) =>
      app.request(url, {
        method: "POST",
        body: form(fields),
        headers: { Accept: "text/html", Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      }),
  };
}

/** The id at the end of a redirect's Location (/admin/quotes/{id}). */
export function locationId(response: Response): string {
  const location = response.headers.get("Location") ?? "";
  const id = /\/([0-9a-f-]{36})(?:\/preview)?$/.exec(location)?.[1];
  if (!id) throw new Error(`no id in Location ${location} (status ${response.status})`);
  return id;
}

export const linesField = (
  lines: Array<{ description: string; qty: string; unitPrice: string; productSlug?: string }>,
) => JSON.stringify(lines.map((line) => ({ productSlug: "", ...line })));

/** The toast a redirect carries in its cookie (redirectWithToast), as the next page will show it. */
export async function toastOf(desk: DeskApp, response: Response) {
  const cookie = cookieHeader(cookiesOf(response));
  const request = new Request("http://shop.test/admin", { headers: { Cookie: cookie } });
  return (await readToast(desk.app.services.env, request)).toast;
}
