import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startAppServer } from "../../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../../support/postgres.ts";

// Starting, restarting and stopping the real server on its own data directory (and its own
// PostgreSQL database when TEST_DATABASE_URL is set).
describe("server lifecycle", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps its data across a restart and stops cleanly on SIGTERM", { timeout: 300_000 }, async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "bpe-lifecycle-"));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = await createEmptyPostgresDatabase("bpe_life");
    if (database) cleanups.push(() => database.drop());
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", ...(database ? { DATABASE_URL: database.url } : {}) };

    const first = await startAppServer({ env });
    expect(first.output()).toContain("demo content seeded");
    const firstHome = await (await fetch(`${first.url}/`)).text();
    expect(firstHome).toContain("Tiny House &amp; modules");
    expect(await first.stop()).toBe(0);
    expect(first.output()).toContain('"msg":"stopped"');

    const second = await startAppServer({ env });
    expect(second.output()).not.toContain("demo content seeded");
    expect(await (await fetch(`${second.url}/`)).text()).toContain("Tiny House &amp; modules");
    expect(await second.stop()).toBe(0);
  });

  it("refuses to start on a bad setting and names it", async () => {
    const server = startAppServer({ env: { PORT: "not-a-port", DATABASE_URL: "mysql://nope" } });
    await expect(server).rejects.toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\//);
  });
});
