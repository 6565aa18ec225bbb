// A crash in the middle of a burst of orders, shared by the test (crash-during-orders.test.ts: every acknowledged
// order is there after the restart) and `node bench/kill-nine.ts` (the same run, bigger, with the outbox's figures).
// The built server runs as a child process on a file-backed database; orders are posted from PARALLEL clients, each
// from its own forwarded address (TRUST_PROXY=loopback, as behind a proxy, so the per-address limit counts customers);
// once `killAfter` are acknowledged (302 to /checkout with the order's id) the server gets SIGKILL, then it is started
// again on the same database.
import { inArray, sql } from "drizzle-orm";
import type { Db, DbKind } from "../../../app/db/db.server.ts";
import { orders } from "../../../app/db/schema/index.ts";
import { listTables } from "../../../app/modules/backup/database-tables.server.ts";
import { DEMO_PRODUCTS } from "../../../app/modules/catalog/demo-content/index.ts";
import { optionFieldName } from "../../../app/modules/catalog/product-options.ts";
import { startAppServer, type RunningServer } from "../../support/app-server.ts";
import { createServedDatabase, type ServedDatabase } from "../../support/served-database.ts";

export type CrashRunOptions = {
  kind: DbKind;
  /** Orders posted in all (the burst is bounded). */
  orders: number;
  /** SIGKILL once this many are acknowledged. */
  killAfter: number;
  parallel: number;
  /** Looked at after the restart, the server still running, before it is stopped and the database read. */
  afterRestart?: (server: RunningServer) => Promise<void>;
  /** Read the database once the restarted server is stopped. */
  inspect?: (db: Db) => Promise<void>;
};

export type CrashRun = {
  database: DbKind;
  sent: number;
  acknowledged: string[];
  failedBeforeKill: string[];
  cutByKill: number;
  acknowledgedFound: number;
  ordersInDatabase: number;
  /** Every table of the reopened database read through (rows counted): it opens and reads cleanly. */
  rowsInDatabase: number;
  restartMs: number;
};

/** A demo product with a price, and the first value of each required option (the form refuses an order without). */
export function demoOrderProduct(): { slug: string; fields: Record<string, string> } {
  const demo = DEMO_PRODUCTS.find((candidate) => candidate.slug === "serre-photovoltaique-vanille")!;
  const fields = Object.fromEntries(
    demo.options
      .filter((option) => option.isRequired)
      .map((option) => [optionFieldName(option.code), option.values[0]!.valueCode]),
  );
  return { slug: demo.slug, fields };
}

export async function crashDuringOrders(options: CrashRunOptions): Promise<CrashRun> {
  const database: ServedDatabase = await createServedDatabase({ kind: options.kind });
  const env = { ...database.env, TRUST_PROXY: "loopback", LOG_LEVEL: "warn" };
  let server = await startAppServer({ env });
  try {
    const { slug, fields } = demoOrderProduct();
    const product = `/shop/product/${slug}`;

    const acknowledged: string[] = [];
    const failedBeforeKill: string[] = [];
    let cutByKill = 0;
    let isKilled = false;
    let next = 0;
    const target = server;
    const order = async (i: number) => {
      const body = new URLSearchParams({
        intent: "order",
        email: `crash-${i}@example.com`,
        full_name: `Client ${i}`,
        phone: "+689 87 00 00 01",
        qty: "1",
        acceptTerms: "on",
        website_url: "",
        ...fields,
      });
      try {
        const response = await fetch(`${target.url}${product}`, {
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
        else if (!isKilled) failedBeforeKill.push(`${response.status} ${response.headers.get("location") ?? ""}`);
      } catch (error) {
        if (isKilled) cutByKill += 1;
        else failedBeforeKill.push(String((error as Error).cause ?? error));
      }
      if (!isKilled && acknowledged.length >= options.killAfter) {
        isKilled = true;
        target.kill("SIGKILL");
      }
    };
    await Promise.all(
      Array.from({ length: options.parallel }, async () => {
        while (next < options.orders && !isKilled) await order(next++);
      }),
    );
    // Fewer acknowledgements than killAfter: the kill comes after the burst.
    if (!isKilled) {
      isKilled = true;
      target.kill("SIGKILL");
    }
    await target.exited;

    const restartStarted = performance.now();
    server = await startAppServer({ env });
    const restartMs = Math.round(performance.now() - restartStarted);
    await options.afterRestart?.(server);
    await server.stop();

    return await database.use(async (db) => {
      let rowsInDatabase = 0;
      for (const table of await listTables(db)) {
        const { rows } = await db.execute<{ total: number }>(
          sql`select count(*)::int as total from ${sql.identifier(table)}`,
        );
        rowsInDatabase += Number(rows[0]?.total ?? 0);
      }
      await options.inspect?.(db);
      return {
        database: database.kind,
        sent: next,
        acknowledged,
        failedBeforeKill,
        cutByKill,
        acknowledgedFound: acknowledged.length === 0 ? 0 : await db.$count(orders, inArray(orders.id, acknowledged)),
        ordersInDatabase: await db.$count(orders),
        rowsInDatabase,
        restartMs,
      };
    });
  } finally {
    await server.stop();
    await database.drop();
  }
}
