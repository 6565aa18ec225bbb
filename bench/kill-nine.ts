// `node bench/kill-nine.ts`: what a crash costs. A burst of orders goes to the built server (loopback only, a bounded
// number of requests); once some are acknowledged (the 302 to /checkout with the order's id) the server gets SIGKILL.
// It is started again on the same database; then the script counts the acknowledged orders found, and the mail
// outbox afterwards (sent, waiting, and held by the dead process's lease). On PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set. Figures are printed, never asserted; they also go to bench/results/kill-nine.json.
//
//   npm run build && node bench/kill-nine.ts        (ORDERS=total requests, KILL_AFTER=acknowledged, PARALLEL=n)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import type { DbKind } from "../app/db/db.server.ts";
import { mailOutbox, orders } from "../app/db/schema/index.ts";
import { DEMO_PRODUCTS } from "../app/modules/catalog/demo-content/index.ts";
import { optionFieldName } from "../app/modules/catalog/product-options.ts";
import { startAppServer } from "../tests/support/app-server.ts";
import { createServedDatabase } from "../tests/support/served-database.ts";

const ORDERS = Math.min(Number(process.env.ORDERS ?? 400), 2_000);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 150);
const PARALLEL = Number(process.env.PARALLEL ?? 8);
/** How long the restarted server's outbox worker runs before the outbox is counted. */
const DRAIN_MS = Number(process.env.DRAIN_MS ?? 10_000);
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

type Figures = {
  database: DbKind;
  sent: number;
  acknowledged: number;
  failedBeforeKill: number;
  cutByKill: number;
  acknowledgedFound: number;
  ordersInDatabase: number;
  outbox: { total: number; sent: number; queued: number; heldByLease: number; failed: number };
  restartMs: number;
};

async function run(kind: DbKind): Promise<Figures> {
  const database = await createServedDatabase({ kind });
  // The bench stands for a proxy in front of many customers: each order from its own forwarded address, so the
  // per-address limit (ruling 13) counts customers, not the bench.
  const env = { ...database.env, TRUST_PROXY: "loopback", LOG_LEVEL: "warn" };
  let server = await startAppServer({ env });
  try {
    // A demo product with a price, and the first value of each required option (the form refuses an order without).
    const demo = DEMO_PRODUCTS.find((candidate) => candidate.slug === "serre-photovoltaique-vanille")!;
    const product = `/shop/product/${demo.slug}`;
    const options = Object.fromEntries(
      demo.options
        .filter((option) => option.isRequired)
        .map((option) => [optionFieldName(option.code), option.values[0]!.valueCode]),
    );

    const acknowledged: string[] = [];
    let failedBeforeKill = 0;
    let cutByKill = 0;
    let isKilled = false;
    let next = 0;
    const order = async (i: number) => {
      const body = new URLSearchParams({
        intent: "order",
        email: `crash-${i}@example.com`,
        full_name: `Client ${i}`,
        phone: "+689 87 00 00 01",
        qty: "1",
        website_url: "",
        ...options,
      });
      try {
        const response = await fetch(`${server.url}${product}`, {
          method: "POST",
          body,
          redirect: "manual",
          headers: {
            "X-Forwarded-For": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            "Content-Type": "application/x-www-form-urlencoded",
          },
        });
        await response.arrayBuffer();
        const orderId = /orderId=([0-9a-f-]{36})/.exec(response.headers.get("location") ?? "")?.[1];
        if (response.status === 302 && orderId) acknowledged.push(orderId);
        else if (!isKilled) {
          failedBeforeKill += 1;
          if (failedBeforeKill === 1)
            console.error(`order refused: ${response.status} ${response.headers.get("location") ?? ""}`);
        }
      } catch {
        if (isKilled) cutByKill += 1;
        else failedBeforeKill += 1;
      }
      if (!isKilled && acknowledged.length >= KILL_AFTER) {
        isKilled = true;
        server.kill("SIGKILL");
      }
    };
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        while (next < ORDERS) await order(next++);
      }),
    );
    // Fewer acknowledgements than KILL_AFTER: the kill comes after the burst.
    if (!isKilled) {
      isKilled = true;
      server.kill("SIGKILL");
    }
    await server.exited;

    const restartStarted = performance.now();
    server = await startAppServer({ env });
    const restartMs = Math.round(performance.now() - restartStarted);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
    await server.stop();

    return await database.use(async (db) => {
      const found = acknowledged.length === 0 ? 0 : await db.$count(orders, inArray(orders.id, acknowledged));
      const byStatus = await db
        .select({
          status: mailOutbox.status,
          count: sql<number>`count(*)::int`,
          held: sql<number>`count(*) filter (where ${mailOutbox.nextAttemptAt} > now())::int`,
        })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.count ?? 0);
      return {
        database: kind,
        sent: next,
        acknowledged: acknowledged.length,
        failedBeforeKill,
        cutByKill,
        acknowledgedFound: found,
        ordersInDatabase: await db.$count(orders),
        outbox: {
          total: byStatus.reduce((sum, row) => sum + Number(row.count), 0),
          sent: count("sent"),
          queued: count("queued"),
          heldByLease: Number(byStatus.find((row) => row.status === "queued")?.held ?? 0),
          failed: count("failed"),
        },
        restartMs,
      };
    });
  } finally {
    await server.stop();
    await database.drop();
  }
}

async function main() {
  const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const figures: Figures[] = [];
  for (const kind of kinds) {
    const result = await run(kind);
    figures.push(result);
    console.log(JSON.stringify(result));
  }
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(path.join(RESULTS_DIR, "kill-nine.json"), `${JSON.stringify(figures, null, 2)}\n`);
}

await main();
