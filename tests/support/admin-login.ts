// Signs the browser in as the administrator of the shared e2e server, setting the account up the first time
// through the real first-run path (sign-up, then the password chosen on the mailed link's page). Browser tests use it:
//   const page = await newPage(); await loginAsAdmin(page);
// (a test with a server of its own sets the password, then `signInPage(page)`). Route tests: admin-session.ts.
import { expect, inject } from "vitest";
import type { Page } from "playwright-core";
import { readCapturedMail } from "./smtp-capture.ts";

/** The e2e server's ADMIN_EMAIL (the default of app/modules/config/env.server.ts). */
export const E2E_ADMIN_EMAIL = "admin@bpe-polynesie.example";
/** The password every e2e file signs in with; a test that changes it must set it back. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-mot-de-passe";

/** The confirmation link of the newest sign-up mail sent to `to`, waiting for the outbox worker to send it. */
export async function readConfirmationLink(mailDir: string, to = E2E_ADMIN_EMAIL, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readCapturedMail(mailDir);
        const mail = mails
          .filter((m) => m.to && JSON.stringify(m.to).includes(to) && m.subject?.startsWith("Confirmez"))
          .at(after);
        link = mail?.text ? /https?:\/\/\S+\/auth\/confirm\?token=[\w%-]+/.exec(mail.text)?.[0] : undefined;
        return link;
      },
      { timeout: 15_000, interval: 100 },
    )
    .toBeTruthy();
  return link!;
}

const accountReady = new Set<string>();

/** Creates the admin account on first use (409 means it exists): sign-up mails a link, whose page takes the password. */
export async function ensureAdminAccount(baseUrl = inject("baseUrl"), mailDir = inject("mailDir")): Promise<void> {
  if (accountReady.has(baseUrl)) return;
  const body = new URLSearchParams({ mode: "signup", email: E2E_ADMIN_EMAIL });
  // A sign-up for an account that exists is a refusal counted against the sender's address: sent from the browsers'
  // own address, twenty of them would hold every later sign-in of the suite. Each call speaks as a visitor of its
  // own (the e2e server believes X-Forwarded-For from loopback, TRUST_PROXY).
  const response = await fetch(`${baseUrl}/auth?mode=signup`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "X-Forwarded-For": `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  if (response.status === 409) {
    accountReady.add(baseUrl);
    return;
  }
  expect(response.status, "sign-up of the e2e administrator").toBe(302);
  const link = (await readConfirmationLink(mailDir)).replace(/^https?:\/\/[^/]+/, baseUrl);
  const token = new URL(link).searchParams.get("token")!;
  const chosen = await fetch(link, {
    method: "POST",
    body: new URLSearchParams({ token, password: E2E_ADMIN_PASSWORD, confirmPassword: E2E_ADMIN_PASSWORD }),
    redirect: "manual",
  });
  expect(chosen.status, "password chosen on the link's page").toBe(302);
  accountReady.add(baseUrl);
}

/** Signs in through the /login form with the e2e administrator's address and password, and waits for /admin. */
export async function signInPage(page: Page): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(E2E_ADMIN_EMAIL);
  await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL(/\/admin$/);
}

/** The shared e2e server's administrator, signed in (the account made on first use). */
export async function loginAsAdmin(page: Page): Promise<void> {
  await ensureAdminAccount();
  await signInPage(page);
}
