// The settings and the header's categories that public pages read are kept per page cache version: read once while
// the catalogue and the settings do not change, read again by the first request after any write, whoever made it
// (here straight into the database, as a script or psql would), and never older than the request that reads them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, settings } from "../../../app/db/schema/index.ts";
import { createPageCache } from "../../../app/modules/page-cache/page-cache.ts";
import { readForVersion } from "../../../app/modules/page-cache/read-for-version.server.ts";
import { getSettings } from "../../../app/modules/settings/settings.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(categories).values({ key: "solar", name: "Solaire" });
});
afterAll(async () => {
  await database?.close();
});

describe("values kept per page cache version", () => {
  it("are read once for many requests, then again after a write made outside the app", async () => {
    const services = { db: database.db, pageCache: createPageCache() };
    let reads = 0;
    const read = (request: object) =>
      readForVersion(request, services, "settings", async () => {
        reads += 1;
        return getSettings(database.db);
      });
    const first = await read({});
    expect(await read({})).toBe(first);
    expect(await read({})).toBe(first);
    expect(reads).toBe(1);

    await database.db
      .insert(settings)
      .values({ key: "xpf_per_usd", value: 120.5 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 120.5 } });
    const next = await read({});
    expect(reads).toBe(2);
    expect(next.xpf_per_usd).toBe(120.5);
    expect(first.xpf_per_usd).not.toBe(120.5);
  });

  it("read the version once per request, and keep no failed read", async () => {
    const services = { db: database.db, pageCache: createPageCache() };
    const request = {};
    let reads = 0;
    const failing = () =>
      readForVersion(request, services, "categories", async () => {
        reads += 1;
        throw new Error("database unavailable");
      });
    await expect(failing()).rejects.toThrow("database unavailable");
    await expect(failing()).rejects.toThrow("database unavailable");
    expect(reads).toBe(2);

    const names = (forRequest: object) =>
      readForVersion(forRequest, services, "categories", async () => {
        reads += 1;
        return database.db.select({ name: categories.name }).from(categories);
      });
    expect(await names(request)).toEqual([{ name: "Solaire" }]);
    expect(reads).toBe(3);
    // The same request keeps the version it read: a write during it is seen by the next request.
    await database.db.update(categories).set({ name: "Énergie solaire" }).where(eq(categories.key, "solar"));
    expect(await names(request)).toEqual([{ name: "Solaire" }]);
    expect(reads).toBe(3);
    expect(await names({})).toEqual([{ name: "Énergie solaire" }]);
    expect(reads).toBe(4);
  });
});
