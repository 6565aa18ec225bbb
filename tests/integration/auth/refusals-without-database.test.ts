// Issue 12 item 3, follow-up: once the database said an address (or an account and address pair) has to wait, this
// server refuses its further requests from memory until then, so a flood of refused requests does not queue in front
// of everyone else on the database. Every query the app sends is logged here (slow-query log with a threshold of -1).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminSessions, loginAttempts } from "../../../app/db/schema/index.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
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
const PASSWORD = "motdepasse-solide";
const TOO_MANY_FROM_ADDRESS = "Trop de tentatives depuis cette adresse. Veuillez réessayer dans quelques minutes.";
const queries: string[] = [];

beforeAll(async () => {
  const queryLog = {
    warn: (entry: object) => queries.push(String((entry as { sql?: string }).sql)),
    error: () => undefined,
  };
  app = await startTestApp({ database: { logger: queryLog, slowQueryMs: -1 } });
});
afterAll(async () => {
  await app?.close();
});
beforeEach(async () => {
  const { db } = app.database;
  await app.reset();
  await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
});

// With its length, as a browser sends a form.
const post = (pathname: string, fields: Record<string, string>, ip: string, cookie?: string) => {
  const body = form(fields).toString();
  const headers = {
    "Content-Type": "application/x-www-form-urlencoded",
    "Content-Length": String(Buffer.byteLength(body)),
    ...(cookie ? { Cookie: cookie } : {}),
  };
  return app.request(pathname, { method: "POST", body, headers, ip });
};
const signUp = (ip: string) => post("/auth?mode=signup", { mode: "signup", email: ADMIN_EMAIL }, ip);
const signIn = (ip: string, password = PASSWORD, email = ADMIN_EMAIL) =>
  post("/login", { mode: "signin", email, password, redirectTo: "/admin" }, ip);
const retryAfterOf = (response: Response) => Number(response.headers.get("Retry-After"));
const throttleQueries = () => queries.filter((sql) => sql.includes("login_attempts"));

describe("refusals this server already knows", () => {
  it("refuses a flooding address's sign-ups, sign-ins and reset requests without any query, with the same 429 and Retry-After", async () => {
    const flooder = "203.0.113.90";
    for (let i = 0; i < 20; i += 1) expect((await signUp(flooder)).status).toBe(409);
    const first = await signUp(flooder);
    expect(first.status).toBe(429);
    const firstRetryAfter = retryAfterOf(first);
    expect(firstRetryAfter).toBeGreaterThan(60);

    queries.length = 0;
    for (let i = 0; i < 30; i += 1) {
      const refused = await [
        signUp(flooder),
        signIn(flooder),
        post("/auth/forgot-password", { email: ADMIN_EMAIL }, flooder),
      ][i % 3]!;
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Content-Type")).toMatch(/^text\/plain/);
      expect(await refused.text()).toBe(TOO_MANY_FROM_ADDRESS);
      expect(retryAfterOf(refused)).toBeGreaterThan(60);
      expect(retryAfterOf(refused)).toBeLessThanOrEqual(firstRetryAfter);
    }
    expect(queries).toEqual([]);
    expect(await app.database.db.$count(loginAttempts)).toBe(20);

    // Another address is not refused, and reads the database as before.
    expect((await signIn("203.0.113.91")).status).toBe(302);
    expect(throttleQueries().length).toBeGreaterThan(0);
  });

  it("refuses the same address's client-navigation requests in the action, still without reading login_attempts", async () => {
    const flooder = "203.0.113.92";
    for (let i = 0; i < 20; i += 1) expect((await signIn(flooder, PASSWORD, `robot${i}@example.com`)).status).toBe(401);
    expect((await signIn(flooder)).status).toBe(429);

    queries.length = 0;
    const signUpData = await post("/auth.data?mode=signup", { mode: "signup", email: ADMIN_EMAIL }, flooder);
    expect(await signUpData.text()).toContain("errors.tooManyAttempts");
    const resetData = await post("/auth/forgot-password.data", { email: ADMIN_EMAIL }, flooder);
    expect(await resetData.text()).toContain("errors.tooManyAttemptsLater");
    const signInData = await post("/login.data", { mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }, flooder);
    expect(await signInData.text()).toContain("errors.tooManyAttempts");
    expect(throttleQueries()).toEqual([]);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("refuses a throttled (account, address) pair without any query, with the spec's message and Retry-After", async () => {
    const ip = "203.0.113.93";
    for (let i = 0; i < 3; i += 1) expect((await signIn(ip, `faux-${i}`)).status).toBe(401);
    const first = await signIn(ip);
    expect(first.status).toBe(429);
    const firstRetryAfter = retryAfterOf(first);
    expect(firstRetryAfter).toBeGreaterThan(10);

    queries.length = 0;
    for (let i = 0; i < 5; i += 1) {
      const refused = await signIn(ip);
      expect(refused.status).toBe(429);
      expect(retryAfterOf(refused)).toBeGreaterThan(0);
      expect(retryAfterOf(refused)).toBeLessThanOrEqual(firstRetryAfter);
      expect(pageText(await refused.text())).toMatch(
        /Trop de tentatives de connexion\. Veuillez réessayer dans \d+ minutes?\./,
      );
    }
    expect(queries).toEqual([]);
    expect(await app.database.db.$count(loginAttempts, eq(loginAttempts.key, `pair:${ADMIN_EMAIL}|${ip}`))).toBe(3);
    expect(await app.database.db.$count(adminSessions)).toBe(0);
  });

  it("lets the owner in at once after ending the blocks this server remembered, one or all", async () => {
    const cookie = cookieHeader(cookiesOf(await signIn("198.51.100.7")));
    const pairIp = "203.0.113.94";
    const addressIp = "203.0.113.95";
    for (let i = 0; i < 3; i += 1) await signIn(pairIp, "faux");
    for (let i = 0; i < 20; i += 1) await signIn(addressIp, PASSWORD, `robot${i}@example.com`);
    expect((await signIn(pairIp)).status).toBe(429);
    expect((await signIn(addressIp)).status).toBe(429);
    expect(app.services.authRefusals.size).toBeGreaterThanOrEqual(2);

    expect(
      (await post("/admin/audit", { intent: "unblock", key: `pair:${ADMIN_EMAIL}|${pairIp}` }, "198.51.100.7", cookie))
        .status,
    ).toBe(200);
    expect((await signIn(pairIp)).status).toBe(302);
    expect((await signIn(addressIp)).status).toBe(429);
    expect((await post("/admin/audit", { intent: "unblock" }, "198.51.100.7", cookie)).status).toBe(200);
    expect(app.services.authRefusals.size).toBe(0);
    expect((await signIn(addressIp)).status).toBe(302);
  });
});
