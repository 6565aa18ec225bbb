// Global setup of the integration suite: the migrations run once per run, on a template, instead of once per test
// file. On PostgreSQL a migrated template database, which each test database copies (`create database … template`);
// on PGlite a dump of a migrated database (`dumpDataDir()`), which each test database starts from (`loadDataDir`).
// Measured side by side on the loaded 2-core machine: a PGlite database created and migrated took 20–37 s, one loaded
// from the dump 2.6–4.4 s; on PostgreSQL an empty database migrated took 5.1–7.5 s, a copy of the template 1.7–2.7 s.
// The migrations test still migrates from empty, and checks that the template gives the same schema.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, MEMORY_DATA_DIR } from "../../app/db/db.server.ts";
import { migrateDatabase } from "../../app/db/migrate.server.ts";

/** Where the test databases of this run start from: provided by the global setup, read by the test files. */
export type MigratedTemplate = { kind: "postgres"; database: string } | { kind: "pglite"; dumpFile: string };

declare module "vitest" {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate;
  }
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { template, remove } = serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate();
  project.provide("migratedTemplate", template);
  console.log(`[test databases] migrated template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return remove;
}

async function postgresTemplate(serverUrl: string) {
  const database = `bpe_tpl_${randomBytes(6).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  // A template must have no connection while it is copied: the pool is closed before any test file starts.
  const handle = await createDatabase({ url: url.toString(), poolMax: 1 });
  try {
    await migrateDatabase(handle.db);
  } finally {
    await handle.close();
  }
  return {
    template: { kind: "postgres", database } satisfies MigratedTemplate,
    remove: () => adminQuery(serverUrl, `drop database if exists ${database} with (force)`),
  };
}

async function pgliteTemplate() {
  const handle = await createDatabase({ dataDir: MEMORY_DATA_DIR });
  const dir = await mkdtemp(path.join(os.tmpdir(), "bpe-pglite-template-"));
  const dumpFile = path.join(dir, "migrated.tar");
  try {
    await migrateDatabase(handle.db);
    const dump = await ((handle.db as { $client?: unknown }).$client as PGlite).dumpDataDir("none");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return {
    template: { kind: "pglite", dumpFile } satisfies MigratedTemplate,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The PGlite dump of this run, read once per test file. */
let pgliteDump: Promise<Blob> | undefined;
export function readPgliteDump(dumpFile: string): Promise<Blob> {
  pgliteDump ??= readFile(dumpFile).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

/** The template of this run inside a test file of a suite that made one (undefined elsewhere, e.g. in benches). */
export async function runTemplate(): Promise<MigratedTemplate | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import("vitest");
  return inject("migratedTemplate");
}

/**
 * Puts a migrated PGlite database into a server's empty DATA_DIR, from the run's dump, so that the server started
 * on it opens a database instead of creating one and running every migration. Does nothing (false) on PostgreSQL,
 * without a template, or when the data directory already holds a database.
 */
export async function seedMigratedDataDir(dataDir: string): Promise<boolean> {
  const template = await runTemplate();
  const pgliteDir = path.join(dataDir, "pglite");
  if (template?.kind !== "pglite" || existsSync(pgliteDir)) return false;
  await mkdir(pgliteDir, { recursive: true });
  const client = new PGlite(pgliteDir, { loadDataDir: await readPgliteDump(template.dumpFile) });
  await client.waitReady;
  await client.close();
  return true;
}
