// How a server learns the page cache version without a query per request: a write made through one server is
// announced (pg_notify) and every listener hears it, on PostgreSQL (LISTEN on a connection of its own) and on the
// embedded database (its own notices). The caches below never re-read on their own (an hour's trust), so only the
// notice can tell them.
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "../../../app/db/db.server.ts";
import { categories } from "../../../app/db/schema/index.ts";
import { createPageCache } from "../../../app/modules/page-cache/page-cache.ts";
import {
  announcePageCacheVersion,
  currentPageCacheVersion,
  listenForPageCacheVersions,
  readPageCacheVersion,
  type VersionListener,
} from "../../../app/modules/page-cache/page-cache-version.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

const HOUR = 3_600_000;
const logger = pino({ level: "silent" });
let database: TestDatabase;
const listeners: VersionListener[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ key: "solar", name: "Solaire" });
});
afterAll(async () => {
  for (const listener of listeners) await listener.stop();
  await database?.close();
});

async function listeningCache(db = database.db) {
  const cache = createPageCache({ recheckMs: HOUR });
  listeners.push(await listenForPageCacheVersions({ db, databaseUrl: database.url, cache, logger }));
  return cache;
}

describe("page cache version", () => {
  it("is read once, then known without a query until a notice moves it", async () => {
    const cache = await listeningCache();
    const first = await currentPageCacheVersion(database.db, cache);
    expect(first).toBe(await readPageCacheVersion(database.db));
    expect(currentPageCacheVersion(database.db, cache)).toBe(first);
  });

  it("reaches every listener when a server announces a write", async () => {
    // A second pool on PostgreSQL: another server on the same database.
    const other = database.url ? await createDatabase({ url: database.url, poolMax: 2 }) : undefined;
    try {
      const writer = await listeningCache();
      const reader = await listeningCache(other?.db ?? database.db);
      const before = await currentPageCacheVersion(database.db, writer);
      expect(await currentPageCacheVersion(other?.db ?? database.db, reader)).toBe(before);
      await database.db.update(categories).set({ name: "Énergie solaire" }).where(eq(categories.key, "solar"));
      await announcePageCacheVersion(database.db, writer);
      const after = await readPageCacheVersion(database.db);
      expect(after).toBeGreaterThan(before);
      expect(writer.knownVersion()).toBe(after);
      await expect.poll(() => reader.knownVersion(), { timeout: 5_000, interval: 10 }).toBe(after);
    } finally {
      await other?.close();
    }
  });
});
