// kill -9 in the middle of a burst of orders (issue 19 item 5): after the restart every order the server acknowledged
// is in the database, and the embedded database opens, serves and reads through cleanly. On PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set. Figures: `node bench/kill-nine.ts`.
import { describe, expect, it } from "vitest";
import type { DbKind } from "../../../app/db/db.server.ts";
import { crashDuringOrders } from "./crash-during-orders.ts";

const KINDS: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
/** A first start renders the demo images: seconds on an idle machine, minutes on a busy one. */
const RUN_TIMEOUT_MS = 480_000;

describe.each(KINDS)("a crash during a burst of orders on %s", (kind) => {
  it(
    "loses no acknowledged order, and the server starts again on the same database",
    async () => {
      const run = await crashDuringOrders({
        kind,
        orders: 80,
        killAfter: 25,
        parallel: 6,
        async afterRestart(server) {
          // The restarted server takes orders again.
          const shop = await fetch(`${server.url}/shop`);
          expect(shop.status).toBe(200);
        },
      });
      console.info(
        `kill -9 on ${kind}: ${run.acknowledged.length} acknowledged of ${run.sent} sent, ${run.cutByKill} cut, ` +
          `${run.acknowledgedFound} found, ${run.ordersInDatabase} in the database, restart ${run.restartMs} ms`,
      );
      expect(run.failedBeforeKill).toEqual([]);
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(25);
      // The kill came in the middle of the burst, not after it.
      expect(run.sent).toBeLessThan(80);
      expect(run.acknowledgedFound).toBe(run.acknowledged.length);
      expect(run.ordersInDatabase).toBeGreaterThanOrEqual(run.acknowledged.length);
      expect(run.rowsInDatabase).toBeGreaterThan(run.ordersInDatabase);
    },
    RUN_TIMEOUT_MS,
  );
});
