// Demo orders and leads for a development database, to look at the dashboard and the orders screens:
// `node scripts/seed-demo-sales.ts` after `npm run db:seed`. Reads DATABASE_URL and DATA_DIR like the server;
// refuses NODE_ENV=production. Stop the dev server first when it uses PGlite.
import { createDatabase } from "../app/db/db.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { resetDemoSales } from "../app/modules/sales/admin-order-demo.server.ts";

if (process.env.NODE_ENV === "production") {
  console.error("Demo sales are for development databases only.");
  process.exit(1);
}
const handle = await createDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR || "./data",
});
try {
  await migrateDatabase(handle.db);
  const result = await resetDemoSales(handle.db);
  console.log(`Demo sales seeded on ${handle.kind}: ${result.orders} orders, ${result.leads} leads.`);
} finally {
  await handle.close();
}
