// Fuzzing the back office (issue 19 item 5, issue 28 item 3): 1,200 malformed submissions to every administrator's
// action and 400 reads of every list, CSV export, search and the dashboard with malformed parameters, signed in,
// seeded and repeatable (FUZZ_SEED), sent concurrently over HTTP to the built server: over-long values, wrong types,
// missing and duplicate fields, unicode junk, huge numbers, bad JSON, wrong content types, ids of nothing, days not in
// the calendar, amounts past a document's range, NULs as JSON escapes. None may be answered 5xx or cut short, none may
// write a row in any table (counted before and after, the server stopped), every refusal carries a message, and the
// server logs no error. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOAST_COOKIE_NAME } from "../../../app/modules/toast/toast.server.ts";
import { setAdminPassword } from "../../../app/modules/auth/set-admin-password.server.ts";
import { countRows, listTables } from "../../../app/modules/backup/database-tables.server.ts";
import { createDepositInvoice } from "../../../app/modules/documents/create-deposit-invoice.server.ts";
import { createPurchaseOrderFromOrder } from "../../../app/modules/documents/create-purchase-order-from-order.server.ts";
import { createQuoteFromOrder } from "../../../app/modules/documents/create-quote-from-order.server.ts";
import type { Db } from "../../../app/db/db.server.ts";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import { cookieHeader, cookiesOf, form } from "../auth/auth-app.ts";
import { ACTOR, createOrderRow } from "../documents/document-factories.ts";
import { type AdminFuzzTargets, nextAdminFuzzRequest } from "./admin-corpus.ts";
import { nextAdminListRequest } from "./admin-list-corpus.ts";
import { createRandom, type FuzzRequest } from "./fuzz-corpus.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 19_2026);
const REQUEST_COUNT = 1_200;
const LIST_REQUEST_COUNT = 400;
const PARALLEL = 6;
const ADMIN_EMAIL = "admin@bpe-polynesie.example";
const PASSWORD = "mot-de-passe-du-fuzz";
/** A first start renders the demo images: seconds on an idle machine, minutes on a busy one. */
const START_TIMEOUT_MS = 420_000;
const RUN_TIMEOUT_MS = 300_000;

let database: ServedDatabase;
let server: RunningServer | undefined;
let cookie: string;
let existing: AdminFuzzTargets;

const allRows = (db: Db) => listTables(db).then((tables) => countRows(db, tables));

/**
 * The audit rows a run may add, each for a request that is not a write: an import refused for its address is
 * recorded on purpose (a security trail), and "end every sign-in block" is the audit page's own button, which takes
 * no field and so cannot be malformed. Any other audit row means a malformed request changed something.
 */
const AUDITED_WITHOUT_WRITING = new Set(["product.import_failed", "auth.login_blocks_ended"]);
const auditActions = async (db: Db) =>
  (await db.execute<{ action: string }>(sql`select action from audit_log order by at, id`)).rows.map(
    (row) => row.action,
  );

beforeAll(async () => {
  database = await createServedDatabase();
  existing = await database.use(async (db) => {
    await setAdminPassword(db, { email: ADMIN_EMAIL, password: PASSWORD, actor: "test" });
    const order = await createOrderRow(db);
    const quote = await createQuoteFromOrder({ db, actor: ACTOR, orderId: order.id });
    const invoice = await createDepositInvoice({ db, actor: ACTOR, orderId: order.id });
    const purchaseOrder = await createPurchaseOrderFromOrder({ db, actor: ACTOR, orderId: order.id });
    return {
      orderId: order.id,
      quoteId: quote.id,
      invoiceId: invoice.id,
      purchaseOrderId: purchaseOrder.id,
      productId: order.product.id,
    };
  });
  // The first start adds the demo catalogue; the session is made before the rows are counted.
  server = await startAppServer({ env: database.env });
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    body: form({ mode: "signin", email: ADMIN_EMAIL, password: PASSWORD }),
    redirect: "manual",
  });
  expect(signIn.status).toBe(302);
  cookie = cookieHeader(cookiesOf(signIn));
  await server.stop();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

type Outcome = { request: FuzzRequest; status: number | string; message: string; location?: string };

