// Signs the administrator in on a test app and gives the Cookie header of the session.
import { expect } from "vitest";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, form, type TestApp } from "../auth/auth-app.ts";

const PASSWORD = "mot-de-passe-admin";

export async function signInAdmin(app: TestApp): Promise<string> {
  await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
  const signIn = await app.request("/login", {
    method: "POST",
    body: form({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD, redirectTo: "/admin" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://shop.test" },
  });
  expect(signIn.status).toBe(302);
  return cookieHeader(cookiesOf(signIn));
}
