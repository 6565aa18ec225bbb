// Fuzzing (issue 12): at least 1,000 malformed requests, seeded and repeatable (FUZZ_SEED), across every public form,
// the card payment, the checkout, the webhooks and the query strings of public pages, sent over HTTP to the real
// server (server/index.ts on the built app). None may be answered 5xx, none may write a row, and the server logs no
// error. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startAppServer } from "../../support/app-server.ts";
import { countVisitorRows } from "../../support/row-counts.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";
import {
  createRandom,
  type FuzzRequest,
  type FuzzTargets,
  nextFuzzRequest,
  quantityPastIntegerRange,
} from "./fuzz-corpus.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 12_2026);
const REQUEST_COUNT = 1_200;
const PARALLEL = 4;
/** A first start renders the demo images: seconds on an idle machine, minutes on a busy one. */
const START_TIMEOUT_MS = 240_000;
/** Some 20 s on an idle 2-core machine; room for a busy one. */
const RUN_TIMEOUT_MS = 300_000;

let database: ServedDatabase;
let server: RunningServer;
let before: Awaited<ReturnType<typeof countVisitorRows>>;
let targets: FuzzTargets;

beforeAll(async () => {
  database = await createServedDatabase();
  before = await database.use(countVisitorRows);
  server = await startAppServer({ env: database.env });
  const shop = await (await fetch(`${server.url}/shop`)).text();
  const categoryPaths = [
    ...new Set([...shop.matchAll(/href="(\/shop\/(?!product\/)[a-z0-9-]+)"/g)].map((match) => match[1]!)),
  ];
  const products = await Promise.all(categoryPaths.map(async (path) => (await fetch(`${server.url}${path}`)).text()));
  const productPaths = [
    ...new Set(
      products.flatMap((html) => [...html.matchAll(/href="(\/shop\/product\/[a-z0-9-]+)"/g)].map((match) => match[1]!)),
    ),
  ];
  targets = { categoryPaths, productPaths };
}, START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

type Outcome = { request: FuzzRequest; status: number | string };

async function send(request: FuzzRequest): Promise<Outcome> {
  try {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { request, status: response.status };
  } catch (error) {
    // A reset connection is no answer at all: as bad as a 500.
    return { request, status: `no answer: ${(error as Error).cause ?? error}` };
  }
}

async function sendAll(requests: FuzzRequest[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let index = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (index < requests.length) outcomes.push(await send(requests[index++]!));
    }),
  );
  return outcomes;
}

const failures = (outcomes: Outcome[]) =>
  outcomes
    .filter(({ status }) => typeof status === "string" || status >= 500)
    .map(({ request, status }) => `${status} ${request.method} ${request.path.slice(0, 120)} (${request.kind})`);

describe(`fuzzing the public requests (seed ${SEED})`, () => {
  // Before the main run, which stops the server to count rows. Their bounds are the order forms' (issue 11).
  it(
    "refuses orders whose only fault is a quantity past the integer columns, with no 5xx",
    async () => {
      const outcomes = await sendAll(quantityPastIntegerRange(targets));
      console.info(
        `quantity past integer range: ${outcomes.map(({ request, status }) => `${status} ${request.kind}`).join("; ")}`,
      );
      expect(failures(outcomes)).toEqual([]);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    `answers ${REQUEST_COUNT} malformed requests with no 5xx, writes no row and logs no error`,
    async () => {
      expect(targets.productPaths.length).toBeGreaterThan(0);
      const random = createRandom(SEED);
      const requests: FuzzRequest[] = [];
      for (let i = 0; i < REQUEST_COUNT; i += 1) requests.push(await nextFuzzRequest(random, targets));
      const started = performance.now();
      const outcomes = await sendAll(requests);
      const seconds = (performance.now() - started) / 1000;

      const byStatus: Record<string, number> = {};
      for (const { status } of outcomes) byStatus[status] = (byStatus[status] ?? 0) + 1;
      const byKind = new Set(requests.map((request) => request.kind)).size;
      console.info(
        `fuzz seed ${SEED}: ${outcomes.length} requests of ${byKind} kinds in ${seconds.toFixed(1)} s (${database.kind}); statuses ${JSON.stringify(byStatus)}`,
      );
      expect(failures(outcomes)).toEqual([]);
      expect(outcomes.length).toBe(REQUEST_COUNT);

      await server.stop();
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      // Nor an error printed outside the logger (a framework's own error page writes its stack).
      expect(server.output()).not.toMatch(/^\w*Error\b/m);
      expect(await database.use(countVisitorRows)).toEqual(before);
    },
    RUN_TIMEOUT_MS,
  );
});
