// The administrator's address cannot be found by timing (issue 28 item 6): a wrong password for ADMIN_EMAIL and a
// sign-in with any other address do the same work (one scrypt, the same queries, in the same order) and count
// against the same limits; the routes' statuses are checked in sign-in.test.ts and password-reset.test.ts.
import type * as NodeCrypto from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loginAttempts, rateLimitHits } from "../../../app/db/schema/index.ts";
import { requestPasswordReset } from "../../../app/modules/auth/request-password-reset.server.tsx";
import { createRefusalCache } from "../../../app/modules/auth/refusal-cache.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { signInAdmin } from "../../../app/modules/auth/sign-in-admin.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

const derivations = vi.hoisted(() => ({ count: 0 }));
vi.mock("node:crypto", async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    derivations.count += 1;
    return crypto.scrypt(...args);
  }) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

const ADMIN = "admin@bpe-polynesie.example";
const COMPANY = { name: "BPE", registration: "BR 1", address: "Hong Kong" };
let database: TestDatabase;
const queries: string[] = [];

beforeAll(async () => {
  const logger = { warn: (entry: object) => queries.push(String((entry as { sql?: string }).sql)), error: () => {} };
  database = await createTestDatabase({ logger, slowQueryMs: -1 });
  await setAdminPassword(database.db, { email: ADMIN, password: "le-vrai-mot-de-passe", actor: "test" });
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(loginAttempts);
  await database.db.delete(rateLimitHits);
});

/** The scrypt runs and the queries (parameters aside) of one call. */
async function workOf(run: () => Promise<unknown>) {
  const before = derivations.count;
  queries.length = 0;
  const result = await run();
  return { result, scrypts: derivations.count - before, queries: [...queries] };
}

const signIn = (email: string, ip: string) =>
  signInAdmin(database.db, { email, password: "pas-le-bon", adminEmail: ADMIN, ip, refusals: createRefusalCache() });

describe("the same work whatever the address", () => {
  it("runs scrypt once and the same queries for a wrong password and for another address", async () => {
    await signIn("decoy-warm-up@example.com", "192.0.2.1"); // the decoy hash is made once per process
    const admin = await workOf(() => signIn(ADMIN, "192.0.2.10"));
    const stranger = await workOf(() => signIn("quelquun@example.com", "192.0.2.11"));
    expect(admin.result).toEqual({ ok: false, error: "invalidCredentials" });
    expect(stranger.result).toEqual({ ok: false, error: "accessDenied" });
    expect(admin.scrypts).toBe(1);
    expect(stranger.scrypts).toBe(1);
    expect(stranger.queries).toEqual(admin.queries);
  });

  it("slows both the same way: 3 free failures per pair, then a wait", async () => {
    for (const [email, ip] of [
      [ADMIN, "192.0.2.20"],
      ["quelquun@example.com", "192.0.2.21"],
    ] as const) {
      const refusals = createRefusalCache();
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) {
        const result = await signInAdmin(database.db, { email, password: "x", adminEmail: ADMIN, ip, refusals });
        outcomes.push(result.ok ? "ok" : result.error);
      }
      expect(outcomes.slice(3), email).toEqual(["throttled"]);
    }
  });

  it("answers a reset request the same way for any address after any number of tries, with the same queries", async () => {
    const reset = (email: string) =>
      requestPasswordReset(database.db, {
        email,
        adminEmail: ADMIN,
        publicUrl: "http://shop.test",
        company: COMPANY,
        ip: "192.0.2.30",
        refusals: createRefusalCache(),
      });
    const works = [];
    for (let i = 0; i < 5; i += 1)
      works.push([await workOf(() => reset(ADMIN)), await workOf(() => reset("x@example.com"))]);
    expect(works.map(([admin]) => admin!.result)).toEqual(["sent", "sent", "sent", "tooManyLinks", "tooManyLinks"]);
    expect(works.map(([, other]) => other!.result)).toEqual([
      "ignored",
      "ignored",
      "ignored",
      "tooManyLinks",
      "tooManyLinks",
    ]);
    // Past the allowance, the same queries for both: nothing sent, the same answer (forgot-password.tsx).
    expect(works[4]![1]!.queries).toEqual(works[4]![0]!.queries);
  });
});
