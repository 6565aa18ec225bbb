import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  adminSessions,
  adminUsers,
  auditLog,
  authTokens,
  loginAttempts,
  mailOutbox,
} from "../../../app/db/schema/index.ts";
import { SESSION_COOKIE_NAME, serializeSessionCookie } from "../../../app/modules/auth/admin-session.server.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import {
  ADMIN_EMAIL,
  cookieHeader,
  cookiesOf,
  decodeCookieValue,
  form,
  pageText,
  startTestApp,
  type TestApp,
} from "../../support/test-app.ts";

let app: TestApp;
const PASSWORD = "motdepasse-solide";

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  await app.reset();
});

function post(
  pathname: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string; origin?: string } = {},
) {
  const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.origin) headers.set("Origin", init.origin);
  return app.request(pathname, { method: "POST", body: form(fields), headers, ip: init.ip });
}

function get(pathname: string, cookie?: string) {
  return app.request(pathname, { headers: { Accept: "text/html", ...(cookie ? { Cookie: cookie } : {}) } });
}

const signIn = (
  fields: Partial<Record<"email" | "password", string>> = {},
  init: { cookie?: string; ip?: string } = {},
) => post("/login", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD, redirectTo: "/admin", ...fields }, init);

async function signedInCookie(): Promise<string> {
  const response = await signIn();
  expect(response.status).toBe(302);
  return cookieHeader(cookiesOf(response));
}

/** The page a redirect leads to, rendered with the cookies it set (where the flash toast shows). */
async function follow(response: Response, cookie = "") {
  const jar = {
    ...Object.fromEntries(
      cookie
        .split("; ")
        .filter(Boolean)
        .map((c) => c.split("=") as [string, string]),
    ),
    ...cookiesOf(response),
  };
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
    await db
      .update(adminSessions)
      .set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() + interval '1 day'` });
    expect((await get("/admin", old)).status).toBe(302);
  });

  it("slides the expiry of a session in use, never past 30 days", async () => {
    const { db } = app.database;
    const cookie = await signedInCookie();
    await db.update(adminSessions).set({
      lastSeenAt: sql`now() - interval '2 hours'`,
      expiresAt: sql`now() + interval '1 hour'`,
      createdAt: sql`now() - interval '29 days 12 hours'`,
    });
    expect((await get("/admin", cookie)).status).toBe(200);
    const [row] = await db
      .select({ expiresAt: adminSessions.expiresAt, createdAt: adminSessions.createdAt })
      .from(adminSessions);
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
      // The same status for another address as for a wrong password (issue 28 item 6); the spec's message stays.
      [{ email: "intrus@example.com" }, 401, "Accès refusé"],
    ];
    for (const [fields, status, message] of cases) {
      const response = await signIn(fields);
      expect(response.status, message).toBe(status);
      const html = await response.text();
      expect(pageText(html)).toContain(`Erreur d'authentification ${message}`);
      expect(html).not.toContain("mauvais-mot-de-passe");
    }
    expect(await app.database.db.$count(adminSessions)).toBe(0);
    const failures = await app.database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, "auth.sign_in_failed"));
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
    expect((await signIn({ redirectTo: "/admin/audit?page=2" } as never)).headers.get("Location")).toBe(
      "/admin/audit?page=2",
    );
    expect((await signIn({ redirectTo: "https://evil.example/admin" } as never)).headers.get("Location")).toBe(
      "/admin",
    );
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
    const forgedSignIn = await post(
      "/login",
      { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect([400, 403]).toContain(forgedSignIn.status);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
    expect((await post("/logout", {}, { cookie, origin: "http://shop.test" })).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("still lets the real password in from a new address after 100 failures from other addresses", async () => {
    for (let i = 0; i < 100; i += 1) {
      const ip = `203.0.${Math.floor(i / 4)}.${i % 4}`;
      expect((await signIn({ password: `faux-${i}` }, { ip })).status).toBe(401);
    }
    expect(await app.database.db.$count(loginAttempts)).toBe(200);
    const owner = await signIn({}, { ip: "198.51.100.7" });
    expect(owner.status).toBe(302);
    expect(owner.headers.get("Location")).toBe("/admin");
  });

  it("slows one (account, address) pair with growing delays, and only that pair", async () => {
    const ip = "203.0.113.5";
    for (let i = 0; i < 3; i += 1) expect((await signIn({ password: `faux-${i}` }, { ip })).status).toBe(401);
    const waits: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await signIn({}, { ip });
      expect(refused.status).toBe(429);
      waits.push(Number(refused.headers.get("Retry-After")));
      expect(pageText(await refused.text())).toMatch(
        /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes?\./,
      );
      // The wait passes (the failures are moved back in time, and the server forgets the refusal it remembered, as
      // it does when its time is up), and the pair fails once more.
      await app.database.db
        .update(loginAttempts)
        .set({ createdAt: sql`${loginAttempts.createdAt} - interval '16 minutes'` });
      app.services.authRefusals.forget();
      expect((await signIn({ password: "encore-faux" }, { ip })).status).toBe(401);
    }
    expect(waits[0]).toBeGreaterThan(10);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
    // The same address with the right password waits too; the owner elsewhere does not.
    expect((await signIn({}, { ip })).status).toBe(429);
    expect((await signIn({}, { ip: "203.0.113.6" })).status).toBe(302);
    expect(await app.database.db.$count(adminSessions)).toBe(1);
  });

  it("throttles an address after 20 failures, whatever the account, and leaves other addresses alone", async () => {
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn({ email: `essai${i}@example.com` }, { ip: "192.0.2.66" })).status).toBe(401);
    }
    const refused = await signIn({}, { ip: "192.0.2.66" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect((await signIn({}, { ip: "192.0.2.67" })).status).toBe(302);
  });

  it("clears the pair's failures after a successful sign-in", async () => {
    for (let i = 0; i < 2; i += 1) await signIn({ password: "faux" });
    expect((await signIn()).status).toBe(302);
    const rows = await app.database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.key, `pair:${ADMIN_EMAIL}|198.51.100.1`)));
    expect(rows).toEqual([]);
  });

  it("shows the owner the blocks on the audit page, and ends one or all of them", async () => {
    const cookie = await signedInCookie();
    for (let i = 0; i < 3; i += 1) await signIn({ password: "faux" }, { ip: "203.0.113.40" });
    for (let i = 0; i < 20; i += 1) await signIn({ email: `robot${i}@example.com` }, { ip: "203.0.113.41" });
    const page = pageText(await (await get("/admin/audit", cookie)).text());
    expect(page).toContain("Blocages de connexion");
    expect(page).toContain(`${ADMIN_EMAIL} Adresse IP 203.0.113.40 · 3 échec(s)`);
    expect(page).toContain("Tous les comptes (adresse IP) Adresse IP 203.0.113.41 · 20 échec(s)");
    expect((await signIn({}, { ip: "203.0.113.40" })).status).toBe(429);

    // An unknown intent is refused; a stranger cannot end blocks.
    expect((await post("/admin/audit", { intent: "other" }, { cookie })).status).toBe(400);
    expect((await post("/admin/audit", { intent: "unblock" })).status).toBe(401);

    const one = await post("/admin/audit", { intent: "unblock", key: `pair:${ADMIN_EMAIL}|203.0.113.40` }, { cookie });
    expect(one.status).toBe(200);
    expect(pageText(await one.text())).toContain("Blocages levés.");
    expect((await signIn({}, { ip: "203.0.113.40" })).status).toBe(302);
    expect((await signIn({}, { ip: "203.0.113.41" })).status).toBe(429);
    const fresh = await signedInCookie();
    expect((await post("/admin/audit", { intent: "unblock" }, { cookie: fresh })).status).toBe(200);
    expect((await signIn({}, { ip: "203.0.113.41" })).status).toBe(302);
    expect(pageText(await (await get("/admin/audit", cookie)).text())).toContain("Aucun blocage en cours.");
    const ended = await app.database.db
      .select({ actor: auditLog.actor })
      .from(auditLog)
      .where(eq(auditLog.action, "auth.login_blocks_ended"));
    expect(ended).toEqual([{ actor: ADMIN_EMAIL }, { actor: ADMIN_EMAIL }]);
  });
});

