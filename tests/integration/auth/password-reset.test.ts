import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, adminUsers, authTokens, mailOutbox } from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { verifyPassword } from "../../../app/modules/auth/password.server.ts";
import {
  ADMIN_EMAIL,
  cookieHeader,
  cookiesOf,
  form,
  pageText,
  startTestApp,
  type TestApp,
} from "../../support/test-app.ts";

let app: TestApp;
const OLD = "ancien-mot-de-passe";
const NEW = "nouveau-mot-de-passe";

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  const { db } = app.database;
  await app.reset();
  await setAdminPassword(db, { email: ADMIN_EMAIL, password: OLD, actor: "test" });
});

const post = (pathname: string, fields: Record<string, string>, cookie?: string, ip?: string) =>
  app.request(pathname, {
    method: "POST",
    body: form(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    ip,
  });
const get = (pathname: string, cookie?: string) =>
  app.request(pathname, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });

async function requestLink(): Promise<string> {
  const response = await post("/auth/forgot-password", { email: ADMIN_EMAIL });
  expect(response.status).toBe(302);
  const [mail] = await app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
  expect(mail!.subject).toBe("Réinitialisation de votre mot de passe – BPE Polynésie");
  return /http:\/\/shop\.test(\/auth\/reset-password\?token=[\w%-]+)/.exec(mail!.text)![1]!;
}

const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;

describe("password reset by emailed link", () => {
  it("sets the new password once, confirms the account and ends every session", async () => {
    const signIn = await post("/login", { mode: "signin", email: ADMIN_EMAIL, password: OLD });
    const cookie = cookieHeader(cookiesOf(signIn));
    expect((await get("/admin", cookie)).status).toBe(200);

    const link = await requestLink();
    const page = await get(link);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    expect(pageText(await page.text())).toContain(
      "Nouveau mot de passe Choisissez le nouveau mot de passe du compte administrateur (admin@bpe-polynesie.example).",
    );
    const done = await post("/auth/reset-password", { token: tokenOf(link), password: NEW, confirmPassword: NEW });
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(await verifyPassword(NEW, account!.passwordHash!)).toBe(true);
    expect((await get("/admin", cookie)).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(0);

    // Used once: the same link no longer works, and the password stays.
    expect((await get(link)).status).toBe(410);
    const reused = await post("/auth/reset-password", {
      token: tokenOf(link),
      password: "troisieme-essai",
      confirmPassword: "troisieme-essai",
    });
    expect(reused.status).toBe(302);
    expect(reused.headers.get("Location")).toBe("/auth/forgot-password");
    const [after] = await app.database.db.select().from(adminUsers);
    expect(await verifyPassword(NEW, after!.passwordHash!)).toBe(true);
  });

  it("refuses a link after its hour", async () => {
    const link = await requestLink();
    const [row] = await app.database.db
      .select({ expiresAt: authTokens.expiresAt, createdAt: authTokens.createdAt })
      .from(authTokens);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60 * 1000);
    await app.database.db.update(authTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await get(link)).status).toBe(410);
    const late = await post("/auth/reset-password", { token: tokenOf(link), password: NEW, confirmPassword: NEW });
    expect(late.headers.get("Location")).toBe("/auth/forgot-password");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(await verifyPassword(OLD, account!.passwordHash!)).toBe(true);
  });

  it("stores only the hashes; several requests leave the first link working", async () => {
    const first = await requestLink();
    const second = await requestLink();
    const rows = await app.database.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.tokenHash).not.toContain(tokenOf(second));
    expect((await get(first)).status).toBe(200);
    expect((await get(second)).status).toBe(200);
    const done = await post("/auth/reset-password", { token: tokenOf(first), password: NEW, confirmPassword: NEW });
    expect(done.headers.get("Location")).toBe("/login");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(await verifyPassword(NEW, account!.passwordHash!)).toBe(true);
    // Once the password is set, the other links end.
    expect((await get(second)).status).toBe(410);
  });

  it("answers the same for any address after any number of tries; 3 links per 15 minutes, which all stay valid", async () => {
    const unknown = await post("/auth/forgot-password", { email: "personne@example.com" });
    expect(unknown.status).toBe(302);
    expect(await app.database.db.$count(mailOutbox)).toBe(0);
    const links: string[] = [];
    for (let i = 0; i < 3; i += 1) links.push(await requestLink());
    // Past the allowance nothing more is sent, and the answer is the same as for any address (issue 28 item 6).
    for (const email of [
      ADMIN_EMAIL,
      ADMIN_EMAIL,
      "personne@example.com",
      "personne@example.com",
      "autre@example.com",
    ]) {
      const answer = await post("/auth/forgot-password", { email });
      expect(answer.status, email).toBe(unknown.status);
      expect(answer.headers.get("Location"), email).toBe(unknown.headers.get("Location"));
      expect(Object.keys(cookiesOf(answer)), email).toEqual(Object.keys(cookiesOf(unknown)));
    }
    expect(await app.database.db.$count(mailOutbox)).toBe(3);
    // Whoever used up the allowance, the owner's links still work.
    for (const link of links) expect((await get(link)).status).toBe(200);
  });

  it("lets the owner holding a link see and end failed-attempt blocks, without using the link", async () => {
    const signIn = (ip: string, password = "faux") =>
      post("/login", { mode: "signin", email: ADMIN_EMAIL, password }, undefined, ip);
    for (let i = 0; i < 3; i += 1) expect((await signIn("203.0.113.77")).status).toBe(401);
    expect((await signIn("203.0.113.77", OLD)).status).toBe(429);
    const link = await requestLink();
    const page = pageText(await (await get(link)).text());
    expect(page).toContain(`Blocages de connexion`);
    expect(page).toContain(`${ADMIN_EMAIL} Adresse IP 203.0.113.77 · 3 échec(s)`);
    const ended = await post(link, { intent: "unblock", token: tokenOf(link) });
    expect(ended.status).toBe(200);
    expect(pageText(await ended.text())).toContain("Blocages levés. Aucun blocage en cours.");
    expect((await signIn("203.0.113.77", OLD)).status).toBe(302);
    // The link was not used up, and a forged token ends nothing.
    expect((await get(link)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) await signIn("203.0.113.78");
    const forged = await post(link, { intent: "unblock", token: "pas-un-jeton" });
    expect(forged.headers.get("Location")).toBe("/auth/forgot-password");
    expect((await signIn("203.0.113.78", OLD)).status).toBe(429);
  });

  it("checks the new password like sign-up does", async () => {
    const link = await requestLink();
    const short = await post(link, { token: tokenOf(link), password: "abc", confirmPassword: "abc" });
    expect(short.status).toBe(400);
    expect(pageText(await short.text())).toContain("Le mot de passe doit contenir au moins 6 caractères");
    const mismatch = await post(link, { token: tokenOf(link), password: NEW, confirmPassword: "autre" });
    expect(mismatch.status).toBe(400);
    expect(pageText(await mismatch.text())).toContain("Les mots de passe ne correspondent pas");
    expect((await get(link)).status).toBe(200);
  });
});
