// Re-seeds a development database with the demo catalogue: `npx node scripts/seed.ts` (or `npm run db:seed`).
// Reads DATABASE_URL and DATA_DIR (default ./data) like the server. Stop the dev server first when it uses PGlite:
// an embedded database must not be opened by two processes at once.
import path from "node:path";
import { createDatabase } from "../app/db/db.server.ts";
import { migrateDatabase } from "../app/db/migrate.server.ts";
import { resetDemoContent } from "../app/modules/catalog/demo-content/seed-demo-content.server.ts";
import { createLocalStorage } from "../app/modules/media/storage.server.ts";

const dataDir = process.env.DATA_DIR || "./data";
const handle = await createDatabase({ url: process.env.DATABASE_URL || undefined, dataDir });
try {
  await migrateDatabase(handle.db);
  const storage = createLocalStorage(path.join(dataDir, "uploads"));
  const result = await resetDemoContent({ db: handle.db, storage });
  console.log(`Demo content seeded on ${handle.kind}: ${result.categories} categories, ${result.products} products.`);
} finally {
  await handle.close();
}