/** The refusal's words: a JSON answer's strings, or an HTML or text answer's text. */
function messageOf(contentType: string, body: string): string {
  if (contentType.includes("json")) {
    try {
      const strings: string[] = [];
      JSON.stringify(JSON.parse(body), (_key, value: unknown) => {
        if (typeof value === "string" && value.trim()) strings.push(value);
        return value;
      });
      return strings.join(" ");
    } catch {
      return "";
    }
  }
  return body
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

async function send(base: string, request: FuzzRequest): Promise<Outcome> {
  try {
    const response = await fetch(`${base}${request.path}`, {
      method: request.method,
      headers: { ...request.headers, Cookie: cookie, Accept: "text/html,application/json" },
      body: request.body,
      redirect: "manual",
    });
    const body = await response.text();
    // A redirect's message is the toast the next page shows, carried by a cookie.
    const message =
      response.status >= 400
        ? messageOf(response.headers.get("content-type") ?? "", body)
        : response.status >= 300
          ? (response.headers.getSetCookie().find((value) => value.startsWith(`${TOAST_COOKIE_NAME}=`)) ?? "")
          : "";
    return { request, status: response.status, message, location: response.headers.get("location") ?? "" };
  } catch (error) {
    return { request, status: `no answer: ${(error as Error).cause ?? error}`, message: "" };
  }
}

describe(`fuzzing the back office's actions (seed ${SEED})`, () => {
  it(
    `answers ${REQUEST_COUNT} malformed submissions and ${LIST_REQUEST_COUNT} malformed list reads with a message ` +
      "and no 5xx, writes no row and logs no error",
    async () => {
      const before = await database.use(allRows);
      const auditBefore = await database.use(auditActions);
      const random = createRandom(SEED);
      const requests: FuzzRequest[] = [];
      for (let i = 0; i < REQUEST_COUNT; i += 1) requests.push(await nextAdminFuzzRequest(random, existing));
      for (let i = 0; i < LIST_REQUEST_COUNT; i += 1) requests.push(nextAdminListRequest(random));

      server = await startAppServer({ env: database.env });
      const base = server.url;
      // Still signed in: the session survived the restart.
      expect((await fetch(`${base}/admin`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
      const started = performance.now();
      const outcomes: Outcome[] = [];
      let index = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (index < requests.length) outcomes.push(await send(base, requests[index++]!));
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const byStatus: Record<string, number> = {};
      for (const { status } of outcomes) byStatus[status] = (byStatus[status] ?? 0) + 1;
      const routes = new Set(requests.map((request) => request.kind.split(":")[0])).size;
      const serverErrors = outcomes.filter(({ status }) => typeof status === "string" || status >= 500).length;
      console.info(
        `admin fuzz seed ${SEED}: ${outcomes.length} requests to ${routes} routes in ${seconds.toFixed(1)} s ` +
          `(${database.kind}); ${serverErrors} 5xx or no answer; statuses ${JSON.stringify(byStatus)}`,
      );
      const describe = ({ request, status }: Outcome) =>
        `${status} ${request.method} ${request.path.slice(0, 100)} (${request.kind})`;
      expect(outcomes.filter(({ status }) => typeof status === "string" || status >= 500).map(describe)).toEqual([]);
      // Signed in all along: never sent to the sign-in page.
      const signedOut = ({ status, location }: Outcome) =>
        status === 401 || status === 403 || /\/login/.test(location ?? "");
      expect(outcomes.filter(signedOut).map(describe)).toEqual([]);
      // Every refusal says something: a 4xx with words, a redirect with a toast.
      expect(
        outcomes
          .filter(({ status, message }) => typeof status === "number" && status >= 300 && message.length < 2)
          .map(describe),
      ).toEqual([]);
      expect(outcomes.length).toBe(REQUEST_COUNT + LIST_REQUEST_COUNT);

      await server.stop();
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      expect(server.output()).not.toMatch(/^\w*Error\b/m);
      const { audit_log: _auditAfter, ...after } = await database.use(allRows);
      const { audit_log: _auditBefore, ...unchanged } = before;
      const written = Object.keys({ ...after, ...unchanged }).reduce(
        (sum, table) => sum + Math.abs((after[table] ?? 0) - (unchanged[table] ?? 0)),
        0,
      );
      console.info(
        `admin fuzz seed ${SEED} (${database.kind}): ${written} rows written or removed outside the audit log`,
      );
      expect(after).toEqual(unchanged);
      const added = (await database.use(auditActions)).slice(auditBefore.length);
      expect(added.filter((action) => !AUDITED_WITHOUT_WRITING.has(action))).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );
});
