// `node bench/kill-nine.ts`: what a crash costs. A burst of orders goes to the built server (loopback only, a bounded
// number of requests); once some are acknowledged (the 302 to /checkout with the order's id) the server gets SIGKILL.
// It is started again on the same database; then the script counts the acknowledged orders found, and the mail
// outbox afterwards (sent, waiting, and held by the dead process's lease). On PGlite, and on PostgreSQL too when
// TEST_DATABASE_URL is set. Figures are printed, never asserted; they also go to bench/results/kill-nine.json.
// The run itself is the integration test's (tests/integration/reliability/crash-during-orders.ts), with more orders.
//
//   npm run build && node bench/kill-nine.ts        (ORDERS=total requests, KILL_AFTER=acknowledged, PARALLEL=n)
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { DbKind } from "../app/db/db.server.ts";
import { mailOutbox } from "../app/db/schema/index.ts";
import { crashDuringOrders } from "../tests/integration/reliability/crash-during-orders.ts";

const ORDERS = Math.min(Number(process.env.ORDERS ?? 400), 2_000);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 150);
const PARALLEL = Number(process.env.PARALLEL ?? 8);
/** How long the restarted server's outbox worker runs before the outbox is counted. */
const DRAIN_MS = Number(process.env.DRAIN_MS ?? 10_000);
const RESULTS_DIR = path.resolve(import.meta.dirname, "results");

type Outbox = { total: number; sent: number; queued: number; heldByLease: number; failed: number };

async function run(kind: DbKind) {
  let outbox: Outbox | undefined;
  const result = await crashDuringOrders({
    kind,
    orders: ORDERS,
    killAfter: KILL_AFTER,
    parallel: PARALLEL,
    afterRestart: () => new Promise((resolve) => setTimeout(resolve, DRAIN_MS)),
    async inspect(db) {
      const byStatus = await db
        .select({
          status: mailOutbox.status,
          count: sql<number>`count(*)::int`,
          held: sql<number>`count(*) filter (where ${mailOutbox.nextAttemptAt} > now())::int`,
        })
        .from(mailOutbox)
        .groupBy(mailOutbox.status);
      const count = (status: string) => Number(byStatus.find((row) => row.status === status)?.count ?? 0);
      outbox = {
        total: byStatus.reduce((sum, row) => sum + Number(row.count), 0),
        sent: count("sent") + count("logged"),
        queued: count("queued"),
        heldByLease: Number(byStatus.find((row) => row.status === "queued")?.held ?? 0),
        failed: count("failed"),
      };
    },
  });
  if (result.failedBeforeKill.length > 0) console.error(`order refused: ${result.failedBeforeKill[0]}`);
  return {
    database: result.database,
    sent: result.sent,
    acknowledged: result.acknowledged.length,
    failedBeforeKill: result.failedBeforeKill.length,
    cutByKill: result.cutByKill,
    acknowledgedFound: result.acknowledgedFound,
    ordersInDatabase: result.ordersInDatabase,
    outbox,
    restartMs: result.restartMs,
  };
}

const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
const figures = [];
for (const kind of kinds) {
  const result = await run(kind);
  figures.push(result);
  console.log(JSON.stringify(result));
}
await mkdir(RESULTS_DIR, { recursive: true });
await writeFile(path.join(RESULTS_DIR, "kill-nine.json"), `${JSON.stringify(figures, null, 2)}\n`);
