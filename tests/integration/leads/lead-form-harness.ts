// Calls a route action the way React Router does (a Request and the app's router context) on a real test database,
// and reads back what it answered and what it wrote.
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { createLoadContext } from "../../../app/context.server.ts";
import { customers, leads, mailOutbox, rateLimitHits } from "../../../app/db/schema/index.ts";
import { parseEnv } from "../../../app/modules/config/env.server.ts";
import { createLocalStorage } from "../../../app/modules/media/storage.server.ts";
import { HONEYPOT_FIELD } from "../../../app/modules/abuse/honeypot.ts";
import { createRefusalCache } from "../../../app/modules/auth/refusal-cache.ts";
import { createPageCache } from "../../../app/modules/page-cache/page-cache.ts";
import { createRoutePolicies } from "../../../app/modules/routing/route-policies.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

export const PUBLIC_URL = "https://shop.example.com";
export const BUSINESS_EMAIL = "business@example.com";

/** A route's `action`; its generated argument type is checked by the route itself. */
type ActionFn = (args: never) => unknown;

export type ActionAnswer = {
  status: number;
  location: string | null;
  setCookie: string | null;
  retryAfter: string | null;
  data: Record<string, unknown> | null;
};

export async function createLeadFormHarness() {
  const database: TestDatabase = await createTestDatabase();
  const env = parseEnv({ PUBLIC_URL, BUSINESS_EMAIL, NODE_ENV: "test", SESSION_SECRET: "test-secret-test-secret" });
  const storage = createLocalStorage(await mkdtemp(path.join(os.tmpdir(), "bpe-leads-")));
  const logger = pino({ level: "silent" });
  const services = {
    env,
    db: database.db,
    storage,
    logger,
    pageCache: createPageCache(),
    // Actions are called directly: no page is rendered, so no route needs its policy.
    routePolicies: createRoutePolicies({}),
    authRefusals: createRefusalCache(),
  };

  return {
    db: database.db,
    close: () => database.close(),
    async reset() {
      await database.db.delete(mailOutbox);
      await database.db.delete(leads);
      await database.db.delete(customers);
      await database.db.delete(rateLimitHits);
    },
    /** POSTs the fields to `pathname` through `action`, from the visitor address `ip`. */
    async post(
      action: ActionFn,
      pathname: string,
      fields: Record<string, string>,
      { ip = "198.51.100.1" } = {},
    ): Promise<ActionAnswer> {
      const body = new URLSearchParams({ [HONEYPOT_FIELD]: "", ...fields });
      const request = new Request(`${PUBLIC_URL}${pathname}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
      });
      // The HTTP server resolves the address (X-Forwarded-For trusted from its loopback proxy only) and passes it on.
      const context = createLoadContext(services, {
        requestId: "test",
        nonce: "n",
        cspOptions: { isDev: false, formTargets: [] },
        logger,
        clientIp: ip,
      });
      const lang = /^\/(en|zh)(\/|$)/.exec(pathname)?.[1];
      const result = await (action as (args: unknown) => unknown)({ request, context, params: { lang } });
      return toAnswer(result);
    },
    async counts() {
      const db = database.db;
      return {
        leads: await db.$count(leads),
        customers: await db.$count(customers),
        mails: await db.$count(mailOutbox),
      };
    },
    /** A refused submission: 400, `errors` on `field`, and no lead, customer or email written. */
    async expectRefused(answer: ActionAnswer, field: string, errors: unknown) {
      expect(answer.status).toBe(400);
      expect(formErrors(answer)[field]).toEqual(errors);
      expect(await this.counts()).toEqual({ leads: 0, customers: 0, mails: 0 });
    },
  };
}

export type LeadFormHarness = Awaited<ReturnType<typeof createLeadFormHarness>>;

/**
 * One harness for a test file: created before its tests, emptied before each, closed after. The object returned
 * stands for it once created (read it inside tests and hooks, not at the file's top level).
 */
export function setUpLeadFormHarness(): LeadFormHarness {
  let current: LeadFormHarness | undefined;
  beforeAll(async () => {
    current = await createLeadFormHarness();
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(async () => {
    await current!.reset();
  });
  return new Proxy({} as LeadFormHarness, { get: (_target, key) => Reflect.get(current!, key) });
}

function toAnswer(result: unknown): ActionAnswer {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      setCookie: result.headers.get("Set-Cookie"),
      retryAfter: result.headers.get("Retry-After"),
      data: null,
    };
  }
  // data(value, init) from react-router
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: Record<string, unknown>; init?: ResponseInit | null };
    const headers = new Headers(init?.headers);
    return {
      status: init?.status ?? 200,
      location: null,
      setCookie: headers.get("Set-Cookie"),
      retryAfter: headers.get("Retry-After"),
      data,
    };
  }
  return { status: 200, location: null, setCookie: null, retryAfter: null, data: result as Record<string, unknown> };
}

/** Field errors and form errors of a Conform reply. */
export function formErrors(answer: ActionAnswer): Record<string, string[] | null> {
  const result = answer.data?.result as { error?: Record<string, string[] | null> } | undefined;
  return result?.error ?? {};
}

/** A string `length` characters long. */
export function longText(length: number): string {
  return "x".repeat(length);
}
