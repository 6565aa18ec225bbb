import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, adminUsers, auditLog, authTokens, loginAttempts, mailOutbox } from "../../../app/db/schema/index.ts";
import { SESSION_COOKIE_NAME, serializeSessionCookie } from "../../../app/modules/auth/admin-session.server.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { ADMIN_EMAIL, cookieHeader, cookiesOf, decodeCookieValue, form, pageText, startTestApp, type TestApp } from "./auth-app.ts";

let app: TestApp;
const PASSWORD = "motdepasse-solide";

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  const { db } = app.database;
  for (const table of [adminSessions, authTokens, loginAttempts, mailOutbox, auditLog, adminUsers]) await db.delete(table);
});

function post(pathname: string, fields: Record<string, string>, init: { cookie?: string; ip?: string; origin?: string } = {}) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.origin) headers.set("Origin", init.origin);
  return app.request(pathname, { method: "POST", body: form(fields), headers, ip: init.ip });
}

function get(pathname: string, cookie?: string) {
  return app.request(pathname, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
}

const signIn = (fields: Partial<Record<"email" | "password", string>> = {}, init: { cookie?: string; ip?: string } = {}) =>
  post("/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD, redirectTo: "/admin", ...fields }, init);

async function signedInCookie(): Promise<string> {
  const response = await signIn();
  expect(response.status).toBe(302);
  return cookieHeader(cookiesOf(response));
}

/** The page a redirect leads to, rendered with the cookies it set (where the flash toast shows). */
async function follow(response: Response, cookie = "") {
  const jar = { ...Object.fromEntries(cookie.split("; ").filter(Boolean).map((c) => c.split("=") as [string, string])), ...cookiesOf(response) };
  return pageText(await (await get(response.headers.get("Location")!, cookieHeader(jar))).text());
}

describe("sign-in", () => {
  beforeEach(async () => {
    await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
  });

  it("opens a database session behind an HttpOnly, SameSite=Lax cookie and greets the administrator", async () => {
    const response = await signIn({ email: "  Admin@BPE-Polynesie.example " });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin");
    const header = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Lax/i);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/; Secure/i);
    const token = cookiesOf(response)[SESSION_COOKIE_NAME]!;
    const rows = await app.database.db.select({ id: adminSessions.id }).from(adminSessions);
    // Only the hash of the token is stored.
    const raw = decodeCookieValue(token) as string;
    expect(raw).toMatch(/^[\w-]{43}$/);
    expect(rows.map((r) => r.id)).toEqual([createHash("sha256").update(raw).digest("hex")]);
    const html = await follow(response);
    expect(html).toContain("Connexion réussie");
    expect(html).toContain("Bienvenue dans l'interface d'administration");
    expect(html).toContain("Tableau de bord");
    const [audit] = await app.database.db.select().from(auditLog).where(eq(auditLog.action, "auth.sign_in"));
    expect(audit).toMatchObject({ actor: ADMIN_EMAIL, entity: "admin_user" });
  });

  it("marks the cookie Secure when the site is served over https", async () => {
    expect(await serializeSessionCookie("abc", "https://shop.example")).toMatch(/; Secure/i);
    expect(await serializeSessionCookie("abc", "http://localhost:3000")).not.toMatch(/; Secure/i);
  });

  it("gives a new session id at sign-in: a cookie planted before, or a previous session, is not valid after", async () => {
    // A value an attacker could have planted in the browser (well-formed, so the app reads it).
    const plantedValue = encodeURIComponent(Buffer.from(JSON.stringify("planted-by-an-attacker")).toString("base64"));
    const planted = `${SESSION_COOKIE_NAME}=${plantedValue}`;
    const afterPlanted = await signIn({}, { cookie: planted });
    expect(cookiesOf(afterPlanted)[SESSION_COOKIE_NAME]).not.toBe(plantedValue);
    expect((await get("/admin", planted)).status).toBe(302);
    expect((await get("/admin", cookieHeader(cookiesOf(afterPlanted)))).status).toBe(200);

    // Signing in again from a browser with a live session replaces it.
    const previous = cookieHeader(cookiesOf(afterPlanted));
    const response = await signIn({}, { cookie: previous });
    const fresh = cookieHeader(cookiesOf(response));
    expect(fresh).not.toBe(previous);
    expect((await get("/admin", fresh)).status).toBe(200);
    expect((await get("/admin", previous)).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
  });

  it("ends a session unused for 7 days, and any session after 30 days", async () => {
    const { db } = app.database;
    const idle = await signedInCookie();
    await db.update(adminSessions).set({ expiresAt: sql`now() - interval '1 second'` });
    const refused = await get("/admin/audit", idle);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Faudit");
    expect(await db.$count(adminSessions)).toBe(0);

    const old = await signedInCookie();
    await db.update(adminSessions).set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() + interval '1 day'` });
    expect((await get("/admin", old)).status).toBe(302);
  });

  it("slides the expiry of a session in use, never past 30 days", async () => {
    const { db } = app.database;
    const cookie = await signedInCookie();
    await db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '1 hour'`, createdAt: sql`now() - interval '29 days 12 hours'` });
    expect((await get("/admin", cookie)).status).toBe(200);
    const [row] = await db.select({ expiresAt: adminSessions.expiresAt, createdAt: adminSessions.createdAt }).from(adminSessions);
    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11);
    expect(hoursLeft).toBeLessThan(12.1);
  });

  it("ends every session of the account when the password changes", async () => {
    const first = await signedInCookie();
    const second = await signedInCookie();
    expect((await get("/admin", first)).status).toBe(200);
    await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: "un-autre-secret", actor: "cli" });
    expect((await get("/admin", first)).status).toBe(302);
    expect((await get("/admin", second)).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("answers each refusal with the spec's message, a 4xx status and no session", async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ email: "", password: "" }, 400, "Veuillez remplir tous les champs"],
      [{ password: "" }, 400, "Veuillez remplir tous les champs"],
      [{ email: "pas-une-adresse" }, 400, "Adresse email invalide"],
      [{ password: "mauvais-mot-de-passe" }, 401, "Email ou mot de passe incorrect"],
      [{ email: "intrus@example.com" }, 403, "Accès refusé"],
    ];
    for (const [fields, status, message] of cases) {
      const response = await signIn(fields);
      expect(response.status, message).toBe(status);
      const html = await response.text();
      expect(pageText(html)).toContain(`Erreur d'authentification ${message}`);
      expect(html).not.toContain("mauvais-mot-de-passe");
    }
    expect(await app.database.db.$count(adminSessions)).toBe(0);
    const failures = await app.database.db.select({ summary: auditLog.summary }).from(auditLog).where(eq(auditLog.action, "auth.sign_in_failed"));
    expect(failures.map((f) => f.summary.reason).sort()).toEqual(["accessDenied", "invalidCredentials"]);
  });

  it("sends an administrator already signed in from /login and /auth to /admin", async () => {
    const cookie = await signedInCookie();
    for (const page of ["/login", "/auth"]) {
      const response = await get(page, cookie);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin");
    }
    expect((await get("/auth")).status).toBe(200);
  });

  it("returns only to a back-office path after sign-in", async () => {
    expect((await signIn({ redirectTo: "/admin/audit?page=2" } as never)).headers.get("Location")).toBe("/admin/audit?page=2");
    expect((await signIn({ redirectTo: "https://evil.example/admin" } as never)).headers.get("Location")).toBe("/admin");
    expect((await signIn({ redirectTo: "//evil.example" } as never)).headers.get("Location")).toBe("/admin");
  });

  it("signs out: the session row is deleted, the cookie cleared, and 'Déconnexion réussie' shown", async () => {
    const cookie = await signedInCookie();
    expect((await get("/logout", cookie)).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
    const response = await post("/logout", {}, { cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toMatch(/Max-Age=0/);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
    const html = await follow(response);
    expect(html).toContain("Déconnexion réussie");
    expect(html).toContain("À bientôt !");
    expect((await get("/admin", cookie)).status).toBe(302);
  });

  it("shows the administration link, logout button and floating button on public pages only to the administrator", async () => {
    const anonymous = await (await get("/")).text();
    expect(anonymous).not.toContain('href="/admin"');
    const cookie = await signedInCookie();
    const html = await (await get("/", cookie)).text();
    expect(html.match(/href="\/admin"/g)?.length).toBe(2);
    expect(html).toContain('action="/logout"');
  });
});

describe("forged and guessed requests", () => {
  beforeEach(async () => {
    await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
  });

  it("refuses a POST whose Origin is another site, and accepts the site's own", async () => {
    const cookie = await signedInCookie();
    const forged = await post("/logout", {}, { cookie, origin: "https://evil.example" });
    expect(forged.status).toBe(403);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
    // Page actions: React Router's own origin check refuses first (400), before our middleware would (403).
    const forgedSignIn = await post("/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }, { origin: "https://evil.example" });
    expect([400, 403]).toContain(forgedSignIn.status);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
    expect((await post("/logout", {}, { cookie, origin: "http://shop.test" })).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("throttles an account after 5 failures in 15 minutes, even with the right password, with 429", async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn({ password: `faux-${i}` }, { ip: `203.0.113.${i}` })).status).toBe(401);
    const blocked = await signIn({}, { ip: "203.0.113.99" });
    expect(blocked.status).toBe(429);
    expect(pageText(await blocked.text())).toContain("Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.");
    expect(await app.database.db.$count(adminSessions)).toBe(0);
    // Failures older than the window no longer count.
    await app.database.db.update(loginAttempts).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await signIn({}, { ip: "203.0.113.99" })).status).toBe(302);
  });

  it("throttles an address after 20 failures, whatever the account, and leaves other addresses alone", async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn({ email: `essai${i}@example.com` }, { ip: "192.0.2.66" })).status).toBe(403);
    }
    expect((await signIn({}, { ip: "192.0.2.66" })).status).toBe(429);
    expect((await signIn({}, { ip: "192.0.2.67" })).status).toBe(302);
  });

  it("clears the account's failures after a successful sign-in", async () => {
    for (let i = 0; i < 4; i += 1) await signIn({ password: "faux" });
    expect((await signIn()).status).toBe(302);
    const rows = await app.database.db.select().from(loginAttempts).where(and(eq(loginAttempts.key, `account:${ADMIN_EMAIL}`)));
    expect(rows).toEqual([]);
  });
});