describe("first run: sign-up sends a link, the password is chosen on the page it opens (ruling 14)", () => {
  const signUp = (fields: Record<string, string> = {}, ip?: string) =>
    post("/auth?mode=signup", { mode: "signup", email: ADMIN_EMAIL, ...fields }, { ip });

  async function setUpLinks(): Promise<string[]> {
    const mails = await app.database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
    return mails.map((mail) => {
      expect(mail.to).toBe(ADMIN_EMAIL);
      return /http:\/\/shop\.test(\/auth\/confirm\?token=[\w%-]+)/.exec(mail.text)![1]!;
    });
  }
  const tokenOf = (link: string) => new URL(link, "http://x").searchParams.get("token")!;
  const choose = (link: string, password: string, confirmPassword = password) =>
    post(link, { token: tokenOf(link), password, confirmPassword });

  it("closes the takeover path: a stranger's sign-up with a password sets nothing, and opening the link changes nothing", async () => {
    // The old attack: sign up with the administrator's address and one's own password.
    const stranger = await post(
      "/auth?mode=signup",
      { mode: "signup", email: ADMIN_EMAIL, password: "mot-de-l-intrus", confirmPassword: "mot-de-l-intrus" },
      { ip: "203.0.113.9" },
    );
    expect(stranger.status).toBe(302);
    expect(await follow(stranger)).toContain("Vérifiez votre email pour confirmer votre compte");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(account).toMatchObject({ email: ADMIN_EMAIL, passwordHash: null });

    // A mail scanner opens the link (GET, twice): the form is shown, nothing is written.
    const [link] = await setUpLinks();
    for (let i = 0; i < 2; i += 1) {
      const opened = await get(link!);
      expect(opened.status).toBe(200);
      expect(opened.headers.get("Cache-Control")).toBe("no-store");
      expect(pageText(await opened.text())).toContain(
        `Choisir le mot de passe Choisissez le mot de passe du compte administrateur (${ADMIN_EMAIL}).`,
      );
    }
    const [after] = await app.database.db.select().from(adminUsers);
    expect(after).toMatchObject({ passwordHash: null, emailConfirmedAt: null });
    expect(await app.database.db.$count(authTokens, isNull(authTokens.usedAt))).toBe(1);
    const refused = await signIn({ password: "mot-de-l-intrus" }, { ip: "203.0.113.9" });
    expect(refused.status).toBe(401);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("checks the form, accepts only ADMIN_EMAIL, and lets the owner choose the password once, by POST", async () => {
    const invalid = await signUp({ email: "quelquun@example.com" });
    expect(invalid.status).toBe(400);
    expect(pageText(await invalid.text())).toContain(`Adresse email invalide. Seul ${ADMIN_EMAIL} est autorisé.`);
    expect(pageText(await (await signUp({ email: "" })).text())).toContain("Veuillez remplir tous les champs");
    expect(await app.database.db.$count(mailOutbox)).toBe(0);

    const response = await signUp();
    expect(response.status).toBe(302);
    const html = await follow(response);
    expect(html).toContain("Compte créé");
    expect(html).toContain("Vérifiez votre email pour confirmer votre compte");
    const [link] = await setUpLinks();

    const refusals: Array<[string, string, number, string]> = [
      ["", "", 400, "Veuillez remplir tous les champs"],
      ["court", "court", 400, "Le mot de passe doit contenir au moins 6 caractères"],
      [PASSWORD, "autre-chose", 400, "Les mots de passe ne correspondent pas"],
    ];
    for (const [password, confirmPassword, status, message] of refusals) {
      const refused = await choose(link!, password, confirmPassword);
      expect(refused.status, message).toBe(status);
      expect(pageText(await refused.text())).toContain(message);
    }
    const chosen = await choose(link!, PASSWORD);
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get("Location")).toBe("/login");
    expect(await follow(chosen)).toContain("Email confirmé");
    const [account] = await app.database.db.select().from(adminUsers);
    expect(account!.emailConfirmedAt).not.toBeNull();

    // Used once: the link now shows the dead-link page, and a second POST changes nothing.
    expect((await get(link!)).status).toBe(410);
    const reused = await choose(link!, "un-autre-mot");
    expect(reused.headers.get("Location")).toBe("/login");
    expect(await follow(reused)).toContain("Lien invalide ou expiré");
    expect((await signIn()).status).toBe(302);

    const again = await signUp();
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain("Un compte existe déjà avec cet email");
    const closed = await signUp({ email: "quelquun@example.com" });
    expect(closed.status).toBe(403);
    expect(pageText(await closed.text())).toContain("L'inscription est désactivée. Contactez l'administrateur.");
    expect((await app.database.db.select({ action: auditLog.action }).from(auditLog)).map((a) => a.action)).toEqual(
      expect.arrayContaining(["auth.sign_up", "auth.account_set_up", "auth.sign_in"]),
    );
  });

  it("answers a flood of refused sign-ups from one address with a short 429, before any page is rendered", async () => {
    await setAdminPassword(app.database.db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
    for (let i = 0; i < 20; i += 1) expect((await signUp({}, "203.0.113.30")).status).toBe(409);
    const refused = await signUp({}, "203.0.113.30");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await refused.text()).toBe(
      "Trop de tentatives depuis cette adresse. Veuillez réessayer dans quelques minutes.",
    );
    expect((await signUp({}, "203.0.113.31")).status).toBe(409);
    expect((await signIn({}, { ip: "203.0.113.31" })).status).toBe(302);
  });

  it("keeps every link sent valid until used or expired; a stranger using up the allowance does not void the owner's", async () => {
    for (let i = 0; i < 3; i += 1) expect((await signUp({}, `203.0.113.${20 + i}`)).status).toBe(302);
    const fourth = await signUp();
    expect(fourth.status).toBe(429);
    expect(pageText(await fourth.text())).toContain(
      "Trop de demandes de lien. Les liens déjà envoyés restent valables : utilisez le dernier reçu.",
    );
    const links = await setUpLinks();
    expect(links).toHaveLength(3);
    for (const link of links) expect((await get(link)).status).toBe(200);
    expect((await choose(links[0]!, PASSWORD)).headers.get("Location")).toBe("/login");
    // Setting the password ends the other links.
    expect((await get(links[2]!)).status).toBe(410);
  });
});
