import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppServer } from "../support/app-server.ts";
import { createEmptyPostgresDatabase } from "../support/postgres.ts";
import { startSmtpCapture } from "../support/smtp-capture.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    dataDir: string;
    databaseUrl: string;
  }
}

/**
 * One built server for the browser tests, on a fresh database (PGlite, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set), sending its mail to an SMTP server that writes each message to disk.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), "bpe-e2e-run-"));
  const mailDir = path.join(workDir, "mail");
  const smtp = await startSmtpCapture(mailDir);
  const database = await createEmptyPostgresDatabase("bpe_e2e");
  const dataDir = path.join(workDir, "data");
  const server = await startAppServer({
    env: {
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      NODE_ENV: "test",
      // Tests speak for many visitors through one loopback "proxy": each names its address in X-Forwarded-For.
      TRUST_PROXY: "loopback",
      // The browser's pages, their parallel assets and the tests' own requests all come from this one address: many
      // visitors at once, not one client holding the server (the limit itself is tested in slow-clients.test.ts).
      MAX_REQUESTS_PER_ADDRESS: "200",
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
  });
  project.provide("baseUrl", server.url);
  project.provide("mailDir", mailDir);
  project.provide("dataDir", dataDir);
  project.provide("databaseUrl", database?.url ?? "");
  return async () => {
    await server.stop();
    await smtp.close();
    await database?.drop();
    await rm(workDir, { recursive: true, force: true });
  };
}