describe("first run: sign-up and confirmation", () => {
  const signUp = (fields: Record<string, string> = {}) =>
    post("/auth?mode=signup", { mode: "signup", email: ADMIN_EMAIL, password: PASSWORD, confirmPassword: PASSWORD, ...fields });

  async function confirmationLink(): Promise<string> {
    const [mail] = await app.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt));
    expect(mail?.to).toBe(ADMIN_EMAIL);
    const match = /http:\/\/shop\.test(\/auth\/confirm\?token=[\w%-]+)/.exec(mail!.text);
    return match![1]!;
  }

  it("checks the form, accepts only ADMIN_EMAIL, and stores the account unconfirmed with a link by email", async () => {
    const refusals: Array<[Record<string, string>, number, string]> = [
      [{ confirmPassword: "" }, 400, "Veuillez remplir tous les champs"],
      [{ password: "court", confirmPassword: "court" }, 400, "Le mot de passe doit contenir au moins 6 caractères"],
      [{ confirmPassword: "autre-chose" }, 400, "Les mots de passe ne correspondent pas"],
      [{ email: "quelquun@example.com" }, 400, `Adresse email invalide. Seul ${ADMIN_EMAIL} est autorisé.`],
    ];
    for (const [fields, status, message] of refusals) {
      const response = await signUp(fields);
      expect(response.status, message).toBe(status);
      expect(pageText(await response.text())).toContain(message);
    }
    expect(await app.database.db.$count(mailOutbox)).toBe(0);

    const response = await signUp();
    expect(response.status).toBe(302);
    const html = await follow(response);
    expect(html).toContain("Compte créé");
    expect(html).toContain("Vérifiez votre email pour confirmer votre compte");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(account).toMatchObject({ email: ADMIN_EMAIL, emailConfirmedAt: null });
    expect(account!.passwordHash).toMatch(/^scrypt\$/);

    const unconfirmed = await signIn();
    expect(unconfirmed.status).toBe(403);
    expect(pageText(await unconfirmed.text())).toContain("Email non confirmé. Vérifiez votre boîte mail");
    const again = await signUp();
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("Un compte existe déjà avec cet email");

    const link = await confirmationLink();
    const confirmed = await get(link);
    expect(confirmed.status).toBe(302);
    expect(await follow(confirmed)).toContain("Email confirmé");
    expect(await follow(await get(link))).toContain("Lien invalide ou expiré");
    expect((await signIn()).status).toBe(302);

    const closed = await signUp({ email: "quelquun@example.com" });
    expect(closed.status).toBe(403);
    expect(pageText(await closed.text())).toContain("L'inscription est désactivée. Contactez l'administrateur.");
    expect((await app.database.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["auth.sign_up", "auth.email_confirmed", "auth.sign_in"]),
    );
  });
});
