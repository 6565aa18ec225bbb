// /readyz's checks (app/modules/observability/readiness.server.ts) on a real database: ready when everything holds,
// and each failure named: migrations missing, storage refusing writes, database gone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../../app/db/migrate.server.ts";
import type { Storage } from "../../../app/modules/media/storage.server.ts";
import { checkReadiness, shippedMigrationCount } from "../../../app/modules/observability/readiness.server.ts";
import { createTestDatabase, type TestDatabase } from "../../setup/test-db.ts";

function memoryStorage(): Storage & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put: async (key, bytes) => (files.set(key, bytes), { url: `/uploads/${key}` }),
    get: async (key) => (files.has(key) ? { bytes: files.get(key)!, contentType: "text/plain" } : null),
    delete: async (key) => void files.delete(key),
  } as Storage & { files: Map<string, Uint8Array> };
}

let migrated: TestDatabase;
let database: TestDatabase | undefined;
beforeAll(async () => {
  migrated = await createTestDatabase();
});
afterAll(async () => {
  await migrated?.close();
});
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("checkReadiness", () => {
  it("is ready with the database up, every migration applied and the storage writable, leaving no file", async () => {
    const storage = memoryStorage();
    const readiness = await checkReadiness({
      db: migrated.db,
      storage,
      migrationsFolder: MIGRATIONS_FOLDER,
      serverId: "test",
    });
    expect(readiness).toEqual({ ready: true, checks: { database: "ok", migrations: "ok", storage: "ok" } });
    expect(storage.files.size).toBe(0);
  });

  it("names what is missing: migrations not applied, storage refusing writes", async () => {
    database = await createTestDatabase({ migrate: false });
    const storage = { ...memoryStorage(), put: () => Promise.reject(new Error("AccessDenied")) };
    const readiness = await checkReadiness({
      db: database.db,
      storage,
      migrationsFolder: MIGRATIONS_FOLDER,
      serverId: "test",
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.database).toBe("ok");
    expect(readiness.checks.migrations).toMatch(/^migrations unknown|^0 of \d+ migrations applied$/);
    expect(readiness.checks.storage).toBe("storage not writable: AccessDenied");
    expect(await shippedMigrationCount(MIGRATIONS_FOLDER)).toBeGreaterThan(20);
  });

  it("says so when the database does not answer", async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database;
    await database.close();
    database = undefined;
    const readiness = await checkReadiness({
      db,
      storage: memoryStorage(),
      migrationsFolder: MIGRATIONS_FOLDER,
      serverId: "t",
    });
    expect(readiness.ready).toBe(false);
    expect(readiness.checks.database).toMatch(/^database unreachable: /);
  });
});
